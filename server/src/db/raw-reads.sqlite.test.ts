import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SharedLink } from '../modules/links';
import { Session } from '../modules/sessions';
import { User } from '../modules/accounts';
import { entities } from '../entities';
import { openDatabase, type Database } from './database';
import { EntityReader, PreparedRead } from './prepared-read';
import { rawTimestampReader } from './raw-dates';

let db: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-raw-'));
  db = await openDatabase({ dataDir, databaseUrl: undefined }, { entities });
});
afterAll(async () => {
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("reads that skip the ORM's per-call work", () => {
  it('turn stored times into the ISO text of the Dates the driver builds', () => {
    const read = rawTimestampReader(db, SharedLink, 'sharedAt');
    const column = db.source.getMetadata(SharedLink).findColumnWithPropertyName('sharedAt')!;
    for (const raw of [
      '2026-11-22 21:36:09.123',
      '2026-03-08 08:00:00',
      '2025-12-31 23:59:59.999',
      '2026-11-22T21:36:09.123Z',
    ]) {
      expect(read(raw)).toBe((db.source.driver.prepareHydratedValue(raw, column) as Date).toISOString());
    }
  });

  it('give back what was stored, through one statement reused with new parameters', async () => {
    const createdAt = new Date('2026-09-01T12:30:00.250Z');
    const user = db.manager.create(User, {
      id: 'u-1',
      name: 'Rae Reader',
      email: 'rae@example.test',
      passwordHash: 'hash',
      role: 'teacher',
      status: 'approved',
      createdAt,
      approvedAt: null,
      approvedBy: null,
      tempPasswordIssuedAt: null,
      tempPasswordUsedAt: null,
      enrollmentsSeenAt: null,
      verifiedEmail: null,
    } as Partial<User>);
    await db.manager.insert(User, user);
    await db.manager.insert(Session, {
      tokenHash: 't-1',
      userId: 'u-1',
      createdAt,
      lastUsedAt: createdAt,
      expiresAt: new Date('2026-10-31T00:00:00Z'),
    });

    const byToken = new PreparedRead<Record<string, unknown>>(
      db,
      db.manager
        .createQueryBuilder(Session, 'session')
        .innerJoinAndSelect('session.user', 'user')
        .where('session.tokenHash = :tokenHash'),
    );
    const row = await byToken.first({ tokenHash: 't-1' });
    expect(new EntityReader(db, User, 'user').read(row!)).toEqual(user);
    expect(new EntityReader(db, Session, 'session').read(row!)).toMatchObject({
      tokenHash: 't-1',
      lastUsedAt: createdAt,
    });
    expect(await byToken.first({ tokenHash: 'unknown' })).toBeUndefined();
  });
});
