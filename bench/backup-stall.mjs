// @ts-check
// 14. Backup under load: members keep writing while `npm run backup` runs beside the server on SQLite, as an
// operator runs it. How long the slowest write waits while a backup runs (against the same writes without one),
// and whether every write the server acknowledged is there afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eligibleChoice, figure, login, mb, root, startProduct } from './lib.mjs';

const section = 'backup';
const slowestTargetMs = 100;
/** What the co-op has kept before the backup: a few hundred families' worth, and handouts that take seconds to pack. */
const seeded = { links: 2000, enrollments: 300, files: 40, fileBytes: 1.5 * 1024 * 1024 };
/** Members writing at once: teachers sharing links, families sending enrollments. */
const teachers = 4;
const families = 2;
const warmUpMs = 3000;
const baselineMs = 10_000;
const backupRuns = 3;
const backupScript = path.join(root, 'server/dist/scripts/backup.js');

/** @type {import('@coop/contract').Catalog} */
const catalog = JSON.parse(readFileSync(path.join(root, 'content/catalog.json'), 'utf8'));

/**
 * @typedef {object} Write
 * @property {'link' | 'enrollment'} kind
 * @property {number} start   performance.now() when the request was sent
 * @property {number} end     when its answer had been read
 * @property {boolean} ok     acknowledged: a 2xx answer saying it succeeded
 * @property {string} mark    what finds it afterwards (the link's id, the student's name), or why it was refused
 *
 * @typedef {{ start: number, end: number }} Span
 */

/**
 * A link shared as a teacher shares one; acknowledged with its id.
 * @param {string} url
 * @param {string} token
 * @param {number} n
 * @returns {Promise<Pick<Write, 'ok' | 'mark'>>}
 */
async function shareLink(url, token, n) {
  const response = await fetch(`${url}/api/links.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: `Reading list ${n}`,
      url: `https://example.org/reading/${n}`,
      description: 'Chapters for the coming weeks',
      category: 'Resources',
      visibility: 'everyone',
    }),
  });
  const body = await response.json().catch(() => ({}));
  return response.ok && body.success
    ? { ok: true, mark: String(body.link.id) }
    : { ok: false, mark: `${response.status}` };
}

/**
 * One student enrolled in one class (one class, so no two can meet at the same time), as the public form sends it
 * when a script asks for JSON; acknowledged with `{ ok: true }`. The student's name finds it afterwards.
 * @param {string} url
 * @param {number} n
 * @returns {Promise<Pick<Write, 'ok' | 'mark'>>}
 */
async function enroll(url, n) {
  // Ends in a word, so that no student's name is the start of another's.
  const student = `Student ${n} Backupbench`;
  // One class the student is of age for, every class in turn.
  const choice = eligibleChoice(catalog, n, 1);
  const response = await fetch(`${url}/forms/enrollment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({
      parent_name: `Parent ${n}`,
      _replyto: `family-${n}@example.org`,
      parent_phone: '(479) 555-0101',
      student_name: student,
      student_age: choice.age,
      student_birthday: choice.birthday,
      student_allergies: 'None',
      acknowledgment: 'Yes',
      _submission_id: `backup-bench-${n}`,
      [choice.classes[0]]: 'Yes',
    }),
  });
  const body = await response.json().catch(() => ({}));
  return response.ok && body.ok ? { ok: true, mark: student } : { ok: false, mark: `${response.status}` };
}

/**
 * A handout as a teacher uploads it: a PDF's signature, then bytes that do not compress, as a real PDF's mostly do not.
 * @param {string} url
 * @param {string} token
 * @param {number} n
 */
async function uploadHandout(url, token, n) {
  const form = new FormData();
  form.append('visibility', 'everyone');
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(seeded.fileBytes - 9)]);
  form.append('file', new Blob([bytes], { type: 'application/pdf' }), `handout-${n}.pdf`);
  const response = await fetch(`${url}/api/files.php`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`seeding a handout failed: ${response.status} ${await response.text()}`);
}

/**
 * `count` calls of `task`, `width` at a time.
 * @param {number} count
 * @param {number} width
 * @param {(n: number) => Promise<unknown>} task
 */
async function inBatches(count, width, task) {
  for (let n = 0; n < count; n += width) {
    await Promise.all(Array.from({ length: Math.min(width, count - n) }, (_, k) => task(n + k)));
  }
}

/**
 * Teacher accounts as they come to be: signed up, approved as teachers by the administrator, signed in.
 * @param {string} url
 * @param {string} adminToken
 * @returns {Promise<string[]>} their tokens
 */
async function teacherTokens(url, adminToken) {
  const admin = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const password = 'a long teacher password for the bench';
  const tokens = [];
  for (let i = 0; i < teachers; i++) {
    const email = `teacher-${i}@bench.test`;
    const signup = await fetch(`${url}/api/signup.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Teacher ${i}`, email, password }),
    });
    if (!signup.ok) throw new Error(`a teacher's signup failed: ${signup.status} ${await signup.text()}`);
    const { users } = await (await fetch(`${url}/api/users.php`, { headers: admin })).json();
    const user = users.find((/** @type {{ email: string }} */ candidate) => candidate.email === email);
    const approval = await fetch(`${url}/api/users.php`, {
      method: 'POST',
      headers: admin,
      body: JSON.stringify({ userId: user.id, role: 'teacher' }),
    });
    if (!approval.ok) throw new Error(`approving a teacher failed: ${approval.status} ${await approval.text()}`);
    tokens.push(await login(url, email, password));
  }
  return tokens;
}

