import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';

/** Where the e2e server, which has no SMTP server, writes each message it sends as an .eml file. */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: the global setup starts the server and sets it');
  return path.join(dataDir, 'outbox');
}

/** Every message with that subject delivered to the address so far, newest first. */
export async function mailsTo(address: string, subject: RegExp): Promise<ParsedMail[]> {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  const wanted = address.toLowerCase();
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => {
      const file = path.join(dir, name);
      return { file, written: fs.statSync(file).mtimeMs };
    })
    .sort((a, b) => b.written - a.written);
  const found: ParsedMail[] = [];
  for (const { file } of files) {
    const raw = fs.readFileSync(file);
    // The folder holds every message of the run: only those naming the address anywhere are worth parsing.
    if (!raw.toString('latin1').toLowerCase().includes(wanted)) continue;
    const mail = await simpleParser(raw);
    const recipients = [mail.to ?? []].flat().flatMap((to) => to.value.map((each) => each.address?.toLowerCase()));
    if (recipients.includes(wanted) && subject.test(mail.subject ?? '')) found.push(mail);
  }
  return found;
}

/**
 * The newest message with that subject delivered to the address, waiting for the outbox worker to write it (an
 * account gets other messages too, such as its approval).
 */
export async function newestMailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address, subject))[0]) !== undefined, {
      message: `a message to ${address} with a subject like ${subject} in the outbox folder`,
      timeout: 15_000,
    })
    .toBe(true);
  return found!;
}
