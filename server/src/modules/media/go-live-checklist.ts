import {
  classTitle,
  contentPageLabel,
  contentPageName,
  contentProblems,
  parseCatalog,
  scheduleEditPath,
  siteContentEditPath,
  teacherName,
  type Catalog,
  type ContentDocuments,
} from '@coop/contract';
import { GoLiveGroup, type GoLiveItem } from './go-live-item';

/** The server's own settings the checklist reads. */
export interface GoLiveSettings {
  /** SITE_URL. */
  siteUrl: string;
  /** SMTP_URL; unset, every message is kept as a file on the server. */
  smtpUrl: string | undefined;
  /** MAIL_FROM; unset, messages go out from the co-op's contact e-mail. */
  mailFrom: string | undefined;
}

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

function catalogOf(documents: ContentDocuments): Catalog | undefined {
  try {
    return parseCatalog(json(documents, 'catalog.json'));
  } catch {
    return undefined;
  }
}

interface SiteJson {
  contact?: {
    email?: string;
    phone?: string;
    address?: { street?: string; city?: string; state?: string; postalCode?: string };
  };
  defaultSocialImage?: { id?: string };
}
interface ResourcesJson {
  documents?: { name?: string; url?: string }[];
  links?: { name?: string; url?: string }[];
}
interface HomeJson {
  about?: { carousel?: string[] };
}

const siteItem = (what: string, value: string, todo: string, editPath: string): GoLiveItem => ({
  group: GoLiveGroup.site,
  what,
  value,
  todo,
  editPath,
});
const serverItem = (what: string, value: string, todo: string): GoLiveItem => ({
  group: GoLiveGroup.server,
  what,
  value,
  todo,
  editPath: '',
});

/** "All 5 pictures are", "1 of the 5 pictures is", "3 of the 5 pictures are". */
function howMany(count: number, total: number, noun: { one: string; many: string }): string {
  if (count === total) return total === 1 ? `The ${noun.one} is` : `All ${total} ${noun.many} are`;
  return `${count} of the ${total} ${noun.many} ${count === 1 ? 'is' : 'are'}`;
}

