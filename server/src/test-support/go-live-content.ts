import path from 'node:path';
import type { ContentDocuments } from '@coop/contract';
import { readContentFiles } from '../modules/content';

// A co-op that has put every example right, for the tests of what is left before going live.

const contentDir = path.resolve(__dirname, '../../../content');

/** The content as shipped: every document. */
export const shippedDocuments = (): ContentDocuments => readContentFiles(contentDir);

/** The settings of a server set up for real: mail goes out, at the co-op's own address. */
export const liveServer = { SITE_URL: 'https://ozarkhub.org', SMTP_URL: 'smtps://mailer:secret@smtp.ozarkhub.org:465' };

/** A JSON document's text with `change` made to its value. */
export const edit = (text: string, change: (value: never) => unknown) =>
  JSON.stringify(change(JSON.parse(text) as never), null, 2);

/** Every example the shipped content carries, replaced with the co-op's own. */
export function replacedDocuments(): ContentDocuments {
  const documents = shippedDocuments();
  documents['site.json'] = edit(
    documents['site.json'],
    (site: { contact: Record<string, unknown>; defaultSocialImage: object }) => ({
      ...site,
      contact: {
        email: 'hello@ozarkhub.org',
        phone: '(479) 555-2871',
        address: { street: '2 Main St', city: 'Rogers', state: 'AR', postalCode: '72756' },
      },
      defaultSocialImage: { id: 'our-hall-k3x9q2' },
    }),
  );
  documents['home.json'] = edit(documents['home.json'], (home: { about: object }) => ({
    ...home,
    about: { ...home.about, carousel: ['our-hall-k3x9q2', 'science-fair-a1b2c3'] },
  }));
  documents['resources.json'] = edit(documents['resources.json'], (resources: { links: { url: string }[] }) => ({
    documents: [
      { name: 'Our policy', url: '/content/documents/our-policy.pdf', description: 'Ours', type: 'presentation' },
    ],
    links: resources.links.filter((link) => !link.url.includes('example.org')),
  }));
  documents['teachers.json'] = JSON.stringify([{ file: 'jo-real', sectionid: 'jo-real', photo: 'teacher-jo' }]);
  // The classes name the real teacher and meet at the co-op's own times, in its own school year; the pages that
  // state those times say them too.
  documents['catalog.json'] = edit(
    documents['catalog.json'],
    (catalog: { schoolYear: { start: string }; classes: object[] }) => ({
      ...catalog,
      schoolYear: { ...catalog.schoolYear, start: '2026-08-25' },
      classes: catalog.classes.map((item) => ({ ...item, teachers: ['jo-real'] })),
    }),
  );
  for (const key of Object.keys(documents).filter((each) => each.endsWith('.md'))) {
    documents[key] = documents[key].replaceAll('August 18, 2026', 'August 25, 2026');
  }
  documents['news.json'] = edit(documents['news.json'], (news: { id: string; title: string }[]) =>
    news.map((item, index) => (index === 0 ? { ...item, title: 'Our own words' } : { ...item, id: `real-${index}` })),
  );
  return documents;
}
