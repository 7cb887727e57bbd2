import type { ReactNode, RefObject } from 'react';

type ContentItemProps = {
  title: string;
  /** Lines under the title. */
  children: ReactNode;
  /** While a form is open, no other entry may be edited or removed. */
  locked: boolean;
  onEdit: () => void;
  /** Shows the removing button, worded `removeWord`, where the viewer may remove the entry. */
  onRemove?: () => void;
  removeWord?: string;
};

/** One entry of a list document in its editor: its title and facts, Edit, and Delete (or Remove) where allowed. */
export function ContentItem({ title, children, locked, onEdit, onRemove, removeWord = 'Delete' }: ContentItemProps) {
  return (
    <li className="content-item">
      <p className="content-item__title">{title}</p>
      {children}
      <div className="content-item__actions">
        <button type="button" className="button button--secondary" disabled={locked} onClick={onEdit}>
          Edit<span className="visually-hidden"> {title}</span>
        </button>
        {onRemove && (
          <button type="button" className="button button--danger" disabled={locked} onClick={onRemove}>
            {removeWord}
            <span className="visually-hidden"> {title}</span>
          </button>
        )}
      </div>
    </li>
  );
}

type AddButtonProps = { buttonRef: RefObject<HTMLButtonElement | null>; onClick: () => void; children: ReactNode };

/** A list's Add button: the form it opens takes its place, and the keyboard comes back to it after. */
export function AddButton({ buttonRef, onClick, children }: AddButtonProps) {
  return (
    <button ref={buttonRef} type="button" className="button button--primary" onClick={onClick}>
      {children}
    </button>
  );
}