/**
 * Every teacher sharing links and every family enrolling, one write after another each, until stopped.
 * @param {string} url
 * @param {string[]} tokens
 */
function startWriters(url, tokens) {
  /** @type {Write[]} */
  const writes = [];
  let writing = true;
  // Numbered past the seeded ones.
  let next = seeded.links + seeded.enrollments;
  /**
   * @param {Write['kind']} kind
   * @param {(n: number) => Promise<Pick<Write, 'ok' | 'mark'>>} write
   */
  const member = async (kind, write) => {
    while (writing) {
      const start = performance.now();
      /** @type {Pick<Write, 'ok' | 'mark'>} */
      let outcome;
      try {
        outcome = await write(next++);
      } catch (error) {
        outcome = { ok: false, mark: error instanceof Error ? error.message : String(error) };
      }
      writes.push({ kind, start, end: performance.now(), ...outcome });
    }
  };
  const members = [
    ...tokens.map((token) => member('link', (n) => shareLink(url, token, n))),
    ...Array.from({ length: families }, () => member('enrollment', (n) => enroll(url, n))),
  ];
  return {
    writes,
    stop: async () => {
      writing = false;
      await Promise.all(members);
    },
  };
}

/**
 * The backup as an operator's cron job runs it once the server is built: a process of its own, with the server's
 * settings, beside the running server. Resolves when it has exited, with its span and the archive it wrote.
 * @param {string} dataDir
 * @returns {Promise<Span & { bytes: number }>}
 */
function runBackup(dataDir) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir };
  // The server's own settings, and nothing of a developer's: its SQLite file, its folder of uploads.
  for (const name of ['DATABASE_URL', 'FILE_STORAGE', 'BACKUP_DIR', 'BACKUP_STORAGE']) delete env[name];
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(process.execPath, [backupScript], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    let complaints = '';
    child.stdout.on('data', (chunk) => (printed += chunk));
    child.stderr.on('data', (chunk) => (complaints += chunk));
    child.once('error', reject);
    child.once('close', (code) => {
      const end = performance.now();
      const archive = printed.trim();
      if (code !== 0 || !existsSync(archive)) {
        reject(new Error(`the backup failed (exit code ${code}): ${complaints}${printed}`));
      } else {
        resolve({ start, end, bytes: statSync(archive).size });
      }
    });
  });
}

/**
 * The acknowledged writes that are not there afterwards: links missing from the administrator's whole list,
 * enrollments whose student is missing from the submissions' CSV.
 * @param {string} url
 * @param {string} adminToken
 * @param {Write[]} writes
 */
async function missingAfterwards(url, adminToken, writes) {
  const headers = { authorization: `Bearer ${adminToken}` };
  const { links } = await (await fetch(`${url}/api/links.php`, { headers })).json();
  const linkIds = new Set(links.map((/** @type {{ id: unknown }} */ link) => String(link.id)));
  const csv = await (await fetch(`${url}/api/submissions.csv?form=enrollment`, { headers })).text();
  return writes.filter(
    (write) => write.ok && (write.kind === 'link' ? !linkIds.has(write.mark) : !csv.includes(write.mark)),
  );
}

/**
 * @param {Write} write
 * @param {Span} span
 */
