import { contentProblems, scheduleEditPath, siteContentEditPath, type ContentDocuments } from '@coop/contract';
import type { GoLiveItem } from './go-live-item';

// The example content the site was first filled with. A teacher is invented by name (the name is what a
// visitor reads); a news item by its id still carrying its invented title, so a real item that happens to
// reuse an id is not flagged once it says something else.
const placeholderContact = {
  email: 'info@example.org',
  phone: '(479) 555-0100',
  street: '123 Example Street',
};
const placeholderTeachers = [
  'sarah-whitfield',
  'laura-jennings',
  'rebecca-lindqvist',
  'hannah-brooks',
  'daniel-okafor',
  'david-nguyen',
  'grace-mwangi',
  'maria-delgado',
];
const placeholderNews: Record<string, string> = {
  'spring-enrollment-open': 'Spring 2027 enrollment is open',
  'winter-showcase': 'Winter Showcase and Family Potluck',
  'family-science-night': 'Family Science Night: Stars over the Ozarks',
  'hour-of-code': 'Hour of Code in our Python classes',
  'thanksgiving-break': 'No classes during Thanksgiving Break',
  'jaguar-circle-launch': 'Spanish Bites adds the Jaguar Circle',
  'spring-semester-begins': 'Spring semester classes begin',
  'crystal-bridges-field-trip': 'Field trip to Crystal Bridges Museum of American Art',
  'fall-harvest-day': 'Fall Harvest Day at Catalyst',
  'spring-open-house': 'Spring Open House for new families',
};

/** Addresses reserved for examples (example.com/.net/.org and the .example, .test and .invalid names). */
export function isExampleHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return /(^|\.)example\.(com|net|org)$/.test(name) || /\.(example|test|invalid)$/.test(name) || name === 'localhost';
}

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/** A document's JSON, or undefined when it is missing or unreadable (its own editor says why). */
function json<T>(documents: ContentDocuments, key: string): T | undefined {
  try {
    return documents[key] === undefined ? undefined : (JSON.parse(documents[key]) as T);
  } catch {
    return undefined;
  }
}

interface SiteJson {
  contact?: { email?: string; phone?: string; address?: { street?: string } };
}
interface ResourcesJson {
  links?: { name?: string; url?: string }[];
}

function contactItems(documents: ContentDocuments): GoLiveItem[] {
  const contact = json<SiteJson>(documents, 'site.json')?.contact;
  const editPath = siteContentEditPath('contact');
  const checks: [string, string, string | undefined, string][] = [
    ['The contact e-mail address', 'site.json: contact.email', contact?.email, placeholderContact.email],
    ['The contact phone number', 'site.json: contact.phone', contact?.phone, placeholderContact.phone],
    ['The postal address', 'site.json: contact.address.street', contact?.address?.street, placeholderContact.street],
  ];
  return checks
    .filter(([, , value, placeholder]) => value?.trim() === placeholder)
    .map(([what, where, value]) => ({ what, where, value: value!, editPath }));
}

function resourceItems(documents: ContentDocuments): GoLiveItem[] {
  const links = json<ResourcesJson>(documents, 'resources.json')?.links ?? [];
  return links
    .filter((link) => typeof link.url === 'string' && isExampleHost(hostOf(link.url) ?? ''))
    .map((link) => ({
      what: `The resource link "${link.name ?? link.url}"`,
      where: 'resources.json: links',
      value: link.url!,
      // The address names the link, so the editor opens its form straight away.
      editPath: siteContentEditPath('resources', { item: link.url }),
    }));
}

function teacherItems(documents: ContentDocuments): GoLiveItem[] {
  const teachers = json<{ file?: string }[]>(documents, 'teachers.json') ?? [];
  return teachers
    .map((teacher) => teacher.file)
    .filter((file): file is string => typeof file === 'string' && placeholderTeachers.includes(file))
    .map((file) => ({
      what: 'An example teacher',
      where: `teachers/${file}.md`,
      value: file
        .split('-')
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join(' '),
      editPath: siteContentEditPath('pages', { key: `teachers/${file}.md` }),
    }));
}

function newsItems(documents: ContentDocuments): GoLiveItem[] {
  const news = json<{ id?: string; title?: string }[]>(documents, 'news.json') ?? [];
  return news
    .filter((item) => item.id !== undefined && placeholderNews[item.id] === item.title)
    .map((item) => ({
      what: 'An example news item',
      where: `news.json: ${item.id}`,
      value: item.title!,
      editPath: siteContentEditPath('news', { item: item.id }),
    }));
}

function siteUrlItems(siteUrl: string): GoLiveItem[] {
  if (!isExampleHost(hostOf(siteUrl) ?? '')) return [];
  return [
    { what: "The site's public address", where: 'the SITE_URL setting of the server', value: siteUrl, editPath: '' },
  ];
}

/**
 * Every placeholder the site still shows, in the order an administrator would replace them: contact details,
 * links, people, news, then the server's own address. Empty once none is left.
 */
/**
 * Texts that no longer agree with the schedule (a class page still naming the old days after the class moved):
 * the same checks the content tests run on the files, run on what is saved.
 */
function disagreementItems(documents: ContentDocuments): GoLiveItem[] {
  if (documents['catalog.json'] === undefined) return [];
  const located = contentProblems(documents).map((problem) => ({
    problem,
    where: /^[a-z0-9/-]+\.(md|json)/.exec(problem)?.[0] ?? 'catalog.json',
  }));
  // A page that no longer says what the schedule says, or a class naming a missing page or teacher. Other words
  // about days and times (a news item's "Friday evening") are staff's own to write.
  const disagreements = located.filter(
    ({ problem, where }) => where === 'catalog.json' || (where.endsWith('.md') && problem.includes(' should say "')),
  );
  return disagreements.map(({ problem, where }) => ({
    what: 'A text that disagrees with the schedule',
    where,
    value: problem,
    editPath: where.endsWith('.md') ? siteContentEditPath('pages', { key: where }) : scheduleEditPath,
  }));
}

export function goLiveChecklist(documents: ContentDocuments, config: { siteUrl: string }): GoLiveItem[] {
  return [
    ...disagreementItems(documents),
    ...contactItems(documents),
    ...resourceItems(documents),
    ...teacherItems(documents),
    ...newsItems(documents),
    ...siteUrlItems(config.siteUrl),
  ];
}
