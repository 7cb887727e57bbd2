import type { ContentSource } from './content-access';
import { goLiveChecklist, type GoLiveSettings } from './go-live-checklist';
import type { GoLiveItem } from './go-live-item';

/** What the checklist reads besides the saved content: the content the site came with, and the server's settings. */
export interface GoLiveSources {
  shipped: ContentSource;
  settings: GoLiveSettings;
}

/** The checklist as things stand: the saved content against the content the site came with. */
export async function goLiveItems(content: ContentSource, sources: GoLiveSources): Promise<GoLiveItem[]> {
  return goLiveChecklist(await content.documents(), await sources.shipped.documents(), sources.settings);
}
