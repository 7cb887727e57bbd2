import { expect, it } from 'vitest';
import { storageFullMessage } from '../../errors';
import { pdfOfSize } from '../../test-support/sample-files';
import { SmallDisk } from '../../test-support/small-disk';
import { TestApp } from '../../test-support/test-app';
import { Role } from '../accounts';

SmallDisk.describe('an upload larger than the room left on disk', () => {
  it('is refused with 507 on both channels, logged, and leaves no bytes behind', async () => {
    const disk = SmallDisk.mount(20);
    const app = await TestApp.start({ dataDir: disk.dir });
    try {
      const { token } = await app.seedUser({ role: Role.teacher });
      const file = { name: 'scan.pdf', bytes: pdfOfSize(3 * 1024 * 1024) };
      disk.fill(1.5 * 1024 * 1024);

      const rest = await app.uploadRest(token, file);
      expect(rest.status).toBe(507);
      expect(rest.body).toEqual({ success: false, error: storageFullMessage, code: 'INSUFFICIENT_STORAGE' });
      const graphql = await app.uploadGraphql(token, file);
      expect(graphql.errors?.[0]).toMatchObject({
        message: storageFullMessage,
        extensions: { code: 'INSUFFICIENT_STORAGE' },
      });
      expect(app.logs.filter((line) => line.includes('ENOSPC'))).toHaveLength(2);
      expect(app.storedFiles()).toEqual({ files: [], tmp: [] });
      expect((await app.rest('GET', '/api/files.php', { token })).body.files).toEqual([]);

      disk.free();
      expect((await app.uploadRest(token, file)).status).toBe(200);
    } finally {
      await app.stop({ keepData: true });
      disk.unmount();
    }
  }, 60_000);
});
