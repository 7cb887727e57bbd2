import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { siteDetailsOnDisk } from '../../test-support/content-on-disk';

describe("the co-op's details", () => {
  it("are the site's name and contact, the address on one line", () => {
    const site = JSON.parse(fs.readFileSync(path.join(loadConfig({}).contentDir, 'site.json'), 'utf8'));
    const details = siteDetailsOnDisk(loadConfig({}).contentDir);
    expect(details.name).toBe(site.name);
    expect(details.contact.email).toBe(site.contact.email);
    expect(details.contact.phone).toBe(site.contact.phone);
    const { street, city, state, postalCode } = site.contact.address;
    expect(details.contact.address).toBe(`${street}, ${city}, ${state} ${postalCode}`);
  });

  it('are refused without a contact e-mail', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-site-'));
    fs.writeFileSync(
      path.join(dir, 'site.json'),
      JSON.stringify({ name: 'Co-op', contact: { phone: '1', address: { street: 'Main', city: 'Rogers' } } }),
    );
    expect(() => siteDetailsOnDisk(dir)).toThrow('content/site.json: contact.email must be a non-empty text');
    fs.rmSync(dir, { recursive: true });
  });
});
