import { describe, expect, it } from 'vitest';
import type { ContentDocuments } from '@coop/contract';
import { edit, liveServer, replacedDocuments, shippedDocuments } from '../../test-support/go-live-content';
import { goLiveChecklist, isExampleHost, type GoLiveSettings } from './go-live-checklist';
import { GoLiveGroup, type GoLiveItem } from './go-live-item';

/** A server set up for real: mail goes out, from the co-op's own address, at its own address. */
const configured: GoLiveSettings = { siteUrl: liveServer.SITE_URL, smtpUrl: liveServer.SMTP_URL, mailFrom: undefined };

const whats = (items: GoLiveItem[]) => items.map((item) => item.what);

describe('goLiveChecklist', () => {
  it('speaks of the content as shipped in an administrator’s words, with where each is changed', () => {
    const items = goLiveChecklist(shippedDocuments(), shippedDocuments(), configured);
    expect(items.slice(0, 3)).toEqual([
      {
        group: GoLiveGroup.site,
        what: "The co-op's e-mail address, in Contact Us on the home page and on every class page",
        value: 'info@example.org',
        todo: 'Enter the address families should write to.',
        editPath: '/secure/site/content?section=contact',
      },
      {
        group: GoLiveGroup.site,
        what: "The co-op's phone number, in Contact Us on the home page and on every class page",
        value: '(479) 555-0100',
        todo: 'Enter the number families should call.',
        editPath: '/secure/site/content?section=contact',
      },
      {
        group: GoLiveGroup.site,
        what: "The co-op's postal address, in Contact Us on the home page",
        value: '123 Example Street, Rogers, AR 72756',
        todo: "Enter the co-op's own address.",
        editPath: '/secure/site/content?section=contact',
      },
    ]);
    expect(items).toContainEqual({
      group: GoLiveGroup.site,
      what: 'The link "Academic Advantage" on the Resources page',
      value: 'https://example.org/academic-advantage',
      todo: 'Enter the address of the real site, or remove the link.',
      editPath: '/secure/site/content?section=resources&item=https%3A%2F%2Fexample.org%2Facademic-advantage',
    });
    const teachers = items.filter((item) => item.what.startsWith('The invented teacher '));
    expect(teachers).toHaveLength(8);
    expect(teachers).toContainEqual(
      expect.objectContaining({
        what: 'The invented teacher Maria Delgado on the Teachers page',
        editPath: '/secure/site/content?section=pages&key=teachers%2Fmaria-delgado.md',
      }),
    );
    const news = items.filter((item) => item.what.startsWith('The example news item '));
    expect(news).toHaveLength(10);
    expect(news[0]).toMatchObject({
      what: 'The example news item "Spring 2027 enrollment is open" on the News and Events page',
      editPath: '/secure/site/content?section=news&item=spring-enrollment-open',
    });
    // Nothing shown names a file or a field of one.
    for (const item of items) expect(`${item.what} ${item.value} ${item.todo}`).not.toMatch(/\.(json|md)\b/);
  });

  it('puts what the dashboard changes first, then what whoever runs the server does, without an Edit link', () => {
    const items = goLiveChecklist(shippedDocuments(), shippedDocuments(), { ...configured, smtpUrl: undefined });
    const firstServer = items.findIndex((item) => item.group === GoLiveGroup.server);
    expect(firstServer).toBeGreaterThan(0);
    expect(items.slice(firstServer).every((item) => item.group === GoLiveGroup.server && item.editPath === '')).toBe(
      true,
    );
    expect(items.slice(0, firstServer).every((item) => item.editPath.startsWith('/secure/site/'))).toBe(true);
  });

  it('is empty once every example is replaced and the server is set up', () => {
    expect(goLiveChecklist(replacedDocuments(), shippedDocuments(), configured)).toEqual([]);
  });

  it('still lists a placeholder left in one field while the others were replaced', () => {
    const documents = shippedDocuments();
    documents['site.json'] = edit(documents['site.json'], (site: { contact: { email: string } }) => {
      site.contact.email = 'hello@ozarkhub.org';
      return site;
    });
    const contact = goLiveChecklist(documents, shippedDocuments(), configured).filter((item) =>
      item.editPath.endsWith('section=contact'),
    );
    expect(contact.map((item) => item.value)).toEqual(['(479) 555-0100', '123 Example Street, Rogers, AR 72756']);
  });

  it('reads the examples from the shipped content, not from a list of its own', () => {
    const shipped = shippedDocuments();
    shipped['site.json'] = edit(shipped['site.json'], (site: { contact: { phone: string } }) => {
      site.contact.phone = '(479) 555-0199';
      return site;
    });
    const documents = shippedDocuments();
    documents['site.json'] = shipped['site.json'];
    const phones = goLiveChecklist(documents, shipped, configured).filter((item) => item.what.includes('phone'));
    expect(phones.map((item) => item.value)).toEqual(['(479) 555-0199']);
  });

  describe('mail delivery', () => {
    const delivery = (settings: GoLiveSettings) =>
      goLiveChecklist(replacedDocuments(), shippedDocuments(), settings).filter(
        (item) => item.what === 'E-mail delivery',
      );

    it('is listed while no mail server is set, as a setting for whoever runs the server', () => {
      expect(delivery({ ...configured, smtpUrl: undefined })).toEqual([
        {
          group: GoLiveGroup.server,
          what: 'E-mail delivery',
          value: '',
          todo:
            'No mail server is set, so the messages the site sends (account approvals, password resets, enrollment ' +
            'and form notices) are kept as files on the server and nobody receives them. Ask whoever runs the ' +
            'server to set SMTP_URL.',
          editPath: '',
        },
      ]);
    });

    it('is gone once SMTP_URL is set', () => {
      expect(delivery(configured)).toEqual([]);
    });
  });

  describe('the sender of the e-mails', () => {
    const sender = (documents: ContentDocuments, settings: GoLiveSettings) =>
      goLiveChecklist(documents, shippedDocuments(), settings).filter(
        (item) => item.what === 'The sender of every e-mail the site sends',
      );

    it('without MAIL_FROM, is the example contact address, changed in Contact details', () => {
      expect(sender(shippedDocuments(), configured)).toEqual([
        expect.objectContaining({
          group: GoLiveGroup.site,
          value: 'info@example.org',
          editPath: '/secure/site/content?section=contact',
        }),
      ]);
      expect(sender(replacedDocuments(), configured)).toEqual([]);
    });

    it('with MAIL_FROM at an example address, is a setting for whoever runs the server', () => {
      expect(sender(replacedDocuments(), { ...configured, mailFrom: 'Ozark Hub <office@coop.example>' })).toEqual([
        {
          group: GoLiveGroup.server,
          what: 'The sender of every e-mail the site sends',
          value: 'Ozark Hub <office@coop.example>',
          todo: "Ask whoever runs the server to set MAIL_FROM to an address of the co-op's own.",
          editPath: '',
        },
      ]);
    });

    it('with MAIL_FROM the co-op’s own, is not listed, whatever the contact address says', () => {
      expect(sender(shippedDocuments(), { ...configured, mailFrom: 'Ozark Hub <office@ozarkhub.org>' })).toEqual([]);
    });
  });

  describe('the school year', () => {
    const year = (documents: ContentDocuments) =>
      goLiveChecklist(documents, shippedDocuments(), configured).filter((item) =>
        item.what.startsWith("The school year's dates"),
      );

    it('is listed while its dates are the example ones, linked to the Schedule tab', () => {
      expect(year(shippedDocuments())).toEqual([
        expect.objectContaining({
          group: GoLiveGroup.site,
          value: '2026–27: August 18, 2026 to May 14, 2027',
          editPath: '/secure/site/schedule',
        }),
      ]);
    });

    it('is gone once a date of it changes, a break’s as well as its own', () => {
      const documents = shippedDocuments();
      documents['catalog.json'] = edit(
        documents['catalog.json'],
        (catalog: { schoolYear: { breaks: { start: string }[] } }) => {
          catalog.schoolYear.breaks[0].start = '2026-09-04';
          return catalog;
        },
      );
      expect(year(documents)).toEqual([]);
    });
  });

  describe('the classes', () => {
    const classes = (documents: ContentDocuments) =>
      goLiveChecklist(documents, shippedDocuments(), configured).filter((item) =>
        item.what.startsWith('The classes on the Classes page'),
      );

    it('are listed while any is still the example one, with how many', () => {
      const [item] = classes(shippedDocuments());
      expect(item).toMatchObject({ group: GoLiveGroup.site, editPath: '/secure/site/schedule' });
      expect(item!.todo).toMatch(/^All \d+ classes are still exactly as in the example schedule/);

      const documents = shippedDocuments();
      documents['catalog.json'] = edit(documents['catalog.json'], (catalog: { classes: { seats: number }[] }) => ({
        ...catalog,
        classes: catalog.classes.map((each, index) => (index === 0 ? each : { ...each, seats: each.seats + 1 })),
      }));
      expect(classes(documents)[0]!.todo).toMatch(/^1 of the \d+ classes is still exactly as in the example/);
    });

    it('are gone once every class is the co-op’s own', () => {
      expect(classes(replacedDocuments())).toEqual([]);
    });
  });

  describe('the example documents and pictures', () => {
    const examples = (documents: ContentDocuments) =>
      goLiveChecklist(documents, shippedDocuments(), configured).filter(
        (item) => item.what.startsWith('The document ') || item.what.startsWith('The p'),
      );

    it('are listed as the server’s to replace: each document, the carousel and the shared picture', () => {
      expect(whats(examples(shippedDocuments()))).toEqual([
        'The document "Student Conduct Policy" on the Resources page',
        'The document "Family Orientation Slides" on the Resources page',
        'The photos of the About Us carousel on the home page',
        'The picture shown when a page of the site is shared in a message or on social media',
      ]);
      expect(examples(shippedDocuments()).every((item) => item.group === GoLiveGroup.server)).toBe(true);
    });

    it('count the carousel’s example pictures among its own', () => {
      const documents = shippedDocuments();
      documents['home.json'] = edit(documents['home.json'], (home: { about: { carousel: string[] } }) => {
        home.about.carousel = ['our-hall-k3x9q2', 'about-2'];
        return home;
      });
      const carousel = examples(documents).find((item) => item.what.startsWith('The photos'));
      expect(carousel?.todo).toMatch(/^1 of the 2 pictures is from the illustrations the site came with/);
    });

    it('are gone once replaced', () => {
      expect(examples(replacedDocuments())).toEqual([]);
    });
  });

  describe("the site's public address", () => {
    const address = (siteUrl: string) =>
      goLiveChecklist(replacedDocuments(), shippedDocuments(), { ...configured, siteUrl }).filter((item) =>
        item.what.startsWith("The site's public address"),
      );

    it('is listed while SITE_URL is the placeholder, as a setting for whoever runs the server', () => {
      expect(address('https://coop.example.org')).toEqual([
        {
          group: GoLiveGroup.server,
          what: "The site's public address, in the links to its pages that search engines and shared messages show",
          value: 'https://coop.example.org',
          todo: 'Ask whoever runs the server to set SITE_URL to the address the site is reached at.',
          editPath: '',
        },
      ]);
    });

    it('is gone once SITE_URL is the real address', () => {
      expect(address('https://ozarkhub.org')).toEqual([]);
    });
  });

  it('lists a class page that no longer says when its classes meet, by its name in Pages, linked to it', () => {
    const documents = replacedDocuments();
    documents['catalog.json'] = edit(
      documents['catalog.json'],
      (catalog: { classes: { key: string; weekdays: string[] }[] }) => ({
        ...catalog,
        classes: catalog.classes.map((item) => (item.key === 'reading_1st' ? { ...item, weekdays: ['mon'] } : item)),
      }),
    );
    const page = goLiveChecklist(documents, shippedDocuments(), configured).find(
      (item) => item.what === 'Class page: Grade 1',
    );
    expect(page).toMatchObject({
      group: GoLiveGroup.site,
      editPath: '/secure/site/content?section=pages&key=grade-pages%2Fgrade1.md',
    });
    expect(page?.todo).toMatch(/^It should say ".+", as the schedule has it\. Change the page, or/);
  });

  it('lists a class naming a teacher the site lacks as the server’s to correct', () => {
    const documents = replacedDocuments();
    documents['catalog.json'] = edit(
      documents['catalog.json'],
      (catalog: { classes: { key: string; teachers: string[] }[] }) => ({
        ...catalog,
        classes: catalog.classes.map((item) =>
          item.key === 'reading_1st' ? { ...item, teachers: ['ann-gone'] } : item,
        ),
      }),
    );
    expect(goLiveChecklist(documents, shippedDocuments(), configured)).toEqual([
      {
        group: GoLiveGroup.server,
        what: 'The class Reading (Grade 1)',
        value: '',
        todo:
          'It names Ann Gone as its teacher, who is not on the Teachers page. Ask whoever runs the server to ' +
          'correct the list of classes or add the teacher.',
        editPath: '',
      },
    ]);
  });

  it('reads a missing or broken document as nothing to list', () => {
    expect(goLiveChecklist({ 'site.json': '{ not json' }, shippedDocuments(), configured)).toEqual([]);
  });
});

describe('isExampleHost', () => {
  it.each([
    ['coop.example.org', true],
    ['example.com', true],
    ['shop.test', true],
    ['localhost', true],
    ['ozarkhub.org', false],
    ['myexample.org', false],
  ])('%s → %s', (host, expected) => {
    expect(isExampleHost(host)).toBe(expected);
  });
});
