// @ts-check
// Writes the two downloadable documents on the Resources page (content/documents/*.pdf) from the texts below,
// with the co-op's name and contact details from content/site.json and the Spanish Bites groups from
// content/catalog.json. Not part of the build: run `npm run build -w shared`, then
// `node scripts/content/make-documents.mjs`, and commit the PDFs.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { buildPdf, PageCanvas, wrapText } from './pdf-writer.mjs';

// When classes meet and which breaks the year has are worded by the shared schedule text, the same
// words the site and its content checks use, so the slides cannot say something the catalogue does not.
const scheduleTextModule = new URL('../../shared/dist/schedule-text.js', import.meta.url);
const { breaksText, listText, noon, whenText } = await import(scheduleTextModule.href).catch((error) => {
  throw new Error(`Cannot load ${scheduleTextModule.pathname}; run \`npm run build -w shared\` first`, { cause: error });
});

const contentDir = new URL('../../content/', import.meta.url);
const readJson = async (/** @type {string | URL} */ name) => JSON.parse(await readFile(new URL(name, contentDir), 'utf8'));
const site = await readJson('site.json');
const catalog = await readJson('catalog.json');

const colors = { indigo: '#4338ca', ink: '#1f2937', muted: '#4b5563', cream: '#fffaf2', sand: '#f6e3c3', terracotta: '#e07a5f', sage: '#81b29a', white: '#ffffff' };
const { email, phone, address } = site.contact;
const postalAddress = `${address.street}, ${address.city}, ${address.state} ${address.postalCode}`;

// ---------- Student Conduct Policy: a flowing, letter-size document ----------

const LETTER = { width: 612, height: 792, margin: 72 };

class FlowDocument {
  constructor() {
    /** @type {PageCanvas[]} */
    this.pages = [];
    this.y = 0;
    this.page = this.newPage();
  }

  newPage() {
    const page = new PageCanvas(LETTER.width, LETTER.height);
    this.page = page;
    this.pages.push(page);
    this.y = LETTER.height - LETTER.margin;
    return page;
  }

  /**
   * @param {number} space
   */
  ensure(space) {
    if (this.y - space < LETTER.margin + 24) this.newPage();
  }

  /**
   * @param {string} text
   */
  lines(text, { size = 11, bold = false, indent = 0, color = colors.ink, leading = 1.45 } = {}) {
    for (const line of wrapText(text, size, LETTER.width - 2 * LETTER.margin - indent, bold)) {
      this.ensure(size * leading);
      this.y -= size * leading;
      this.page.text(LETTER.margin + indent, this.y, line, { size, bold, color });
    }
  }

  /**
   * @param {string} text
   * @param {string} subtitle
   */
  title(text, subtitle) {
    this.page.rect(0, LETTER.height - 120, LETTER.width, 120, colors.indigo);
    this.page.text(LETTER.margin, LETTER.height - 70, text, { size: 26, bold: true, color: colors.white });
    this.page.text(LETTER.margin, LETTER.height - 96, subtitle, { size: 12, color: colors.cream });
    this.y = LETTER.height - 140;
  }

  /**
   * @param {string} text
   */
  heading(text) {
    this.ensure(60);
    this.y -= 14;
    this.lines(text, { size: 14, bold: true, color: colors.indigo });
    this.y -= 2;
  }

  /**
   * @param {string} text
   */
  paragraph(text) {
    this.lines(text);
    this.y -= 6;
  }

  /**
   * @param {string[]} items
   */
  bullets(items) {
    for (const item of items) {
      const [first, ...rest] = wrapText(item, 11, LETTER.width - 2 * LETTER.margin - 18);
      this.ensure(16);
      this.y -= 16;
      this.page.text(LETTER.margin + 4, this.y, '•', { size: 11, color: colors.terracotta });
      this.page.text(LETTER.margin + 18, this.y, first, { size: 11 });
      if (rest.length) this.lines(rest.join(' '), { indent: 18 });
    }
    this.y -= 8;
  }

  /**
   * @param {string} label
   */
  signatureLine(label) {
    this.ensure(50);
    this.y -= 40;
    this.page.rect(LETTER.margin, this.y, 300, 0.8, colors.ink);
    this.page.rect(LETTER.margin + 340, this.y, 128, 0.8, colors.ink);
    this.page.text(LETTER.margin, this.y - 14, label, { size: 10, color: colors.muted });
    this.page.text(LETTER.margin + 340, this.y - 14, 'Date', { size: 10, color: colors.muted });
  }

