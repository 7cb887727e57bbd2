import { teacherName } from '@coop/contract';
import { contentDocument } from '../../content/content-store';

export type Teacher = {
  /** The biography's file name without `.md`; also gives the teacher's name. */
  file: string;
  /** The card's element id, for links to one teacher. */
  sectionid: string;
  /** An image id from content/images.json. */
  photo: string;
  name: string;
};

/** Validates the list at the edge: a wrong shape is a load failure, not a broken page. */
export function parseTeacherList(data: unknown): Teacher[] {
  if (!Array.isArray(data)) throw new Error('The teacher list is not an array');
  return data.map((entry, index) => {
    const { file, sectionid, photo } = (entry ?? {}) as Record<string, unknown>;
    if (typeof file !== 'string' || typeof sectionid !== 'string' || typeof photo !== 'string' || !file) {
      throw new Error(`Teacher ${index + 1} needs file, sectionid and photo`);
    }
    return { file, sectionid, photo, name: teacherName(file) };
  });
}

/**
 * The biography's address, then the same without the leading slash,
 * then under the public prefix: three attempts before a card falls back.
 */
export function bioUrls(file: string): [string, string, string] {
  const path = `content/teachers/${file.replace(/\.md$/, '')}.md`;
  return [`/${path}`, path, `/public/${path}`];
}

/** content/teachers.json: the biographies in the order of the page (file, name, section id, portrait). */
export function teacherList(): Teacher[] {
  return parseTeacherList(contentDocument('teachers.json'));
}
