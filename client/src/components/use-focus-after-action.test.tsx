import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { focusIsLost, useFocusAfterAction } from './use-focus-after-action';

/** A list whose Remove buttons take their row away, and whose Keep buttons disable themselves. */
function Example({ start }: { start: string[] }) {
  const [names, setNames] = useState(start);
  const [kept, setKept] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { listProps, settle } = useFocusAfterAction<HTMLUListElement>(heading);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Names
      </h2>
      <ul {...listProps}>
        {names.map((name) => (
          <li key={name}>
            <a href={`#${name}`}>{name}</a>
            <button type="button" disabled={kept === name} onClick={() => (setKept(name), settle())}>
              Keep {name}
            </button>
            <button type="button" onClick={() => (setNames((all) => all.filter((each) => each !== name)), settle())}>
              Remove {name}
            </button>
          </li>
        ))}
      </ul>
      <button type="button">Elsewhere</button>
    </section>
  );
}

afterEach(cleanup);

const press = (name: string) =>
  act(() => {
    const button = screen.getByRole('button', { name });
    button.focus();
    button.click();
  });

describe('useFocusAfterAction', () => {
  it('moves the focus to the first control of the row that takes the removed one’s place', () => {
    render(<Example start={['Ada', 'Ben', 'Cy']} />);
    press('Remove Ben');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Cy' }));
  });

  it('goes to the new last row when the last one goes, then to the heading when none is left', () => {
    render(<Example start={['Ada', 'Ben']} />);
    press('Remove Ben');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ada' }));
    press('Remove Ada');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Names' }));
  });

  it('stays in the row when the pressed control is disabled by the action', () => {
    render(<Example start={['Ada', 'Ben']} />);
    press('Keep Ben');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Ben' }));
  });
});

describe('focusIsLost', () => {
  it('counts <body>, a disabled control and a panel around the list as lost, a real control as kept', () => {
    render(<Example start={['Ada']} />);
    const list = screen.getByRole('list');
    const section = list.closest('section')!;
    expect(focusIsLost(document.body, [list])).toBe(true);
    expect(focusIsLost(section, [list])).toBe(true);
    expect(focusIsLost(screen.getByRole('button', { name: 'Elsewhere' }), [list])).toBe(false);
    expect(focusIsLost(screen.getByRole('link', { name: 'Ada' }), [list])).toBe(false);
  });
});