  /**
   * @param {string} label
   */
  footers(label) {
    this.pages.forEach((page, index) => {
      page.rect(LETTER.margin, 54, LETTER.width - 2 * LETTER.margin, 0.6, colors.sand);
      page.text(LETTER.margin, 40, label, { size: 9, color: colors.muted });
      page.text(LETTER.width - LETTER.margin, 40, `Page ${index + 1} of ${this.pages.length}`, { size: 9, color: colors.muted, align: 'right' });
    });
  }
}

function conductPolicy() {
  const doc = new FlowDocument();
  doc.title('Student Conduct Policy', `${site.name} · Homeschool co-op for grades 1–12 · 2026–27 school year`);
  doc.paragraph(
    `${site.name} is a community of families who learn together. This policy describes how we treat one another, how we care for the places where we meet, and what happens when something goes wrong. It applies to every student in every class, at both of our locations (Catalyst and Academic Advantage), on field trips and at co-op events.`,
  );
  doc.heading('1. Respect for everyone');
  doc.bullets([
    'Treat classmates, teachers, volunteers and staff with kindness and courtesy, in person and online.',
    'Listen when others speak, raise your hand in class, and disagree respectfully.',
    'Bullying, teasing, name-calling, threats and exclusion are never acceptable.',
    'We welcome families of many backgrounds and beliefs; speak about others the way you would like to be spoken about.',
  ]);
  doc.heading('2. Ready to learn');
  doc.bullets([
    'Arrive five to ten minutes before class begins, with homework, books and supplies.',
    'Complete assignments on time and with your best effort; tell your teacher early if you are struggling.',
    'Stay in the classroom or the area your teacher names unless you have permission to leave.',
  ]);
  doc.heading('3. Honesty and academic integrity');
  doc.bullets([
    'Hand in your own work. Copying, sharing answers during a test, or presenting someone else\'s writing as your own is cheating.',
    'Give credit to the sources you use in reports and projects.',
    'Artificial intelligence tools may be used only when a teacher says so, and only in the way the teacher describes.',
  ]);
  doc.heading('4. Phones and devices');
  doc.bullets([
    'Phones stay silent and in backpacks during class unless a teacher asks students to use them.',
    'Laptops are for classwork only. Taking photos or recordings of others requires their permission and the teacher\'s.',
    'Students may always call or text a parent in an emergency.',
  ]);
  doc.heading('5. Safety and care of our locations');
  doc.bullets([
    'Parents of students in grades 1–6 sign their children in and out at the front desk.',
    'Students in grades 7–12 may arrive and leave on their own with written permission from a parent.',
    'We are guests at both locations: keep rooms tidy, leave furniture and equipment as you found them, and report any damage.',
    'Classrooms are nut-aware. Share allergies on the enrollment form and remind your teacher on the first day.',
    'Wear closed-toe shoes and safety glasses in science labs, and follow every lab instruction.',
    'Weapons, alcohol, tobacco, vaping products and illegal drugs are not allowed at any co-op activity.',
  ]);
  doc.heading('6. Dress');
  doc.paragraph('Wear clean, comfortable, modest clothing suitable for a shared learning space, and dress for the weather on field trips and outdoor days.');
  doc.heading('7. When things go wrong');
  doc.paragraph('Most problems are solved with a quiet word. When they are not, we follow these steps, and we always aim to restore the relationship:');
  doc.bullets([
    'A reminder from the teacher and a chance to make things right.',
    'A conversation between the teacher, the student and a parent.',
    'A meeting with the co-op directors and a written plan.',
    'For serious or repeated problems, a student may be asked to leave a class or the co-op. Deposits for classes already started are not refunded.',
    'Any behavior that puts someone in danger is reported to parents immediately and, where the law requires, to the authorities.',
  ]);
  doc.heading('8. The parents\' part');
  doc.bullets([
    'Review this policy with your student before the first class.',
    'Keep your phone number and e-mail address up to date so teachers can reach you quickly.',
    'Raise concerns with the teacher first, then with the co-op directors.',
  ]);
  doc.heading('Questions');
  doc.paragraph(`E-mail ${email}, call ${phone}, or write to ${site.name}, ${postalAddress}.`);
  doc.heading('Our agreement');
  doc.paragraph('We have read this Student Conduct Policy together and agree to follow it.');
  doc.signatureLine('Student signature');
  doc.signatureLine('Parent or guardian signature');
  doc.footers(`${site.name} · Student Conduct Policy`);
  return buildPdf({ title: `${site.name} Student Conduct Policy`, author: site.name, subject: 'Student conduct policy for co-op classes and events', pages: doc.pages });
}

// ---------- Family Orientation: 16:9 slides ----------

const SLIDE = { width: 720, height: 405, margin: 48 };