const overlaps = (write, span) => write.start < span.end && write.end > span.start;

/**
 * @param {number[]} values
 * @param {number} p  0–1
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)];
}

/**
 * How long the acknowledged writes took: the slowest (and what it was), the 99th percentile.
 * @param {Write[]} writes
 */
function summary(writes) {
  const acknowledged = writes.filter((write) => write.ok);
  const ms = acknowledged.map((write) => write.end - write.start);
  const slowest = Math.max(...ms);
  return {
    count: writes.length,
    slowest,
    slowestKind: acknowledged[ms.indexOf(slowest)]?.kind,
    p99: percentile(ms, 0.99),
  };
}

/**
 * A seeded write that the server must take, or the bench stops.
 * @param {Promise<Pick<Write, 'ok' | 'mark'>>} written
 */
async function seed(written) {
  const { ok, mark } = await written;
  if (!ok) throw new Error(`seeding was refused: ${mark}`);
}

export async function benchBackupStall() {
  if (!existsSync(backupScript)) throw new Error(`${backupScript} is missing: run npm run build first`);
  // The server's own daily backup would start at its first look on a fresh database: only the operator's runs here.
  const product = await startProduct({ FORMS_LIMIT_PER_HOUR: '100000000', BACKUP_SCHEDULE: 'off' });
  try {
    const adminToken = await login(product.url);
    await inBatches(seeded.files, 2, (n) => uploadHandout(product.url, adminToken, n));
    await inBatches(seeded.links, 10, (n) => seed(shareLink(product.url, adminToken, n)));
    await inBatches(seeded.enrollments, 10, (n) => seed(enroll(product.url, seeded.links + n)));
    const tokens = await teacherTokens(product.url, adminToken);

    const writers = startWriters(product.url, tokens);
    /** @type {Span} */
    let baseline;
    /** @type {(Span & { bytes: number })[]} */
    const backups = [];
    try {
      await new Promise((resolve) => setTimeout(resolve, warmUpMs));
      const baselineStart = performance.now();
      await new Promise((resolve) => setTimeout(resolve, baselineMs));
      baseline = { start: baselineStart, end: performance.now() };
      for (let run = 0; run < backupRuns; run++) backups.push(await runBackup(product.dataDir));
    } finally {
      await writers.stop();
    }

    const missing = await missingAfterwards(product.url, adminToken, writers.writes);
    const before = summary(
      writers.writes.filter((write) => write.start >= baseline.start && write.end <= baseline.end),
    );
    const during = summary(writers.writes.filter((write) => backups.some((backup) => overlaps(write, backup))));
    const refused = writers.writes.filter((write) => !write.ok);
    const lost = refused.length + missing.length;
    const seconds = backups.map((backup) => ((backup.end - backup.start) / 1000).toFixed(1));
    const load = `${teachers} teachers sharing links and ${families} families enrolling, one write after another each`;
    const database = mb(statSync(path.join(product.dataDir, 'coop.sqlite')).size).toFixed(1);
    const stored = mb(seeded.files * seeded.fileBytes).toFixed(0);
    return [
      figure(
        section,
        'slowest write while npm run backup runs',
        during.slowest,
        'ms',
        `≤ ${slowestTargetMs} ms`,
        during.slowest <= slowestTargetMs && during.count > 0,
        `the slowest ${during.slowestKind}; ${during.count} writes over ${backupRuns} backups of ${seconds.join(', ')} s ` +
          `(database ${database} MB, ${stored} MB of uploads; archive ${mb(backups[0].bytes).toFixed(0)} MB); ${load}`,
      ),
      figure(section, 'write p99 while npm run backup runs', during.p99, 'ms', 'reference', true, ''),
      figure(
        section,
        'slowest write without a backup',
        before.slowest,
        'ms',
        'reference',
        true,
        `p99 ${before.p99.toFixed(1)} ms; ${before.count} writes in ${baselineMs / 1000} s, the same load`,
      ),
      figure(
        section,
        'writes lost (refused, or acknowledged and not found afterwards)',
        lost,
        '',
        '0',
        lost === 0,
        `${writers.writes.length} writes in all: ${refused.length} refused` +
          (refused.length ? ` (${[...new Set(refused.map((write) => write.mark))].join(', ')})` : '') +
          `, ${missing.length} acknowledged but missing`,
      ),
    ];
  } finally {
    await product.stop();
  }
}
