import { micromark } from 'micromark';
import { escapeHtml } from '../../../http/escape-html';
import type { SiteDetails } from '../../site';
import type { MailKind } from '../mail-kinds';
import type { MailMessage } from '../outbox';

/** One part of a message's body, written once and rendered as plain text and as HTML. */
export type Block =
  | { paragraph: string }
  | { heading: string }
  | { list: readonly string[]; ordered?: boolean }
  /** A submission's answers, each under its label. */
  | { answers: readonly { label: string; value: string }[] }
  | { link: { text: string; url: string } }
  /** Text a member wrote in markdown: the text part is it as written, the HTML part rendered from it. */
  | { markdown: string };

export interface Letter {
  greeting: string;
  blocks: readonly Block[];
}

/**
 * A greeting, a subject, a heading, a list item and a link's text are one line, though a name in them may have come
 * with a line break from a form that did not refuse it: the break and the spaces around it become one space.
 */
function oneLine(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ');
}

/** Every value put into HTML is escaped (names and answers are whatever people typed), with the line breaks of a long answer kept. */
function htmlLines(value: string): string {
  return escapeHtml(value).replace(/\r?\n/g, '<br>');
}

function footerLines(site: SiteDetails): string[] {
  return [site.name, site.contact.email, site.contact.phone, site.contact.address];
}

function blockText(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('heading' in block) return oneLine(block.heading);
  if ('list' in block)
    return block.list.map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${oneLine(item)}`).join('\n');
  if ('answers' in block) return block.answers.map(({ label, value }) => `${label}: ${value}`).join('\n');
  if ('markdown' in block) return block.markdown;
  return `${oneLine(block.link.text)}: ${block.link.url}`;
}

function blockHtml(block: Block): string {
  if ('paragraph' in block) return `<p>${htmlLines(block.paragraph)}</p>`;
  if ('heading' in block) return `<h2 style="font-size:1.1em">${escapeHtml(oneLine(block.heading))}</h2>`;
  if ('list' in block) {
    const tag = block.ordered ? 'ol' : 'ul';
    return `<${tag}>${block.list.map((item) => `<li>${escapeHtml(oneLine(item))}</li>`).join('')}</${tag}>`;
  }
  if ('answers' in block) {
    const rows = block.answers.map(
      ({ label, value }) => `<dt><strong>${escapeHtml(label)}</strong></dt><dd>${htmlLines(value)}</dd>`,
    );
    return `<dl>${rows.join('')}</dl>`;
  }
  // CommonMark as the Messages area's preview shows it; raw HTML in it is escaped and a link whose scheme is not
  // a safe one (javascript:, data:) loses its address, so what a member typed cannot add markup or script.
  if ('markdown' in block) return micromark(block.markdown);
  return `<p><a href="${escapeHtml(block.link.url)}">${escapeHtml(oneLine(block.link.text))}</a></p>`;
}

/** The same letter as plain text and as simple HTML, both signed with the co-op's name and contact details. */
export function renderLetter(letter: Letter, site: SiteDetails): { text: string; html: string } {
  const footer = footerLines(site);
  const greeting = oneLine(letter.greeting);
  const text = [greeting, ...letter.blocks.map(blockText), `--\n${footer.join('\n')}`].join('\n\n') + '\n';
  const [name, email, phone, address] = footer.map(escapeHtml);
  const html = [
    '<!DOCTYPE html>',
    '<html><body style="font-family:sans-serif;line-height:1.5;color:#1f2937">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...letter.blocks.map(blockHtml),
    '<hr>',
    `<p style="font-size:0.9em">${name}<br><a href="mailto:${email}">${email}</a><br>${phone}<br>${address}</p>`,
    '</body></html>',
  ].join('\n');
  return { text, html };
}

/** A letter addressed to one person, as the outbox takes it. */
export function letterTo(to: string, kind: MailKind, subject: string, letter: Letter, site: SiteDetails): MailMessage {
  return { kind, to, subject: oneLine(subject), ...renderLetter(letter, site) };
}

/** How every message ends before the footer: who to ask. */
export function contactLine(site: SiteDetails): string {
  return `Questions? Contact us at ${site.contact.email} or ${site.contact.phone}.`;
}
