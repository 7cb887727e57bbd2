import { describe, expect, it } from 'vitest';
import { catalog } from '../config/catalog';
import { changeText, changedMeetingName } from './schedule-change-text';

const reading = catalog().classes.find((item) => item.key === 'reading_1st')!;
const on = { id: 'x', class_key: 'reading_1st', date: '2026-09-01' } as const;

describe('changeText', () => {
  it('says what each kind of change means for families', () => {
    expect(changedMeetingName(reading, { ...on, kind: 'cancelled' })).toBe('Reading (Grade 1), Tuesday, September 1');
    expect(changeText(reading, { ...on, kind: 'cancelled', note: 'Teacher is ill' })).toBe('Cancelled. Teacher is ill');
    expect(changeText(reading, { ...on, kind: 'room', location: 'Room 5' })).toBe('In Room 5');
    expect(changeText(reading, { ...on, kind: 'moved', new_date: '2026-09-03', start: '10:00', end: '11:00' })).toBe(
      'Moved to Thursday, September 3, 10:00 AM to 11:00 AM, Catalyst',
    );
  });
});
