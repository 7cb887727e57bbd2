import { classSeatsPath, type ClassSeatsReply } from '@coop/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { classSeatsStorageKey, classSeatsText, loadClassSeats, seatsTimeText } from './class-seats';

const reply: ClassSeatsReply = {
  // 4:05 PM in Chicago, where the co-op meets.
  readAt: '2026-11-25T22:05:00.000Z',
  classes: [
    { key: 'reading_1st', seats: 12, left: 3, waitlisted: 0 },
    { key: 'reading_2nd', seats: 12, left: 1, waitlisted: 0 },
    { key: 'language_arts_1st', seats: 10, left: 0, waitlisted: 4 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('loadClassSeats', () => {
  it('reads the seats from the server and keeps a copy on this device', async () => {
    const fetchMock = vi.fn(async () => Response.json(reply));
    vi.stubGlobal('fetch', fetchMock);
    const seats = await loadClassSeats();
    expect(fetchMock).toHaveBeenCalledWith(classSeatsPath);
    expect(classSeatsText(seats, 'reading_1st')).toBe('3 seats left');
    expect(classSeatsText(seats, 'reading_2nd')).toBe('1 seat left');
    expect(classSeatsText(seats, 'language_arts_1st')).toBe('Full — you will join the waitlist');
    expect(classSeatsText(seats, 'math_1st')).toBe('');
    expect(seatsTimeText(seats)).toBe('');
    expect(JSON.parse(localStorage.getItem(classSeatsStorageKey) ?? 'null')).toEqual(reply);
  });

  it('offline, answers the kept copy and says when it was read, in the co-op time zone', async () => {
    localStorage.setItem(classSeatsStorageKey, JSON.stringify(reply));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const seats = await loadClassSeats();
    expect(classSeatsText(seats, 'reading_1st')).toBe('3 seats left');
    expect(seatsTimeText(seats)).toMatch(/^Seats as of Nov 25, 2026, 4:05\sPM\.$/);
  });

  it('takes the copy when the server fails too, and has nothing without one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    expect(await loadClassSeats()).toBeNull();
    localStorage.setItem(classSeatsStorageKey, JSON.stringify(reply));
    expect((await loadClassSeats())?.fromCopy).toBe(true);
  });
});
