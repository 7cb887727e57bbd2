/**
 * What a section that shows one document at a time is told: the keys the viewer may edit, the one named in
 * the address (`?key=`), if any, and how to name another there.
 */
export type DocumentChoiceProps = {
  editable: readonly string[];
  chosen: string | null;
  onChoose: (key: string) => void;
};
