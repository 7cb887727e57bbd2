import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { samples } from '../../test-support/sample-files';
import { Role } from '../accounts';
import { leftoverGraceMs } from './file-storage';

/** Writes a file whose last change lies further back than the grace period. */
function writeOld(file: string, text: string) {
  fs.writeFileSync(file, text);
  const then = new Date(Date.now() - leftoverGraceMs - 60_000);
  fs.utimesSync(file, then, then);
}

describe('start-up after a crash', () => {
  it('removes old half-received files and old bytes without a row, keeps recent ones and real files', async () => {
    const first = await TestApp.start();
    const { token } = await first.seedUser({ role: Role.teacher });
    const kept = (await first.uploadRest(token!, samples.pdf)).body.file;
    await first.stop({ keepData: true });

    const dataDir = first.config.dataDir;
    writeOld(path.join(dataDir, 'tmp', 'half-received'), 'partial upload');
    writeOld(path.join(dataDir, 'files', 'never-committed'), 'orphan bytes');
    fs.writeFileSync(path.join(dataDir, 'tmp', 'being-received'), 'an upload on another instance');
    fs.writeFileSync(path.join(dataDir, 'files', 'row-on-its-way'), 'bytes stored a moment ago');

    const second = await TestApp.start({ dataDir });
    try {
      expect(second.storedFiles().tmp).toEqual(['being-received']);
      expect(second.storedFiles().files).toHaveLength(2);
      expect(second.storedFiles().files).toContain('row-on-its-way');
      const log = second.logs.join('\n');
      expect(log).toContain('Removed 1 leftover upload file(s)');
      expect(log).toContain('Removed 1 stored file(s) without a record: never-committed');
      expect(log).toContain('Kept 1 stored file(s) without a record for now, as an upload may still be');
      const admin = await second.adminToken();
      const download = await fetch(second.url + kept.url, { headers: { authorization: `Bearer ${admin}` } });
      expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.pdf.bytes);
    } finally {
      await second.stop();
    }
  });

  it('keeps every row, and says so, when not one of them has its bytes in the store', async () => {
    const first = await TestApp.start();
    const { token } = await first.seedUser({ role: Role.teacher });
    for (const file of [samples.pdf, samples.png]) await first.uploadRest(token!, file);
    await first.stop({ keepData: true });
    const filesDir = path.join(first.config.dataDir, 'files');
    fs.rmSync(filesDir, { recursive: true });

    const second = await TestApp.start({ dataDir: first.config.dataDir });
    try {
      expect(second.logs.join('\n')).toContain(
        `None of the 2 file record(s) has its bytes in the folder ${filesDir}, so none was removed`,
      );
      const admin = await second.adminToken();
      expect((await second.rest('GET', '/api/files.php', { token: admin })).body.files).toHaveLength(2);
    } finally {
      await second.stop();
    }
  });
});
