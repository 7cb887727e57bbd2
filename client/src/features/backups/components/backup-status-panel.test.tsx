// @vitest-environment happy-dom
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time';
import { BackupStatusPanel } from './backup-status-panel';

afterEach(cleanup);

// The co-op's zone, not the test machine's: the panel shows its times in it, beside the schedule written in it.
const zone = 'America/Chicago';

const run = (day: string, fields: Record<string, unknown> = {}) => ({
  __typename: 'BackupRun',
  day,
  startedAt: `${day}T08:00:00.000Z`,
  finishedAt: `${day}T08:03:00.000Z`,
  outcome: 'succeeded',
  size: 3_250_000_000,
  error: null,
  ...fields,
});

const fine = {
  __typename: 'BackupStatus',
  schedule: '02:00',
  timeZone: zone,
  nextAt: '2026-11-29T08:00:00.000Z',
  place: '/srv/coop/data/backups',
  lastRun: run('2026-11-28'),
  lastSuccess: run('2026-11-28'),
  problem: null,
};

function renderPanel(backupStatus: Record<string, unknown>) {
  const link = new ApolloLink(() => of({ data: { backupStatus } }));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <BackupStatusPanel />
    </ApolloProvider>,
  );
}

/** The text shown for a fact of the panel, by its term. */
async function fact(term: string): Promise<string> {
  const dt = await screen.findByText(term, { selector: 'dt' });
  return dt.nextElementSibling!.textContent!;
}

describe('the Backups panel', () => {
  it('shows the last backup: when it finished, its size and that it succeeded; the next and where they are kept', async () => {
    renderPanel(fine);
    expect(await fact('Last backup')).toBe(`${formatDateTime('2026-11-28T08:03:00.000Z', zone)} · 3.03 GB · Succeeded`);
    expect(await fact('Last backup')).toMatch(/^Nov 28, 2026, 2:03\sAM /);
    expect(await fact('Next')).toBe(
      `${formatDateTime('2026-11-29T08:00:00.000Z', zone)} (every day at 02:00, ${zone})`,
    );
    expect(await fact('Kept in')).toBe('/srv/coop/data/backups');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Last good backup')).toBeNull();
  });

  it('shows a failed backup as a problem with what to do, and the last good one', async () => {
    const failed = run('2026-11-28', { outcome: 'failed', size: null, error: 'ENOSPC: no space left on device' });
    renderPanel({ ...fine, lastRun: failed, lastSuccess: run('2026-11-27'), problem: { kind: 'failed', run: failed } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The last backup failed')).toBeTruthy();
    expect(alert.textContent).toContain(
      `The backup of ${formatDateTime('2026-11-28T08:00:00.000Z', zone)} failed: ENOSPC: no space left on device.`,
    );
    expect(alert.textContent).toContain('has free space');
    expect(alert.textContent).toContain('npm run backup');
    expect(alert.textContent).toContain('This stays here until a backup succeeds.');
    expect(await fact('Last backup')).toBe(`${formatDateTime('2026-11-28T08:03:00.000Z', zone)} · Failed`);
    expect(await fact('Last good backup')).toBe(`${formatDateTime('2026-11-27T08:03:00.000Z', zone)} · 3.03 GB`);
  });

  it('shows none for 36 hours as a problem, naming when the last good one finished', async () => {
    const good = run('2026-11-25');
    renderPanel({ ...fine, lastRun: good, lastSuccess: good, problem: { kind: 'overdue', run: good } });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('No backup for more than 36 hours')).toBeTruthy();
    expect(alert.textContent).toContain(
      `The last good backup finished ${formatDateTime('2026-11-25T08:03:00.000Z', zone)}.`,
    );
    expect(alert.textContent).toContain('BACKUP_SCHEDULE is not off');
  });

  it('on a server that takes none by itself, says so and how to back up', async () => {
    renderPanel({ ...fine, schedule: null, nextAt: null, lastRun: null, lastSuccess: null });
    expect(await fact('Last backup')).toBe('No backup has been taken yet.');
    expect(await fact('Next')).toContain('BACKUP_SCHEDULE is off');
  });
});
