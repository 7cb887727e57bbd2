import { breaksText, listText, noon, whenText, type Catalog } from '@coop/contract';
import { colors, postalAddress, type DocumentSite } from './document-site';
import { buildPdf, PageCanvas, wrapText, type TextOptions } from './pdf-writer';

const slide = { width: 720, height: 405, margin: 48 };

function slideFrame(siteName: string, title: string, number: number): PageCanvas {
  const page = new PageCanvas(slide.width, slide.height);
  page.rect(0, 0, slide.width, slide.height, colors.cream);
  page.rect(0, slide.height - 78, slide.width, 78, colors.indigo);
  page.rect(0, slide.height - 84, slide.width, 6, colors.terracotta);
  page.text(slide.margin, slide.height - 50, title, { size: 26, bold: true, color: colors.white });
  page.rect(0, 0, slide.width, 26, colors.sand);
  page.text(slide.margin, 9, `${siteName} · Family Orientation`, { size: 9, color: colors.muted });
  page.text(slide.width - slide.margin, 9, String(number), { size: 9, color: colors.muted, align: 'right' });
  return page;
}

function bulletSlide(siteName: string, title: string, items: string[], number: number): PageCanvas {
  const page = slideFrame(siteName, title, number);
  let y = slide.height - 124;
  for (const item of items) {
    const lines = wrapText(item, 16, slide.width - 2 * slide.margin - 24);
    page.rect(slide.margin, y + 3, 9, 9, colors.sage);
    lines.forEach((line, i) => page.text(slide.margin + 24, y - i * 21, line, { size: 16 }));
    y -= lines.length * 21 + 13;
  }
  if (y < 34) throw new Error(`Slide "${title}" has too much text`);
  return page;
}

function tableSlide(
  siteName: string,
  title: string,
  headers: string[],
  rows: string[][],
  columnWidths: number[],
  note: string,
  number: number,
): PageCanvas {
  const page = slideFrame(siteName, title, number);
  let y = slide.height - 126;
  const drawRow = (cells: string[], options: TextOptions) => {
    let x = slide.margin + 10;
    cells.forEach((cell, i) => {
      page.text(x, y, cell, options);
      x += columnWidths[i]!;
    });
  };
  page.rect(slide.margin, y - 10, slide.width - 2 * slide.margin, 30, colors.sand);
  drawRow(headers, { size: 14, bold: true });
  rows.forEach((row, index) => {
    y -= 36;
    if (index % 2 === 1) page.rect(slide.margin, y - 12, slide.width - 2 * slide.margin, 34, colors.white);
    drawRow(row, { size: 14 });
  });
  wrapText(note, 13, slide.width - 2 * slide.margin).forEach((line, i) =>
    page.text(slide.margin, y - 44 - i * 18, line, { size: 13, color: colors.muted }),
  );
  return page;
}

function titleSlide(siteName: string): PageCanvas {
  const page = new PageCanvas(slide.width, slide.height);
  page.rect(0, 0, slide.width, slide.height, colors.indigo);
  page.rect(0, 0, slide.width, 70, colors.sage);
  page.rect(0, 70, slide.width, 10, colors.terracotta);
  page.text(slide.width / 2, 250, `Welcome to ${siteName}`, {
    size: 34,
    bold: true,
    color: colors.white,
    align: 'center',
  });
  page.text(slide.width / 2, 212, 'Family Orientation · 2026–27 school year', {
    size: 18,
    color: colors.cream,
    align: 'center',
  });
  page.text(slide.width / 2, 160, 'Homeschool co-op classes for grades 1–12 in Rogers, Northwest Arkansas', {
    size: 14,
    color: colors.cream,
    align: 'center',
  });
  return page;
}

// "Spanish Bites: Parakeet Nest (Ages 6–9) · Wed 3:30–5:00 PM · Academic Advantage" → name, ages, schedule, location.
function spanishBitesRows(catalog: Catalog): string[][] {
  return catalog.classes
    .filter((c) => c.group === 'spanish_bites')
    .map((c) => {
      const [name = '', schedule = '', ...rest] = c.label.split(' · ');
      const ages = name.match(/\(Ages ([^)]+)\)/)?.[1] ?? '';
      return [c.subject.replace(/^Spanish Bites: /, ''), ages, schedule, rest.at(-1) ?? ''];
    });
}

