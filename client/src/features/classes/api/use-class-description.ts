import { textFile } from '../../../lib/content-loaders';
import { useContent } from '../../../lib/use-content';
import type { ClassPageSlug } from '../../../config/paths';
import { classDescriptionUrl } from '../class-list';

export const DESCRIPTION_LOADING = 'Loading...';
export const DESCRIPTION_ERROR = 'Error loading description. Check file path or server.';

/** A class card's description as shown: 'Loading...', the text, or the error line. */
export function useClassDescription(slug: ClassPageSlug): string {
  const url = classDescriptionUrl(slug);
  const state = useContent(
    url,
    () => textFile.preloaded(url),
    async (signal) => {
      try {
        return await textFile.load(url, signal);
      } catch (error) {
        if (!signal.aborted) console.error(`Error loading ${url}:`, error);
        throw error;
      }
    },
  );
  if (state.status === 'loading') return DESCRIPTION_LOADING;
  if (state.status === 'error') return DESCRIPTION_ERROR;
  return state.value.trim();
}
