import { describe, expect, it } from 'vitest';
import { samples } from '../../test-support/sample-files';
import { startApp } from '../../test-support/storage-under-test';
import { Role } from '../accounts';
import { SharedFile } from './file.entity';
import { fileMessages } from '@coop/contract';

describe('a file whose stored bytes have gone missing', () => {
  it('answers its download with a JSON 404, and is removed from the list at the next start', async () => {
    const first = await startApp();
    const { token } = await first.seedUser({ role: Role.teacher });
    const lost = (await first.uploadRest(token!, samples.pdf)).body.file;
    const kept = (await first.uploadRest(token!, samples.png)).body.file;
    const { storedId } = await first.app.db.manager.findOneByOrFail(SharedFile, { id: lost.id });
    await first.app.store.delete(storedId);

    const download = await fetch(first.url + lost.url, { headers: { authorization: `Bearer ${token}` } });
    expect(download.status).toBe(404);
    expect(download.headers.get('content-disposition')).toBeNull();
    expect(await download.json()).toEqual({ success: false, error: fileMessages.notFound, code: 'NOT_FOUND' });
    expect(first.logs.join('\n')).toContain(`the stored bytes of file ${lost.id} ("policy.pdf") are missing`);
    await first.stop({ keepData: true });

    const second = await startApp({ dataDir: first.config.dataDir });
    try {
      expect(second.logs.join('\n')).toContain(
        `Removed 1 file record(s) whose stored bytes are missing: ${lost.id} ("policy.pdf")`,
      );
      const admin = await second.adminToken();
      const listed = (await second.rest('GET', '/api/files.php', { token: admin })).body.files;
      expect(listed.map((file: { id: string }) => file.id)).toEqual([kept.id]);
      const download = await fetch(second.url + kept.url, { headers: { authorization: `Bearer ${admin}` } });
      expect(Buffer.from(await download.arrayBuffer())).toEqual(samples.png.bytes);
    } finally {
      await second.stop();
    }
  });
});
