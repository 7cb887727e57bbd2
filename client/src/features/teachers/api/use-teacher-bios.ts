import type { RichTextContent } from '../../../components/rich-text';
import { markdownFile } from '../../../lib/content-loaders';
import { useContent, type ContentState } from '../../../lib/use-content';
import { bioUrls, teacherList, type Teacher } from '../teachers';

export type TeacherBio = Teacher & ({ content: RichTextContent } | { error: string });

async function loadBio(teacher: Teacher, signal: AbortSignal): Promise<TeacherBio> {
  const failures: string[] = [];
  for (const url of bioUrls(teacher.file)) {
    try {
      return { ...teacher, content: await markdownFile.load(url, signal) };
    } catch (error) {
      if (signal.aborted) throw error;
      failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { ...teacher, error: failures.join('; ') };
}

/** Fails as a whole when not one biography could be read (the server or the connection is down), so the page offers Retry. */
async function loadBios(signal: AbortSignal): Promise<TeacherBio[]> {
  const bios = await Promise.all(teacherList().map((teacher) => loadBio(teacher, signal)));
  const failed = bios.flatMap((bio) => ('error' in bio ? [bio.error] : []));
  if (bios.length > 0 && failed.length === bios.length) throw new Error(failed[0]);
  return bios;
}

function preloadedBios(): TeacherBio[] | undefined {
  const bios: TeacherBio[] = [];
  for (const teacher of teacherList()) {
    const content = markdownFile.preloaded(bioUrls(teacher.file)[0]);
    if (!content) return undefined;
    bios.push({ ...teacher, content });
  }
  return bios;
}

/** Every teacher's biography; one that fails all three addresses comes back with its error. */
export function useTeacherBios(): ContentState<TeacherBio[]> {
  return useContent('teachers', preloadedBios, loadBios);
}
