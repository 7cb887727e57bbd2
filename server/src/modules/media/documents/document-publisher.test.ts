import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test-support/test-app';
import { startApp } from '../../../test-support/storage-under-test';

const contentDir = path.resolve(__dirname, '../../../../../content');
const shippedSite = fs.readFileSync(path.join(contentDir, 'site.json'), 'utf8');
const withContact = (contact: Record<string, unknown>) => {
  const site = JSON.parse(shippedSite) as { contact: Record<string, unknown> };
  return JSON.stringify({ ...site, contact: { ...site.contact, ...contact } }, null, 2);
};

let app: TestApp;
beforeAll(async () => {
  app = await startApp();
});
afterAll(() => app.stop());

const download = async (name: string) => {
  const response = await fetch(`${app.url}/content/documents/${name}`);
  return { response, text: Buffer.from(await response.arrayBuffer()).toString('latin1') };
};

describe('the downloadable documents', () => {
  it('are the built ones until the contact details change', async () => {
    const { response, text } = await download('student-conduct-policy.pdf');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(text).toContain('info@example.org');
    expect(await app.app.documents.siteChanged(shippedSite, `${shippedSite}\n`)).toBe(false);
    expect((await download('orientation-slides.pdf')).text).toContain('info@example.org');
  });

  it('are made again with a new e-mail address and served ahead of the built ones', async () => {
    const changed = withContact({ email: 'hello@ozarkhub.org', phone: '(479) 555-2871' });
    expect(await app.app.documents.siteChanged(shippedSite, changed)).toBe(true);
    for (const name of ['student-conduct-policy.pdf', 'orientation-slides.pdf']) {
      const { response, text } = await download(name);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      expect(text).toContain('hello@ozarkhub.org');
      // Parentheses are escaped inside a PDF string.
      expect(text).toContain('\\(479\\) 555-2871');
      expect(text).not.toContain('info@example.org');
    }
  });

  it('print a street name with letters the standard fonts lack', async () => {
    await app.app.documents.siteChanged(
      undefined,
      withContact({ address: { street: '12 Müller Straße', city: 'Rogers', state: 'AR', postalCode: '72756' } }),
    );
    const { text } = await download('student-conduct-policy.pdf');
    expect(text).toContain('12 Muller');
    expect(text).toContain('Stra?e, Rogers');
  });

  it('keep answering 404 for a document that does not exist', async () => {
    expect((await download('no-such-document.pdf')).response.status).toBe(404);
  });
});
