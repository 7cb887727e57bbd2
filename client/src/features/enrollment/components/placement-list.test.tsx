import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { keepPlacementNotes } from '../placement-notes';
import { PlacementList } from './placement-list';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('PlacementList', () => {
  it('lists each class the form placed the student in: held, or waitlisted with the position', () => {
    keepPlacementNotes('Leo', [
      { classKey: 'reading_1st', status: 'held', position: null },
      { classKey: 'math_1st', status: 'waitlisted', position: 2 },
    ]);
    render(<PlacementList />);
    const items = within(screen.getByRole('list', { name: 'Your Classes' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Reading (Grade 1) · Tue 8:00–9:00 AM · CatalystHeld: a seat is kept for Leo until your deposit is received.',
      'Math (Grade 1) · Tue & Thu 9:30–10:30 AM · Academic AdvantageWaitlisted: Leo is number 2 on the waitlist.',
    ]);
  });

  it('shows nothing without a submission in this tab', () => {
    const { container } = render(<PlacementList />);
    expect(container.innerHTML).toBe('');
  });
});
