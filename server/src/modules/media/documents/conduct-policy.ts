import { colors, postalAddress, type DocumentSite } from './document-site';
import { buildPdf, PageCanvas, wrapText } from './pdf-writer';

const letter = { width: 612, height: 792, margin: 72 };

class FlowDocument {
  readonly pages: PageCanvas[] = [];
  y = 0;
  page: PageCanvas = this.newPage();

  newPage() {
    const page = new PageCanvas(letter.width, letter.height);
    this.page = page;
    this.pages.push(page);
    this.y = letter.height - letter.margin;
    return page;
  }

  ensure(space: number) {
    if (this.y - space < letter.margin + 24) this.newPage();
  }

  lines(text: string, { size = 11, bold = false, indent = 0, color = colors.ink, leading = 1.45 } = {}) {
    for (const line of wrapText(text, size, letter.width - 2 * letter.margin - indent, bold)) {
      this.ensure(size * leading);
      this.y -= size * leading;
      this.page.text(letter.margin + indent, this.y, line, { size, bold, color });
    }
  }

  title(text: string, subtitle: string) {
    this.page.rect(0, letter.height - 120, letter.width, 120, colors.indigo);
    this.page.text(letter.margin, letter.height - 70, text, { size: 26, bold: true, color: colors.white });
    this.page.text(letter.margin, letter.height - 96, subtitle, { size: 12, color: colors.cream });
    this.y = letter.height - 140;
  }

  heading(text: string) {
    this.ensure(60);
    this.y -= 14;
    this.lines(text, { size: 14, bold: true, color: colors.indigo });
    this.y -= 2;
  }

  paragraph(text: string) {
    this.lines(text);
    this.y -= 6;
  }

  bullets(items: string[]) {
    for (const item of items) {
      const [first, ...rest] = wrapText(item, 11, letter.width - 2 * letter.margin - 18);
      this.ensure(16);
      this.y -= 16;
      this.page.text(letter.margin + 4, this.y, '•', { size: 11, color: colors.terracotta });
      this.page.text(letter.margin + 18, this.y, first, { size: 11 });
      if (rest.length) this.lines(rest.join(' '), { indent: 18 });
    }
    this.y -= 8;
  }

  signatureLine(label: string) {
    this.ensure(50);
    this.y -= 40;
    this.page.rect(letter.margin, this.y, 300, 0.8, colors.ink);
    this.page.rect(letter.margin + 340, this.y, 128, 0.8, colors.ink);
    this.page.text(letter.margin, this.y - 14, label, { size: 10, color: colors.muted });
    this.page.text(letter.margin + 340, this.y - 14, 'Date', { size: 10, color: colors.muted });
  }

  footers(label: string) {
    this.pages.forEach((page, index) => {
      page.rect(letter.margin, 54, letter.width - 2 * letter.margin, 0.6, colors.sand);
      page.text(letter.margin, 40, label, { size: 9, color: colors.muted });
      page.text(letter.width - letter.margin, 40, `Page ${index + 1} of ${this.pages.length}`, {
        size: 9,
        color: colors.muted,
        align: 'right',
      });
    });
  }
}

/** The Student Conduct Policy, a flowing letter-size document ending in the contact details and signatures. */
export function conductPolicy(site: DocumentSite): Buffer {
  const { email, phone } = site.contact;
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
    "Hand in your own work. Copying, sharing answers during a test, or presenting someone else's writing as your own is cheating.",
    'Give credit to the sources you use in reports and projects.',
    'Artificial intelligence tools may be used only when a teacher says so, and only in the way the teacher describes.',
  ]);
  doc.heading('4. Phones and devices');
  doc.bullets([
    'Phones stay silent and in backpacks during class unless a teacher asks students to use them.',
    "Laptops are for classwork only. Taking photos or recordings of others requires their permission and the teacher's.",
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
  doc.paragraph(
    'Wear clean, comfortable, modest clothing suitable for a shared learning space, and dress for the weather on field trips and outdoor days.',
  );
  doc.heading('7. When things go wrong');
  doc.paragraph(
    'Most problems are solved with a quiet word. When they are not, we follow these steps, and we always aim to restore the relationship:',
  );
  doc.bullets([
    'A reminder from the teacher and a chance to make things right.',
    'A conversation between the teacher, the student and a parent.',
    'A meeting with the co-op directors and a written plan.',
    'For serious or repeated problems, a student may be asked to leave a class or the co-op. Deposits for classes already started are not refunded.',
    'Any behavior that puts someone in danger is reported to parents immediately and, where the law requires, to the authorities.',
  ]);
  doc.heading("8. The parents' part");
  doc.bullets([
    'Review this policy with your student before the first class.',
    'Keep your phone number and e-mail address up to date so teachers can reach you quickly.',
    'Raise concerns with the teacher first, then with the co-op directors.',
  ]);
  doc.heading('Questions');
  doc.paragraph(`E-mail ${email}, call ${phone}, or write to ${site.name}, ${postalAddress(site)}.`);
  doc.heading('Our agreement');
  doc.paragraph('We have read this Student Conduct Policy together and agree to follow it.');
  doc.signatureLine('Student signature');
  doc.signatureLine('Parent or guardian signature');
  doc.footers(`${site.name} · Student Conduct Policy`);
  return buildPdf({
    title: `${site.name} Student Conduct Policy`,
    author: site.name,
    subject: 'Student conduct policy for co-op classes and events',
    pages: doc.pages,
  });
}
