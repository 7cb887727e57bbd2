import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const items = [
  { id: 'one', label: 'First' },
  { id: 'two', label: 'Second' },
  { id: 'three', label: 'Third' },
] as const;

function Example({ start = 'one' as (typeof items)[number]['id'] }) {
  const [selected, setSelected] = useState<(typeof items)[number]['id']>(start);
  return (
    <Tabs label="Example sections" tabs={items} selected={selected} onSelect={setSelected}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

afterEach(cleanup);

describe('Tabs', () => {
  it('labels the list, marks the selected tab and labels the panel with it', () => {
    render(<Example start="two" />);
    expect(screen.getByRole('tablist', { name: 'Example sections' })).toBeTruthy();
    const second = screen.getByRole('tab', { name: 'Second' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'First' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Second' });
    expect(panel.textContent).toBe('Panel of two');
    expect(second.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('keeps one tab stop: the selected tab', () => {
    render(<Example start="two" />);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
  });

  it('moves and selects with the arrow keys, wrapping, and with Home and End', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Second' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of two');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Third' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'First' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of three');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('shows the content outside any panel when no tab is selected', () => {
    render(
      <Tabs label="Example sections" tabs={items} selected={null} onSelect={() => undefined}>
        <p>Not one of the tabs</p>
      </Tabs>,
    );
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByText('Not one of the tabs')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });
});