function longDate(iso: string): string {
  return new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The e-mail part of "Name <address>" or of a bare address. */
const mailboxAddress = (mailbox: string) => (/<([^>]*)>\s*$/.exec(mailbox)?.[1] ?? mailbox).trim();

/**
 * What the checklist compares against: the content the site came with, read from the same files the database
 * was first filled from, so an example changed there needs no second list here.
 */
class Examples {
  readonly site: SiteJson | undefined;
  readonly catalog: Catalog | undefined;
  readonly teachers: Set<string>;
  readonly news: Map<string, string>;
  readonly documentUrls: Set<string>;
  readonly images: Set<string>;

  constructor(shipped: ContentDocuments) {
    this.site = json<SiteJson>(shipped, 'site.json');
    this.catalog = catalogOf(shipped);
    this.teachers = new Set(
      (json<{ file?: string }[]>(shipped, 'teachers.json') ?? []).map((teacher) => teacher.file!),
    );
    this.news = new Map(
      (json<{ id?: string; title?: string }[]>(shipped, 'news.json') ?? []).map((item) => [item.id!, item.title!]),
    );
    this.documentUrls = new Set(
      (json<ResourcesJson>(shipped, 'resources.json')?.documents ?? []).map((document) => document.url!),
    );
    this.images = new Set(Object.keys(json<Record<string, unknown>>(shipped, 'images.json') ?? {}));
  }

  /** An address of the examples: the one the site came with, or any at a name reserved for examples. */
  isEmail(address: string): boolean {
    const email = address.trim().toLowerCase();
    return email === this.site?.contact?.email?.trim().toLowerCase() || isExampleHost(email.split('@').pop() ?? '');
  }
}

function contactItems(site: SiteJson | undefined, examples: Examples): GoLiveItem[] {
  const contact = site?.contact;
  const example = examples.site?.contact;
  const editPath = siteContentEditPath('contact');
  const items: GoLiveItem[] = [];
  if (contact?.email && examples.isEmail(contact.email)) {
    items.push(
      siteItem(
        "The co-op's e-mail address, in Contact Us on the home page and on every class page",
        contact.email,
        'Enter the address families should write to.',
        editPath,
      ),
    );
  }
  if (contact?.phone && contact.phone.trim() === example?.phone) {
    items.push(
      siteItem(
        "The co-op's phone number, in Contact Us on the home page and on every class page",
        contact.phone,
        'Enter the number families should call.',
        editPath,
      ),
    );
  }
  const address = contact?.address;
  if (address?.street && address.street.trim() === example?.address?.street) {
    items.push(
      siteItem(
        "The co-op's postal address, in Contact Us on the home page",
        [address.street, address.city, [address.state, address.postalCode].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', '),
        "Enter the co-op's own address.",
        editPath,
      ),
    );
  }
  return items;
}

/** Messages go out from MAIL_FROM, or else from the contact e-mail: whichever it is must be the co-op's own. */
function senderItems(site: SiteJson | undefined, examples: Examples, settings: GoLiveSettings): GoLiveItem[] {
  const what = 'The sender of every e-mail the site sends';
  if (settings.mailFrom !== undefined) {
    if (!examples.isEmail(mailboxAddress(settings.mailFrom))) return [];
    return [
      serverItem(
        what,
        settings.mailFrom,
        "Ask whoever runs the server to set MAIL_FROM to an address of the co-op's own.",
      ),
    ];
  }
  const email = site?.contact?.email;
  if (!email || !examples.isEmail(email)) return [];
  return [
    siteItem(
      what,
      email,
      "Messages go out from the co-op's e-mail address, so until it is the co-op's own, replies to them reach nobody " +
        'and mail servers may refuse them. Change it in Contact details, or ask whoever runs the server to set MAIL_FROM.',
      siteContentEditPath('contact'),
    ),
  ];
}

function schoolYearItems(catalog: Catalog | undefined, examples: Examples): GoLiveItem[] {
  if (!catalog || !examples.catalog) return [];
  const dates = ({ schoolYear: year }: Catalog) =>
    JSON.stringify([year.start, year.end, year.breaks.map((pause) => [pause.start, pause.end])]);
  if (dates(catalog) !== dates(examples.catalog)) return [];
  const { name, start, end } = catalog.schoolYear;
  return [
    siteItem(
      "The school year's dates and breaks, on the class pages and their calendars",
      `${name}: ${longDate(start)} to ${longDate(end)}`,
      "These are the example dates the site came with. Enter the co-op's first and last day of classes and its " +
        'breaks in the Schedule tab.',
      scheduleEditPath,
    ),
  ];
}

function classItems(catalog: Catalog | undefined, examples: Examples): GoLiveItem[] {
  if (!catalog || !examples.catalog) return [];
  const example = new Map(examples.catalog.classes.map((item) => [item.key, JSON.stringify(item)]));
  const unchanged = catalog.classes.filter((item) => example.get(item.key) === JSON.stringify(item)).length;
  if (unchanged === 0) return [];
  return [
    siteItem(
      'The classes on the Classes page, the class pages and the enrollment form',
      '',
      `${howMany(unchanged, catalog.classes.length, { one: 'class', many: 'classes' })} still exactly as in the ` +
        "example schedule the site came with. Check each one's days, times and place in the Schedule tab. To offer " +
        "other classes, ask whoever runs the server to load the co-op's own list of classes.",
      scheduleEditPath,
    ),
  ];
}

function teacherItems(documents: ContentDocuments, examples: Examples): GoLiveItem[] {
  return (json<{ file?: string }[]>(documents, 'teachers.json') ?? [])
    .map((teacher) => teacher.file)
    .filter((file): file is string => typeof file === 'string' && examples.teachers.has(file))
    .map((file) =>
      siteItem(
        `The invented teacher ${teacherName(file)} on the Teachers page`,
        '',
        "Put one of the co-op's teachers in this example's place: ask whoever runs the server to change the name " +
          'and portrait, and write the biography here.',
        siteContentEditPath('pages', { key: `teachers/${file}.md` }),
      ),
    );
}

/** A news item by its id still carrying its example title: a real item that reuses an id says something else. */
function newsItems(documents: ContentDocuments, examples: Examples): GoLiveItem[] {
  return (json<{ id?: string; title?: string }[]>(documents, 'news.json') ?? [])
    .filter((item) => item.id !== undefined && item.title !== undefined && examples.news.get(item.id) === item.title)
    .map((item) =>
      siteItem(
        `The example news item "${item.title}" on the News and Events page`,
        '',
        "Replace it with the co-op's own news, or delete it.",
        siteContentEditPath('news', { item: item.id }),
      ),
    );
}

function linkItems(resources: ResourcesJson | undefined): GoLiveItem[] {
  return (resources?.links ?? [])
    .filter((link) => typeof link.url === 'string' && isExampleHost(hostOf(link.url) ?? ''))
    .map((link) =>
      siteItem(
        `The link "${link.name ?? link.url}" on the Resources page`,
        link.url!,
        'Enter the address of the real site, or remove the link.',
        // The address names the link, so the editor opens its form straight away.
        siteContentEditPath('resources', { item: link.url }),
      ),
    );
}

function documentItems(resources: ResourcesJson | undefined, examples: Examples): GoLiveItem[] {
  return (resources?.documents ?? [])
    .filter((document) => typeof document.url === 'string' && examples.documentUrls.has(document.url))
    .map((document) =>
      serverItem(
        `The document "${document.name ?? document.url}" on the Resources page`,
        '',
        "It is the example draft the site came with, filled in with the co-op's name and contact details. Read it, " +
          "and ask whoever runs the server to put the co-op's own document in its place.",
      ),
    );
}

function pictureItems(documents: ContentDocuments, site: SiteJson | undefined, examples: Examples): GoLiveItem[] {
  const items: GoLiveItem[] = [];
  const carousel = json<HomeJson>(documents, 'home.json')?.about?.carousel ?? [];
  const shipped = carousel.filter((id) => examples.images.has(id)).length;
  if (shipped > 0) {
    items.push(
      serverItem(
        'The photos of the About Us carousel on the home page',
        '',
        `${howMany(shipped, carousel.length, { one: 'picture', many: 'pictures' })} from the illustrations the ` +
          "site came with. Ask whoever runs the server to put the co-op's own photos in their place.",
      ),
    );
  }
  const social = site?.defaultSocialImage?.id;
  if (social !== undefined && examples.images.has(social)) {
    items.push(
      serverItem(
        'The picture shown when a page of the site is shared in a message or on social media',
        '',
        "It is the illustration the site came with. Ask whoever runs the server to put one of the co-op's own in " +
          'its place.',
      ),
    );
  }
  return items;
}

function deliveryItems(settings: GoLiveSettings): GoLiveItem[] {
  if (settings.smtpUrl) return [];
  return [
    serverItem(
      'E-mail delivery',
      '',
      'No mail server is set, so the messages the site sends (account approvals, password resets, enrollment and ' +
        'form notices) are kept as files on the server and nobody receives them. Ask whoever runs the server to ' +
        'set SMTP_URL.',
    ),
  ];
}

function siteUrlItems(settings: GoLiveSettings): GoLiveItem[] {
  if (!isExampleHost(hostOf(settings.siteUrl) ?? '')) return [];
  return [
    serverItem(
      "The site's public address, in the links to its pages that search engines and shared messages show",
      settings.siteUrl,
      'Ask whoever runs the server to set SITE_URL to the address the site is reached at.',
    ),
  ];
}

const pageSaysPattern = /^((?:classes|grade-pages|teachers)\/[a-z0-9-]+\.md) should say "(.*)"$/;
const missingTeacherPattern = /^catalog\.json: (\S+) names a teacher not in teachers\.json: (\S+)$/;
const missingPagePattern = /^catalog\.json: (\S+) belongs on grade-pages\/(\S+)\.md, which is missing$/;

/**
 * Texts that no longer agree with the schedule (a class page still naming the old days after the class moved),
 * from the same checks the content tests run on the files. A page is put right in the dashboard; a class naming
 * a teacher or a page the site lacks only in the content files. Other words about days and times (a news item's
 * "Friday evening") are staff's own to write.
 */
function disagreementItems(documents: ContentDocuments, catalog: Catalog | undefined): GoLiveItem[] {
  if (!catalog) return [];
  const titleOf = (key: string) => {
    const item = catalog.classes.find((each) => each.key === key);
    return item ? classTitle(item) : key;
  };
  return contentProblems(documents).flatMap((problem): GoLiveItem[] => {
    const page = pageSaysPattern.exec(problem);
    if (page) {
      return [
        siteItem(
          contentPageLabel(page[1]),
          '',
          `It should say "${page[2]}", as the schedule has it. Change the page, or the class's days and times in ` +
            'the Schedule tab.',
          siteContentEditPath('pages', { key: page[1] }),
        ),
      ];
    }
    const teacher = missingTeacherPattern.exec(problem);
    if (teacher) {
      return [
        serverItem(
          `The class ${titleOf(teacher[1])}`,
          '',
          `It names ${teacherName(teacher[2])} as its teacher, who is not on the Teachers page. Ask whoever runs ` +
            'the server to correct the list of classes or add the teacher.',
        ),
      ];
    }
    const missing = missingPagePattern.exec(problem);
    if (missing) {
      return [
        serverItem(
          `The class ${titleOf(missing[1])}`,
          '',
          `It belongs on the class page ${contentPageName(missing[2])}, which the site does not have. Ask whoever ` +
            'runs the server to add the page or correct the list of classes.',
        ),
      ];
    }
    return [];
  });
}

/**
 * Everything the site still shows from the examples it came with (`shipped`), or lacks, to put right before
 * going live: first what administrators change in the dashboard, then what whoever runs the server does. Empty
 * once none is left.
 */
export function goLiveChecklist(
  documents: ContentDocuments,
  shipped: ContentDocuments,
  settings: GoLiveSettings,
): GoLiveItem[] {
  const examples = new Examples(shipped);
  const site = json<SiteJson>(documents, 'site.json');
  const resources = json<ResourcesJson>(documents, 'resources.json');
  const catalog = catalogOf(documents);
  const items = [
    ...disagreementItems(documents, catalog),
    ...contactItems(site, examples),
    ...senderItems(site, examples, settings),
    ...schoolYearItems(catalog, examples),
    ...classItems(catalog, examples),
    ...teacherItems(documents, examples),
    ...newsItems(documents, examples),
    ...linkItems(resources),
    ...deliveryItems(settings),
    ...siteUrlItems(settings),
    ...documentItems(resources, examples),
    ...pictureItems(documents, site, examples),
  ];
  return [
    ...items.filter((item) => item.group === GoLiveGroup.site),
    ...items.filter((item) => item.group === GoLiveGroup.server),
  ];
}
