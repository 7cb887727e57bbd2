import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openShelf } from '.';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-shelf-'));
const folder = path.join(dataDir, 'backups');
const shelf = openShelf({ dataDir, backupDir: undefined, backupStorage: undefined });

/** An archive finished in the shelf's staging folder, as takeBackup leaves it before putting it. */
function finished(bytes: Buffer): string {
  const file = path.join(shelf.staging(), 'archive.partial');
  fs.writeFileSync(file, bytes);
  return file;
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the folder where backups are kept', () => {
  it('is DATA_DIR/backups when neither BACKUP_DIR nor BACKUP_STORAGE is set', () => {
    expect(shelf.place).toBe(folder);
  });

  it('never replaces an archive: a second one of the same second gets the next name', async () => {
    const at = new Date('2026-03-01T02:00:00.500Z');
    const [a, b] = [randomBytes(1000), randomBytes(2000)];
    expect(await shelf.put(finished(a), at)).toBe(path.join(folder, 'coop-2026-03-01T020000Z.tar.gz'));
    expect(await shelf.put(finished(b), at)).toBe(path.join(folder, 'coop-2026-03-01T020000Z-2.tar.gz'));
    expect(fs.readFileSync(path.join(folder, 'coop-2026-03-01T020000Z.tar.gz')).equals(a)).toBe(true);
  });

  it('lists only finished archives, oldest first, with their sizes', async () => {
    await shelf.put(finished(randomBytes(10)), new Date('2026-02-01T02:00:00Z'));
    for (const stray of ['notes.txt', 'coop-2026-03-01.tar.gz', 'coop-2026-01-01T020000Z.tar.gz.partial'])
      fs.writeFileSync(path.join(folder, stray), 'not a backup');
    const listed = await shelf.list();
    expect(listed.map(({ name, size }) => [name, size])).toEqual([
      ['coop-2026-02-01T020000Z.tar.gz', 10],
      ['coop-2026-03-01T020000Z.tar.gz', 1000],
      ['coop-2026-03-01T020000Z-2.tar.gz', 2000],
    ]);
    expect(listed[0].takenAt.toISOString()).toBe('2026-02-01T02:00:00.000Z');
  });

  it('removes an archive by its name, and nothing that is not one', async () => {
    await shelf.remove('coop-2026-02-01T020000Z.tar.gz');
    await expect(shelf.remove('notes.txt')).rejects.toThrow('notes.txt is not the name of a backup');
    await expect(shelf.remove('../coop-2026-03-01T020000Z.tar.gz')).rejects.toThrow('is not the name of a backup');
    expect((await shelf.list()).map(({ name }) => name)).toEqual([
      'coop-2026-03-01T020000Z.tar.gz',
      'coop-2026-03-01T020000Z-2.tar.gz',
    ]);
    expect(fs.existsSync(path.join(folder, 'notes.txt'))).toBe(true);
  });

  it('hands an archive to a restore where it lies', async () => {
    const local = await shelf.fetch('coop-2026-03-01T020000Z-2.tar.gz');
    expect(local.file).toBe(path.join(folder, 'coop-2026-03-01T020000Z-2.tar.gz'));
    await local.release();
    expect(fs.existsSync(local.file)).toBe(true);
  });

  it('removes the staging folders of a run cut off hours ago, and leaves one being written', () => {
    const cutOff = shelf.staging();
    fs.writeFileSync(path.join(cutOff, 'archive.partial'), randomBytes(100));
    const sevenHoursAgo = new Date(Date.now() - 7 * 3600_000);
    for (const changed of [path.join(cutOff, 'archive.partial'), cutOff])
      fs.utimesSync(changed, sevenHoursAgo, sevenHoursAgo);
    const running = shelf.staging();
    fs.writeFileSync(path.join(running, 'archive.partial'), randomBytes(100));

    const next = shelf.staging();
    expect(fs.existsSync(cutOff)).toBe(false);
    expect(fs.existsSync(path.join(running, 'archive.partial'))).toBe(true);
    expect(fs.existsSync(next)).toBe(true);
  });
});
