import { describe, expect, it } from 'vitest';
import { samples } from '../../test-support/sample-files';
import { startApp, storeContents } from '../../test-support/storage-under-test';
import { openRestUpload } from '../../test-support/rest-upload';
import type { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';
import { SharedFile } from './file.entity';

/**
 * POST /api/files.php sent in two halves: the request stays open (its bytes half received on the server) until
 * `finish` is called, as a slow connection would.
 */
function slowUpload(app: TestApp, token: string, file: { name: string; bytes: Buffer }) {
  const { request, head, tail, answer } = openRestUpload(app, token, { name: file.name, size: file.bytes.length });
  const half = Math.floor(file.bytes.length / 2);
  request.write(Buffer.concat([head, file.bytes.subarray(0, half)]));
  return {
    answer,
    finish() {
      request.end(Buffer.concat([file.bytes.subarray(half), tail]));
    },
  };
}

const download = (app: TestApp, url: string, token: string) =>
  fetch(app.url + url, { headers: { authorization: `Bearer ${token}` } });

describe('two instances sharing one data folder and one store', () => {
  it("a start never takes another instance's upload in progress, and each serves and removes the other's files", async () => {
    const a = await startApp();
    let b: TestApp | undefined;
    try {
      const { token } = await a.seedUser({ role: Role.teacher });
      const upload = slowUpload(a, token!, { name: 'slow.pdf', bytes: samples.pdf.bytes });
      await expect.poll(async () => (await storeContents(a)).tmp).toHaveLength(1);

      b = await startApp({ dataDir: a.config.dataDir });
      expect((await storeContents(b)).tmp).toHaveLength(1);
      upload.finish();
      const { status, body } = await upload.answer;
      expect(status).toBe(200);
      const file = body.file;

      for (const app of [a, b]) {
        const response = await download(app, file.url, token!);
        expect(response.status).toBe(200);
        expect(Buffer.from(await response.arrayBuffer())).toEqual(samples.pdf.bytes);
      }

      const { storedId } = await a.app.db.manager.findOneByOrFail(SharedFile, { id: file.id });
      expect((await b.rest('DELETE', `/api/files.php?file_id=${file.id}`, { token })).status).toBe(200);
      const admin = await b.adminToken();
      const purge = 'mutation($id: ID!) { purgeTrashedItem(kind: file, id: $id) }';
      expect((await b.graphql(purge, { id: file.id }, admin)).errors).toBeUndefined();
      expect((await storeContents(a)).files).not.toContain(storedId);
      expect((await download(a, file.url, token!)).status).toBe(404);
    } finally {
      await b?.stop({ keepData: true });
      await a.stop();
    }
  });
});