/** The Family Orientation slides (16:9), ending in the contact details. */
export function orientationSlides(site: DocumentSite, catalog: Catalog): Buffer {
  const { email, phone } = site.contact;
  const start = new Date(`${catalog.schoolYear.start}T12:00:00Z`);
  const end = new Date(`${catalog.schoolYear.end}T12:00:00Z`);
  const longDate = (d: Date) =>
    d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const inGroups = (...groups: string[]) => catalog.classes.filter((c) => groups.includes(c.group));
  // The afternoon groups first, then any that start in the morning: "Tuesday … afternoons and Friday mornings, …".
  const spanishBites = inGroups('spanish_bites');
  const spanishBitesParts = [spanishBites.filter((c) => c.start >= noon), spanishBites.filter((c) => c.start < noon)];
  const slides = [
    titleSlide(site.name),
    bulletSlide(
      site.name,
      'Who we are',
      [
        'A homeschool co-op learning hub for families across Northwest Arkansas, serving grades 1 through 12.',
        "Parents stay in charge of their children's education; our classes add experienced teachers, classmates and a steady weekly rhythm.",
        'Subjects: reading, language arts and writing, math, science, history and government, computer science and Spanish.',
        'Choose one class or several. Many families mix co-op classes with lessons at home.',
      ],
      2,
    ),
    bulletSlide(
      site.name,
      'Where we meet',
      [
        `Catalyst: ${site.locations.find((l) => l.name === 'Catalyst')?.description ?? 'our co-op venue in Rogers.'}`,
        `Academic Advantage: ${site.locations.find((l) => l.name === 'Academic Advantage')?.description ?? 'a tutoring center in Rogers.'}`,
        'Each class page lists its location; directions and parking details come with your welcome materials.',
        'Please arrive five to ten minutes early and sign in students in grades 1–6 at the front desk.',
      ],
      3,
    ),
    bulletSlide(
      site.name,
      'When classes meet',
      [
        `Elementary and middle school classes meet on ${whenText(inGroups('elementary', 'jr_high'))}.`,
        'High school classes are cafeteria-style at various times through the week: choose only the courses you need.',
        `Spanish Bites meets on ${listText(spanishBitesParts.filter((part) => part.length > 0).map(whenText))}.`,
        `The ${catalog.schoolYear.name} school year runs from ${longDate(start)} to ${longDate(end)}, with breaks for ${breaksText(catalog.schoolYear.breaks)}.`,
      ],
      4,
    ),
    tableSlide(
      site.name,
      'Spanish Bites groups',
      ['Group', 'Ages', 'Day and time', 'Location'],
      spanishBitesRows(catalog),
      [170, 90, 200, 160],
      'Conversation-first Spanish for complete beginners and growing speakers alike.',
      5,
    ),
    bulletSlide(
      site.name,
      'How enrollment works',
      [
        'Fill in the Class Enrollment Form on our website for each student, ticking every class you want.',
        'You receive a confirmation e-mail within a minute, and our team reviews each enrollment.',
        "A deposit for each class secures your student's place.",
        'Welcome materials, with supply lists and directions, arrive before classes begin.',
      ],
      6,
    ),
    bulletSlide(
      site.name,
      'A typical class day',
      [
        'Arrive, sign in and settle in with supplies and a water bottle.',
        "Class begins on time: teaching, discussion, hands-on work and a preview of the week's home assignments.",
        'Students in grades 1–6 are signed out by a parent; older students leave with written permission.',
        'Homework is done at home, with parents as the first teachers and co-op teachers as partners.',
      ],
      7,
    ),
    bulletSlide(
      site.name,
      'Staying in touch',
      [
        "Approved parents and teachers use the members' area of our website to share files and links.",
        'Teachers post class documents and assignments there and answer questions by e-mail.',
        'News and events, including field trips and showcases, appear on our News & Events page.',
        'Tell us straight away about any change in contact details, allergies or enrollment.',
      ],
      8,
    ),
    bulletSlide(
      site.name,
      'Conduct and safety',
      [
        'Respect for everyone: kindness in person and online, and no bullying of any kind.',
        'Phones stay silent and in backpacks unless a teacher asks for them.',
        'Nut-aware classrooms; closed-toe shoes and safety glasses in labs.',
        'Please read the Student Conduct Policy together with your student and sign it.',
      ],
      9,
    ),
    bulletSlide(
      site.name,
      'Questions? We are glad to help',
      [`E-mail: ${email}`, `Phone: ${phone}`, `Mail: ${postalAddress(site)}`, 'Thank you for learning with us!'],
      10,
    ),
  ];
  return buildPdf({
    title: `${site.name} Family Orientation`,
    author: site.name,
    subject: 'Orientation slides for new co-op families',
    pages: slides,
  });
}
