import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestApp } from '../../test-support/test-app';
import { samples } from '../../test-support/sample-files';
import { Role } from '../users/user.enums';

describe('start-up after a crash', () => {
  it('removes half-received files and stored bytes without a row, and keeps real files', async () => {
    const first = await TestApp.start();
    const { token } = await first.seedUser({ role: Role.teacher });
    const kept = (await first.uploadRest(token!, samples.pdf)).body.file;
    await first.stop({ keepData: true });

    const dataDir = first.config.dataDir;
    fs.writeFileSync(path.join(dataDir, 'tmp', 'half-received'), 'partial upload');
    fs.writeFileSync(path.join(dataDir, 'files', 'never-committed'), 'orphan bytes');

    const second = await TestApp.start({ dataDir });
    try {
      expect(second.storedFiles().tmp).toEqual([]);
      expect(second.storedFiles().files).toHaveLength(1);
      expect(second.logs.join('\n')).toContain('Removed 2 leftover upload file(s)');
      const admin = await second.adminToken();
      const download = await fetch(second.url + kept.url, { headers: { authorization: `Bearer ${admin}` } });
      expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.pdf.bytes);
    } finally {
      await second.stop();
    }
  });
});
