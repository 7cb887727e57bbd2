import { useRef, useState } from 'react';
import type { useDocumentEditor } from './use-document-editor';

/**
 * The wiring of a list document's editor (news, resources): which entry's form is open, in place of the Add
 * button (an entry named in the address opens once the document is read), which entry waits for its removal
 * to be confirmed, and saving either. Each save writes the whole document, built on the text read; `settle`
 * is the list's, so the keyboard keeps its place in it after.
 */
export function useItemEditing<Chosen, Removed>(editor: ReturnType<typeof useDocumentEditor>, openItem: string | null) {
  const [chosen, choose] = useState<Chosen | null>(null);
  const [requested, setRequested] = useState(openItem);
  const [toRemove, askToRemove] = useState<Removed | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);

  function close(settle: () => void) {
    choose(null);
    setRequested(null);
    settle();
  }

  /** Saves the document with the open form's entry; the form closes once it is saved, and stays otherwise. */
  async function save(text: string, savedText: string, settle: () => void): Promise<boolean> {
    const saved = await editor.save(text, savedText);
    if (saved) close(settle);
    return saved;
  }

  /** What the open entry's form is given besides its values: whether it is saving, and how it is left. */
  const formProps = (settle: () => void) => ({ saving: editor.saving, onCancel: () => close(settle) });

  /** Saves the document without the entry whose removal was confirmed. */
  async function remove(text: string, savedText: string, settle: () => void) {
    await editor.save(text, savedText);
    askToRemove(null);
    settle();
  }

  return { chosen, choose, requested, toRemove, askToRemove, addRef, formProps, save, remove };
}
