import { useId } from 'react';

type PastPlacementsToggleProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** Rosters list who holds, has or waits for a place; the declined and withdrawn show only when this is ticked. */
export function PastPlacementsToggle({ checked, onChange }: PastPlacementsToggleProps) {
  const id = useId();
  return (
    <span className="roster-past-toggle no-print">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      <label htmlFor={id}>Show past placements</label>
    </span>
  );
}
