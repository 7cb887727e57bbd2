import { describe, expect, it } from 'vitest';
import { placementActions } from './placement-actions';

describe('placementActions', () => {
  it('lets an administrator confirm, decline or withdraw a held placement', () => {
    expect(placementActions('admin', 'held')).toEqual(['confirmed', 'declined', 'withdrawn']);
  });

  it('lets an administrator decline or withdraw a waitlisted or confirmed one, not confirm it', () => {
    expect(placementActions('admin', 'waitlisted')).toEqual(['declined', 'withdrawn']);
    expect(placementActions('admin', 'confirmed')).toEqual(['declined', 'withdrawn']);
  });

  it('offers nothing on a declined or withdrawn placement', () => {
    for (const actor of ['admin', 'parent'] as const) {
      expect(placementActions(actor, 'declined')).toEqual([]);
      expect(placementActions(actor, 'withdrawn')).toEqual([]);
    }
  });

  it('lets a parent only withdraw, while the placement holds or waits for a seat', () => {
    expect(placementActions('parent', 'held')).toEqual(['withdrawn']);
    expect(placementActions('parent', 'waitlisted')).toEqual(['withdrawn']);
    expect(placementActions('parent', 'confirmed')).toEqual(['withdrawn']);
  });

  it('gives a teacher no moves at all', () => {
    for (const status of ['held', 'waitlisted', 'confirmed'] as const) {
      expect(placementActions('teacher', status)).toEqual([]);
    }
  });
});
