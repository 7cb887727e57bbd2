import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A refusal the catcher answers instead of taking a message. */
export interface Refusal {
  code: number;
  message: string;
}

/**
 * A real SMTP server on a free port, keeping every message it accepts as parsed. `refusals` are answered, one per
 * message, before any is accepted; `delayMs` holds each message that long before accepting it.
 */
export class SmtpCatcher {
  readonly received: ParsedMail[] = [];
  readonly refusals: Refusal[] = [];
  delayMs = 0;

  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _session, callback) => {
      const refusal = this.refusals.shift();
      simpleParser(stream)
        .then(async (parsed) => {
          if (refusal) {
            callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
            return;
          }
          await new Promise((resolve) => setTimeout(resolve, this.delayMs));
          this.received.push(parsed);
          callback();
        })
        .catch(callback);
    },
  });

  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  static async start(): Promise<SmtpCatcher> {
    const catcher = new SmtpCatcher();
    await new Promise<void>((resolve) => catcher.server.listen(0, '127.0.0.1', resolve));
    catcher.port = (catcher.server.server.address() as AddressInfo).port;
    return catcher;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
