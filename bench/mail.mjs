// @ts-check
// 8. Mail: what the outbox adds to the write that causes mail, and how a backlog drains through a real SMTP
// server. The first figure is measured in-process on the write itself: every enrollment queues mail (its sender's
// confirmation even when administrators are not told), so no setting gives the same post without mail to compare
// against. The second runs the built product as a child process, so the memory measured is the server's own.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { catalogFileName, parseCatalog } from '@coop/contract';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { requireBuilt, startInProcessApp } from './in-process.mjs';
import { adminEmail, ensureBuilt, figure, mb, median, settledRss, startProduct, watchPeakRss } from './lib.mjs';

const section = 'mail';
const addedTargetMs = 2;
const writes = { warmUp: 50, each: 500 };
const backlog = 1_000;
/** How long the catcher holds each message before taking it: a mail server slower than our own writes. */
const catcherDelayMs = 5;
const paceTargetRatio = 1.5;
const rssGrowthTargetMb = 30;

/** An enrollment as the public form posts it, a student of its own each time. */
const enrollment = () => ({
  parent_name: 'Ana Parent',
  _replyto: 'ana@example.org',
  parent_phone: '(479) 555-0101',
  student_name: `Leo ${randomUUID().slice(0, 8)}`,
  student_age: '7',
  student_birthday: '03/14/2019',
  student_allergies: 'None',
  reading_1st: 'Yes',
  math_1st: 'Yes',
  acknowledgment: 'Yes',
});

/**
 * The enrollment's write with and without its mail, in turns: storing the submission as the collector does,
 * against storing it and then building and queueing its messages (the sender's confirmation and one notice per
 * administrator) in the same transaction. The difference of the medians is what mail adds to a post.
 */
async function measureAddedWrite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-mail-'));
  const inProcess = await startInProcessApp({ dataDir });
  try {
    const { loadConfig } = requireBuilt('config.js');
    const { siteDetails } = requireBuilt('modules/site/site-details.js');
    const { FieldLabels } = requireBuilt('modules/forms/field-labels.js');
    const { FormName } = requireBuilt('modules/forms/form-name.js');
    const { FormSubmission } = requireBuilt('modules/forms/form-submission.entity.js');
    const { validateSubmission } = requireBuilt('modules/forms/form.rules.js');
    const { submissionMail } = requireBuilt('modules/forms/submission-mail.js');
    const { queueMail } = requireBuilt('modules/mail/outbox.js');
    const { listsChanged } = requireBuilt('db/list-versions.js');
    const { siteUrl } = loadConfig({ ADMIN_EMAIL: adminEmail });
    // The documents in force, as the app serves them to everyone.
    const served = async (/** @type {string} */ key) => (await fetch(`${inProcess.url}/content/${key}`)).text();
    const catalog = parseCatalog(JSON.parse(await served(catalogFileName)));
    /** @type {{ key: string }[]} */
    const classes = catalog.classes;
    const context = {
      mail: { site: siteDetails(await served('site.json')), siteUrl, adminNotify: true },
      classes: new Map(classes.map((item) => [item.key, item])),
      labels: new FieldLabels(catalog.classes),
    };
    const classKeys = classes.map((item) => item.key);
    const { db } = inProcess.app;

    /** @param {boolean} withMail */
    const store = async (withMail) => {
      const fields = validateSubmission(FormName.enrollment, enrollment(), classKeys);
      const started = performance.now();
      await db.write(async (/** @type {import('typeorm').EntityManager} */ manager) => {
        const submission = { id: randomUUID(), form: FormName.enrollment, submittedAt: new Date() };
        await manager.existsBy(FormSubmission, { id: submission.id });
        await manager
          .createQueryBuilder()
          .insert()
          .into(FormSubmission)
          .values({ ...submission, fieldsJson: JSON.stringify(fields) })
          .orIgnore()
          .execute();
        listsChanged(manager, 'submissions');
        if (withMail) await queueMail(manager, await submissionMail(manager, FormName.enrollment, fields, context));
      });
      return performance.now() - started;
    };

    for (let i = 0; i < writes.warmUp; i++) await store(i % 2 === 0);
    /** @type {number[]} */
    const alone = [];
    /** @type {number[]} */
    const mailed = [];
    for (let i = 0; i < writes.each; i++) {
      alone.push(await store(false));
      mailed.push(await store(true));
    }
    return { alone: median(alone), mailed: median(mailed) };
  } finally {
    await inProcess.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * A real SMTP server in this process that takes each message `catcherDelayMs` after its data ends, and counts
 * them. Its connections wait at the greeting until `open()`, so the product can start and settle first.
 */
async function startCatcher() {
  let accepted = 0;
  let lastAcceptedAt = 0;
  /** @type {() => void} */
  let release = () => {};
  const gate = new Promise((resolve) => (release = () => resolve(undefined)));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    // Its default look-up of each client's name is no part of the pace being stood for.
    disableReverseLookup: true,
    logger: false,
    onConnect: (_session, callback) => void gate.then(() => callback()),
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () =>
        setTimeout(() => {
          accepted++;
          lastAcceptedAt = performance.now();
          callback();
        }, catcherDelayMs),
      );
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address());
  return {
    url: `smtp://127.0.0.1:${port}`,
    accepted: () => accepted,
    lastAcceptedAt: () => lastAcceptedAt,
    open: release,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

/**
 * Messages of an enrollment confirmation's size, queued in a few write transactions as the product queues them.
 * @param {string} dataDir
 */
async function queueBacklog(dataDir) {
  const inProcess = await startInProcessApp({ dataDir });
  try {
    const { queueMail } = requireBuilt('modules/mail/outbox.js');
    const text = 'Thank you for enrolling. We have your answers and will write again about classes.\n'.repeat(12);
    const messages = Array.from({ length: backlog }, (_, i) => ({
      kind: 'enrollment_received',
      to: `parent-${i}@mail.test`,
      subject: `Enrollment received for student ${i}`,
      text,
      html: `<p>${text}</p>`,
    }));
    for (let start = 0; start < backlog; start += 100) {
      await inProcess.app.db.write((/** @type {import('typeorm').EntityManager} */ manager) =>
        queueMail(manager, messages.slice(start, start + 100)),
      );
    }
  } finally {
    await inProcess.close();
  }
}

/**
 * The catcher's own pace: the same messages sent straight to it one after another over one kept connection, as
 * the product's transport sends them.
 * @param {string} url
 */
async function directPaceMs(url, count = 200) {
  const transport = nodemailer.createTransport({ url, pool: true, maxConnections: 1 });
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    await transport.sendMail({
      from: 'bench@mail.test',
      to: `parent-${i}@mail.test`,
      subject: `Direct ${i}`,
      text: 'Thank you for enrolling.\n'.repeat(40),
    });
  }
  transport.close();
  return ((performance.now() - started) / count) * backlog;
}

