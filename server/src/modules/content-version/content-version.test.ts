import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { contentVersionRoutes, startupContentVersion, type ContentVersionSource } from './content-version';

const startedAt = new Date('2026-11-26T08:00:00.000Z');
const closers: Array<() => void> = [];
afterEach(() => closers.splice(0).forEach((close) => close()));

/** Serves the route on a free port and reads the document as a browser would. */
async function reader(source: ContentVersionSource) {
  const server = express().use(contentVersionRoutes(source)).listen(0);
  closers.push(() => server.close());
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/content-version.json`;
  return async () => {
    const answer = await fetch(url);
    return { cacheControl: answer.headers.get('cache-control'), body: (await answer.json()) as unknown };
  };
}

describe('/content-version.json', () => {
  it('answers revision 0 since the start, never cached on the way', async () => {
    const read = await reader(startupContentVersion(startedAt));
    expect(await read()).toEqual({
      cacheControl: 'no-cache',
      body: { revision: 0, changed_at: '2026-11-26T08:00:00.000Z' },
    });
  });

  it('reads the test file on every request when one is named', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'content-version-')), 'version.json');
    const read = await reader(startupContentVersion(startedAt, file));
    expect((await read()).body).toEqual({ revision: 0, changed_at: '2026-11-26T08:00:00.000Z' });
    fs.writeFileSync(file, JSON.stringify({ revision: 4, changed_at: '2026-11-26T09:00:00.000Z' }));
    expect((await read()).body).toEqual({ revision: 4, changed_at: '2026-11-26T09:00:00.000Z' });
  });
});
