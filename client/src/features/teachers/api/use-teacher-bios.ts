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

async function loadBios(signal: AbortSignal): Promise<TeacherBio[]> {
  return Promise.all(teacherList().map((teacher) => loadBio(teacher, signal)));
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

/** The teacher list (content/teachers.json) and every biography; one that fails all three addresses comes back with its error. */
export function useTeacherBios(): ContentState<TeacherBio[]> {
  return useContent('teachers', preloadedBios, loadBios);
}