/**
 * The backlog drained by the product's outbox worker through the catcher: the time from opening the catcher to
 * its last message, and the server's resident memory at its peak over what it was settled before.
 */
async function measureDrain() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-mail-'));
  const catcher = await startCatcher();
  try {
    await queueBacklog(dataDir);
    const product = await startProduct({ DATA_DIR: dataDir, SMTP_URL: catcher.url });
    try {
      // Within the mail client's 30 s wait for a greeting, which the worker's first connection is held in.
      const idle = await settledRss(product.pid, 15_000);
      const stopWatching = watchPeakRss(product.pid);
      const started = performance.now();
      catcher.open();
      const deadline = Date.now() + 10 * 60_000;
      while (catcher.accepted() < backlog) {
        if (Date.now() > deadline) throw new Error(`only ${catcher.accepted()} of ${backlog} messages arrived`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const drainMs = catcher.lastAcceptedAt() - started;
      const peak = stopWatching();
      return { drainMs, rssGrowth: peak - idle, idle, directMs: await directPaceMs(catcher.url) };
    } finally {
      await product.stop();
    }
  } finally {
    await catcher.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchMail() {
  ensureBuilt();
  const { alone, mailed } = await measureAddedWrite();
  const added = mailed - alone;
  const { drainMs, directMs, rssGrowth, idle } = await measureDrain();
  const ratio = drainMs / directMs;
  return [
    figure(
      section,
      'enrollment write: added by its mail (median)',
      added,
      'ms',
      `< ${addedTargetMs} ms`,
      added < addedTargetMs,
      `${writes.each} writes each, in turns: ${alone.toFixed(2)} ms alone, ${mailed.toFixed(2)} ms with its messages`,
    ),
    figure(
      section,
      `${backlog} queued messages drained`,
      drainMs / 1000,
      's',
      `≤ ${paceTargetRatio} × direct`,
      ratio <= paceTargetRatio,
      `${ratio.toFixed(2)} × the catcher's direct pace of ${(directMs / 1000).toFixed(2)} s (${(directMs / backlog).toFixed(1)} ms a message sent straight, ${catcherDelayMs} ms of it the catcher's hold)`,
    ),
    figure(
      section,
      'server memory growth while draining (peak RSS)',
      mb(rssGrowth),
      'MB',
      `≤ ${rssGrowthTargetMb} MB`,
      mb(rssGrowth) <= rssGrowthTargetMb,
      `over ${mb(idle).toFixed(0)} MB settled before`,
    ),
  ];
}
