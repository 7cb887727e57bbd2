import fs from 'node:fs';
import path from 'node:path';
import { contentVersionPath, type ContentVersion } from '@coop/contract';
import { describe, expect, it } from 'vitest';
import { twoInstances } from '../../test-support/two-instances';
import type { ContentSnapshot } from './content.service';

const instances = twoInstances();

const saveMutation = 'mutation($input: SaveContentInput!) { saveContentDocument(input: $input) { revision } }';

async function saveAsAdmin(key: string, body: string): Promise<number> {
  const { app } = instances;
  const token = await app.adminToken();
  const base = app.app.content.stored(key)!.revision;
  const answer = await app.graphql(saveMutation, { input: { key, body, baseRevision: base } }, token);
  expect(answer.errors).toBeUndefined();
  return answer.data.saveContentDocument.revision;
}

describe('GET /content/<key>', () => {
  it('answers a document from the database, revalidated each time by its revision', async () => {
    const { app } = instances;
    const file = fs.readFileSync(path.join(app.config.contentDir, 'news.json'), 'utf8');
    const first = await fetch(`${app.url}/content/news.json`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await first.text()).toBe(file);
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${app.url}/content/news.json`, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const changed = file.replace('Spring 2027 enrollment is open', 'Spring 2027 enrollment is now open');
    const revision = await saveAsAdmin('news.json', changed);
    const after = await fetch(`${app.url}/content/news.json`, { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).toBe(`"${revision}"`);
    expect(await after.text()).toBe(changed);
    const page = await fetch(`${app.url}/content/grade-pages/grade3.md`);
    expect(page.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
  });

  it('leaves images and PDFs to the files on disk', async () => {
    const { app } = instances;
    const image = await fetch(`${app.url}/content/images/about-1-1200.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const pdf = await fetch(`${app.url}/content/documents/student-conduct-policy.pdf`);
    expect(pdf.status).toBe(200);
    expect((await fetch(`${app.url}/content/grade-pages/nowhere.md`)).status).toBe(404);
  });
});

describe('GET /content-version.json', () => {
  it('names the newest revision and when it was saved, and grows with each save', async () => {
    const { app } = instances;
    const read = async () => {
      const response = await fetch(`${app.url}${contentVersionPath}`);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      return (await response.json()) as ContentVersion;
    };
    const before = await read();
    const revision = await saveAsAdmin('classes/grade2.md', 'Second grade, in a few words.\n');
    const after = await read();
    expect(after.revision).toBe(revision);
    expect(after.revision).toBeGreaterThan(before.revision);
    expect(Date.parse(after.changed_at)).toBeGreaterThanOrEqual(Date.parse(before.changed_at));
  });
});

describe('onChange', () => {
  it('tells the saving instance at once and another instance within a few seconds', async () => {
    const { app, other } = instances;
    const body = 'Third grade, newly described.\n';
    // Resolves on the change that carries this save; an instance may first hear of earlier ones.
    const seen = (target: typeof app) =>
      new Promise<ContentSnapshot>((resolve) =>
        target.app.content.onChange((snapshot) => {
          if (snapshot.documents['classes/grade3.md'] === body) resolve(snapshot);
        }),
      );
    const here = seen(app);
    const there = seen(other);
    const revision = await saveAsAdmin('classes/grade3.md', body);
    expect((await here).revision).toBe(revision);
    const started = Date.now();
    const elsewhere = await there;
    expect(elsewhere.documents['classes/grade3.md']).toBe(body);
    expect(Date.now() - started).toBeLessThan(5000);
    const elsewhereAnswer = await fetch(`${other.url}/content/classes/grade3.md`);
    expect(await elsewhereAnswer.text()).toBe(body);
  });
});
