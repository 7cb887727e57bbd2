import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<Id extends string> = { id: Id; label: ReactNode };

type TabsProps<Id extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<Id>[];
  /** null: no tab is selected, and `children` shows outside any tab panel. */
  selected: Id | null;
  onSelect: (id: Id) => void;
  children: ReactNode;
};

/**
 * WAI-ARIA tabs: one tab stop for the list (roving tabindex), arrow keys move between tabs and
 * select them, Home and End go to the first and last; the panel is labelled by its tab.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, children }: TabsProps<Id>) {
  const baseId = useId();
  const buttons = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;
  const tabStop = selected ?? tabs[0]?.id;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const { id } = tabs[target];
    onSelect(id);
    buttons.current.get(id)?.focus();
  }

  return (
    <div className="tabs">
      <div className="tabs__list" role="tablist" aria-label={label}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            className="tabs__tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={tab.id === selected ? panelId(tab.id) : undefined}
            tabIndex={tab.id === tabStop ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {selected ? (
        <div
          className="tabs__panel"
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          tabIndex={0}
        >
          {children}
        </div>
      ) : (
        children
      )}
    </div>
  );
}
