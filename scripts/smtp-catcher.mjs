// @ts-check
/**
 * A mail server for trying the site's e-mail locally: it accepts every message and prints who it is from and
 * to, its subject and its text, and delivers nothing. `node scripts/smtp-catcher.mjs [port]` (2525 unless
 * given), then start the site with `SMTP_URL=smtp://localhost:2525`.
 */
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const port = Number(process.argv[2] ?? 2525);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`Usage: node scripts/smtp-catcher.mjs [port], got "${process.argv[2]}"`);
  process.exit(1);
}

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} address */
const addresses = (address) =>
  [address ?? []]
    .flat()
    .map((each) => each.text)
    .join(', ');

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        console.log(
          [
            `From:    ${addresses(mail.from)}`,
            `To:      ${addresses(mail.to)}`,
            `Subject: ${mail.subject ?? ''}`,
            '',
            (mail.text ?? '').trimEnd(),
            '-'.repeat(72),
          ].join('\n'),
        );
        callback();
      })
      .catch(callback);
  },
});

server.on('error', (error) => console.error(error.message));
server.listen(port, () => console.log(`Catching mail on smtp://localhost:${port} (Ctrl+C stops)`));