/**
 * @param {string} title
 * @param {number} number
 */
function slideFrame(title, number) {
  const page = new PageCanvas(SLIDE.width, SLIDE.height);
  page.rect(0, 0, SLIDE.width, SLIDE.height, colors.cream);
  page.rect(0, SLIDE.height - 78, SLIDE.width, 78, colors.indigo);
  page.rect(0, SLIDE.height - 84, SLIDE.width, 6, colors.terracotta);
  page.text(SLIDE.margin, SLIDE.height - 50, title, { size: 26, bold: true, color: colors.white });
  page.rect(0, 0, SLIDE.width, 26, colors.sand);
  page.text(SLIDE.margin, 9, `${site.name} · Family Orientation`, { size: 9, color: colors.muted });
  page.text(SLIDE.width - SLIDE.margin, 9, String(number), { size: 9, color: colors.muted, align: 'right' });
  return page;
}

/**
 * @param {string} title
 * @param {string[]} items
 * @param {number} number
 */
function bulletSlide(title, items, number) {
  const page = slideFrame(title, number);
  let y = SLIDE.height - 124;
  for (const item of items) {
    const lines = wrapText(item, 16, SLIDE.width - 2 * SLIDE.margin - 24);
    page.rect(SLIDE.margin, y + 3, 9, 9, colors.sage);
    lines.forEach((line, i) => page.text(SLIDE.margin + 24, y - i * 21, line, { size: 16 }));
    y -= lines.length * 21 + 13;
  }
  if (y < 34) throw new Error(`Slide "${title}" has too much text`);
  return page;
}

/**
 * @param {string} title
 * @param {string[]} headers
 * @param {string[][]} rows
 * @param {number[]} columnWidths
 * @param {string} note
 * @param {number} number
 */
function tableSlide(title, headers, rows, columnWidths, note, number) {
  const page = slideFrame(title, number);
  let y = SLIDE.height - 126;
  const drawRow = (/** @type {string[]} */ cells, /** @type {Parameters<PageCanvas['text']>[3]} */ options) => {
    let x = SLIDE.margin + 10;
    cells.forEach((cell, i) => {
      page.text(x, y, cell, options);
      x += columnWidths[i];
    });
  };
  page.rect(SLIDE.margin, y - 10, SLIDE.width - 2 * SLIDE.margin, 30, colors.sand);
  drawRow(headers, { size: 14, bold: true });
  rows.forEach((row, index) => {
    y -= 36;
    if (index % 2 === 1) page.rect(SLIDE.margin, y - 12, SLIDE.width - 2 * SLIDE.margin, 34, colors.white);
    drawRow(row, { size: 14 });
  });
  wrapText(note, 13, SLIDE.width - 2 * SLIDE.margin).forEach((line, i) => page.text(SLIDE.margin, y - 44 - i * 18, line, { size: 13, color: colors.muted }));
  return page;
}

function titleSlide() {
  const page = new PageCanvas(SLIDE.width, SLIDE.height);
  page.rect(0, 0, SLIDE.width, SLIDE.height, colors.indigo);
  page.rect(0, 0, SLIDE.width, 70, colors.sage);
  page.rect(0, 70, SLIDE.width, 10, colors.terracotta);
  page.text(SLIDE.width / 2, 250, `Welcome to ${site.name}`, { size: 34, bold: true, color: colors.white, align: 'center' });
  page.text(SLIDE.width / 2, 212, 'Family Orientation · 2026–27 school year', { size: 18, color: colors.cream, align: 'center' });
  page.text(SLIDE.width / 2, 160, 'Homeschool co-op classes for grades 1–12 in Rogers, Northwest Arkansas', { size: 14, color: colors.cream, align: 'center' });
  return page;
}

// "Spanish Bites: Parakeet Nest (Ages 6–9) · Wed 3:30–5:00 PM · Academic Advantage" → name, ages, schedule, location.
function spanishBitesRows() {
  return catalog.classes
    .filter((/** @type {{ group: string; }} */ c) => c.group === 'spanish_bites')
    .map((/** @type {{ label: string, subject: string }} */ c) => {
      const [name, schedule, ...rest] = c.label.split(' · ');
      const ages = name.match(/\(Ages ([^)]+)\)/)?.[1] ?? '';
      return [c.subject.replace(/^Spanish Bites: /, ''), ages, schedule, rest.at(-1) ?? ''];
    });
}

