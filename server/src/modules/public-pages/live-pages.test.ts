import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';

// The app over the built client, its pages rendered again from the saved content: as after a staff member
// publishes a change in the dashboard.
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const clientDir = path.join(repoRoot, 'client', 'dist');
const gradePage = 'grade-pages/grade3.md';

let app: TestApp;
let admin: string;

beforeAll(() => {
  // The pages come from the build: a clone that has not built yet builds here once, as `npm start` would.
  if (!fs.existsSync(path.join(repoRoot, 'client', 'dist-ssr', 'entry-server.js'))) {
    execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
  }
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

/** A fresh app, or the same one started again over its data. */
async function startOver({ keepData = false } = {}): Promise<TestApp> {
  const kept = keepData ? { dataDir: app.config.dataDir } : {};
  await app?.stop({ keepData });
  app = await TestApp.start({ clientDir, ...kept });
  admin = await app.adminToken();
  return app;
}

/** Adds a line to the class page as an administrator would, through the dashboard's GraphQL. */
async function addLine(line: string): Promise<void> {
  const read = await app.graphql(
    'query($key: String!) { contentDocument(key: $key) { body revision } }',
    { key: gradePage },
    admin,
  );
  const { body, revision } = (read.data as { contentDocument: { body: string; revision: number } }).contentDocument;
  const saved = await app.graphql(
    'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }',
    { input: { key: gradePage, body: `${body}\n${line}\n`, baseRevision: revision } },
    admin,
  );
  expect(saved.errors).toBeUndefined();
}

async function page(address: string, on: TestApp = app): Promise<{ html: string; csp: string; status: number }> {
  const response = await fetch(`${on.url}${address}`);
  return {
    html: await response.text(),
    csp: response.headers.get('content-security-policy') ?? '',
    status: response.status,
  };
}

/**
 * Waits until `address` serves a page holding `text`, polled as a visitor reloading would. How soon is the publish
 * bench's figure: on a machine busy with other work a render takes several times as long, and a test must hold there.
 */
async function untilServed(address: string, text: string, on: TestApp = app) {
  await expect.poll(async () => (await page(address, on)).html.includes(text), { timeout: 30_000 }).toBe(true);
}

function expectStyleAllowed({ html, csp }: { html: string; csp: string }) {
  const css = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
  expect(css).toBeDefined();
  expect(csp).toContain(`'sha256-${createHash('sha256').update(css!).digest('base64')}'`);
}

// Starting renders the site before serving: slow on a loaded machine.
describe('pages rendered again after a content change', { timeout: 60_000 }, () => {
  it('serves the pages the build rendered, untouched, when the content is what the build rendered from', async () => {
    await startOver();
    const built = fs.readFileSync(path.join(clientDir, 'grade3', 'index.html'), 'utf8');
    const served = await page('/grade3');
    expect(served.html).toBe(built.replaceAll('https://site-url.invalid', app.config.siteUrl));
    await app.app.livePages?.settled();
    expect(app.logs.join('\n')).toContain('Pages rendered again');
    expect((await page('/grade3')).html).toBe(served.html);
  });

  it('serves a changed page, with its head tags, data and allowed inline style', async () => {
    const added = `A new paragraph about field trips (${Date.now()}).`;
    await addLine(added);
    await untilServed('/grade3', added);

    const served = await page('/grade3');
    expect(served.status).toBe(200);
    expect(served.html).toContain('<title>Grade 3 (Catalyst location) | Ozark Learning Hub</title>');
    expect(served.html).toContain(`<link rel="canonical" href="${app.config.siteUrl}/grade3"/>`);
    expect(served.html).toContain(`<meta property="og:url" content="${app.config.siteUrl}/grade3"/>`);
    expect(served.html).not.toContain('https://site-url.invalid');
    // The data block carries the new text too, so the page hydrates with what it shows.
    const data = /<script type="application\/json" id="app-data">([\s\S]*?)<\/script>/.exec(served.html)?.[1];
    expect(data).toContain('field trips');
    expectStyleAllowed(served);

    // Compressed, it is the same page (fetch decodes it).
    const brotli = await fetch(`${app.url}/grade3`, { headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(served.html);
    // The sitemap still lists it; a page the change did not touch shows what it showed before, rendered at another
    // minute perhaps.
    expect(await (await fetch(`${app.url}/sitemap.xml`)).text()).toContain(`<loc>${app.config.siteUrl}/grade3</loc>`);
    const renderTime = /"renderedAt":"[^"]+"/;
    expect((await page('/grade4')).html.replace(renderTime, '')).toBe(
      fs
        .readFileSync(path.join(clientDir, 'grade4', 'index.html'), 'utf8')
        .replaceAll('https://site-url.invalid', app.config.siteUrl)
        .replace(renderTime, ''),
    );
  });

  it('keeps serving every page while it renders, and folds a burst of saves into one more render', async () => {
    const rendersBefore = app.logs.filter((line) => line.startsWith('Pages rendered again')).length;
    const last = `The last of five quick saves (${Date.now()}).`;
    for (let i = 1; i <= 5; i++) {
      await addLine(i === 5 ? last : `Save number ${i}.`);
    }
    const answers: number[] = [];
    const reading = (async () => {
      while (!(await page('/grade3')).html.includes(last)) {
        answers.push((await page('/')).status, (await page('/news-events')).status);
      }
    })();
    await reading;
    await app.app.livePages?.settled();
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    const renders = app.logs.filter((line) => line.startsWith('Pages rendered again')).length - rendersBefore;
    expect(renders).toBeLessThanOrEqual(2);
  });

  it('replaces a renderer stopped in the middle of a render: that change is served, and the next one too', async () => {
    const pages = app.app.livePages!;
    await pages.settled();
    // Listeners run in turn: this one stops the worker just after the pages' own has sent it the render.
    let stopping = true;
    app.app.content.onChange(() => {
      if (stopping) void pages.renderer.terminate();
      stopping = false;
    });
    const saved = `Saved while the renderer stopped (${Date.now()}).`;
    await addLine(saved);
    // Rendered again on a new worker, whose first render loads the bundle: as slow as a start.
    await untilServed('/grade3', saved);
    expect(app.logs.join('\n')).toMatch(/could not be rendered again \(trying once more\): .*exited/);
    const next = `Saved once it was replaced (${Date.now()}).`;
    await addLine(next);
    await untilServed('/grade3', next);
  });

  it('serves the change on another instance over the same database, head tags and all', async () => {
    const other = await app.alongside();
    await other.app.livePages?.settled();
    const added = `Saved on one server, read on the other (${Date.now()}).`;
    await addLine(added);
    await untilServed('/grade3', added, other);
    const served = await page('/grade3', other);
    expect(served.html).toContain('<title>Grade 3 (Catalyst location) | Ozark Learning Hub</title>');
    expect(served.html).toContain(`<link rel="canonical" href="${other.config.siteUrl}/grade3"/>`);
    expectStyleAllowed(served);
  });

  it('renders before serving when its content is not what the build rendered from', async () => {
    const added = `Changed before the server was started again (${Date.now()}).`;
    await addLine(added);
    await startOver({ keepData: true });
    const served = await page('/grade3');
    expect(served.html).toContain(added);
    expectStyleAllowed(served);
  });
});
