import { useCallback, useEffect, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../lib/use-reduced-motion';

export type Rotation = {
  index: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  /** Whether it advances on its own right now. */
  rotating: boolean;
  /** The visitor's pause (the Pause/Play button); hovering and focus pause it for the moment only. */
  pausedByUser: boolean;
  setPausedByUser: (paused: boolean) => void;
  /** False when the visitor prefers reduced motion: nothing moves on its own, and there is nothing to pause. */
  canAutoRotate: boolean;
  /** Spread on the element around the items and controls. */
  pauseHandlers: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
};

/**
 * One of `count` items at a time, advancing every `intervalMs` and wrapping to
 * the first; paused while hovered or while focus is inside, and never moving
 * on its own for visitors who prefer reduced motion.
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const canAutoRotate = !usePrefersReducedMotion() && count > 1;
  const rotating = canAutoRotate && !pausedByUser && !hovered && !focused;

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  // Restarted on every change of item, so a manual step also gets a full interval.
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(next, intervalMs);
    return () => window.clearTimeout(timer);
  }, [rotating, index, intervalMs, next]);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    goTo,
    next,
    previous,
    rotating,
    pausedByUser,
    setPausedByUser,
    canAutoRotate,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}