function orientationSlides() {
  const start = new Date(`${catalog.schoolYear.start}T12:00:00Z`);
  const end = new Date(`${catalog.schoolYear.end}T12:00:00Z`);
  const longDate = (/** @type {Date} */ d) => d.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const inGroups = (/** @type {string[]} */ ...groups) => catalog.classes.filter((/** @type {{ group: string; }} */ c) => groups.includes(c.group));
  // The afternoon groups first, then any that start in the morning: "Tuesday … afternoons and Friday mornings, …".
  const spanishBites = inGroups('spanish_bites');
  const spanishBitesParts = [spanishBites.filter((/** @type {{ start: number; }} */ c) => c.start >= noon), spanishBites.filter((/** @type {{ start: number; }} */ c) => c.start < noon)];
  const slides = [
    titleSlide(),
    bulletSlide('Who we are', [
      'A homeschool co-op learning hub for families across Northwest Arkansas, serving grades 1 through 12.',
      'Parents stay in charge of their children\'s education; our classes add experienced teachers, classmates and a steady weekly rhythm.',
      'Subjects: reading, language arts and writing, math, science, history and government, computer science and Spanish.',
      'Choose one class or several. Many families mix co-op classes with lessons at home.',
    ], 2),
    bulletSlide('Where we meet', [
      `Catalyst: ${site.locations.find((/** @type {{ name: string; }} */ l) => l.name === 'Catalyst')?.description ?? 'our co-op venue in Rogers.'}`,
      `Academic Advantage: ${site.locations.find((/** @type {{ name: string; }} */ l) => l.name === 'Academic Advantage')?.description ?? 'a tutoring center in Rogers.'}`,
      'Each class page lists its location; directions and parking details come with your welcome materials.',
      'Please arrive five to ten minutes early and sign in students in grades 1–6 at the front desk.',
    ], 3),
    bulletSlide('When classes meet', [
      `Elementary and middle school classes meet on ${whenText(inGroups('elementary', 'jr_high'))}.`,
      'High school classes are cafeteria-style at various times through the week: choose only the courses you need.',
      `Spanish Bites meets on ${listText(spanishBitesParts.filter((part) => part.length > 0).map(whenText))}.`,
      `The ${catalog.schoolYear.name} school year runs from ${longDate(start)} to ${longDate(end)}, with breaks for ${breaksText(catalog.schoolYear.breaks)}.`,
    ], 4),
    tableSlide('Spanish Bites groups', ['Group', 'Ages', 'Day and time', 'Location'], spanishBitesRows(), [170, 90, 200, 160], 'Conversation-first Spanish for complete beginners and growing speakers alike.', 5),
    bulletSlide('How enrollment works', [
      'Fill in the Class Enrollment Form on our website for each student, ticking every class you want.',
      'You receive a confirmation e-mail within a minute, and our team reviews each enrollment.',
      'A deposit for each class secures your student\'s place.',
      'Welcome materials, with supply lists and directions, arrive before classes begin.',
    ], 6),
    bulletSlide('A typical class day', [
      'Arrive, sign in and settle in with supplies and a water bottle.',
      'Class begins on time: teaching, discussion, hands-on work and a preview of the week\'s home assignments.',
      'Students in grades 1–6 are signed out by a parent; older students leave with written permission.',
      'Homework is done at home, with parents as the first teachers and co-op teachers as partners.',
    ], 7),
    bulletSlide('Staying in touch', [
      'Approved parents and teachers use the members\' area of our website to share files and links.',
      'Teachers post class documents and assignments there and answer questions by e-mail.',
      'News and events, including field trips and showcases, appear on our News & Events page.',
      'Tell us straight away about any change in contact details, allergies or enrollment.',
    ], 8),
    bulletSlide('Conduct and safety', [
      'Respect for everyone: kindness in person and online, and no bullying of any kind.',
      'Phones stay silent and in backpacks unless a teacher asks for them.',
      'Nut-aware classrooms; closed-toe shoes and safety glasses in labs.',
      'Please read the Student Conduct Policy together with your student and sign it.',
    ], 9),
    bulletSlide('Questions? We are glad to help', [`E-mail: ${email}`, `Phone: ${phone}`, `Mail: ${postalAddress}`, 'Thank you for learning with us!'], 10),
  ];
  return buildPdf({ title: `${site.name} Family Orientation`, author: site.name, subject: 'Orientation slides for new co-op families', pages: slides });
}

const outputDir = new URL('documents/', contentDir);
await mkdir(outputDir, { recursive: true });
for (const [name, pdf] of /** @type {[string, Buffer][]} */ ([
  ['student-conduct-policy.pdf', conductPolicy()],
  ['orientation-slides.pdf', orientationSlides()],
])) {
  await writeFile(new URL(name, outputDir), pdf);
  console.log(`content/documents/${name}: ${pdf.length} bytes`);
}
