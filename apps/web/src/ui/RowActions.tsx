import { Button } from './Button.tsx';

/** One of a row's actions: its text, its accessible name (naming the row) and what it does. */
interface RowAction {
  text: string;
  label: string;
  onClick: () => void;
}

/** A list row's Edit and Delete buttons, each shown only when the row's abilities allow it. */
export function RowActions({
  abilities,
  edit,
  remove,
}: {
  abilities: { update: boolean; delete: boolean };
  edit: RowAction;
  remove: RowAction;
}) {
  return (
    <span className="inline-flex gap-2">
      {abilities.update ? (
        <Button size="sm" variant="secondary" onClick={edit.onClick} aria-label={edit.label}>
          {edit.text}
        </Button>
      ) : null}
      {abilities.delete ? (
        <Button size="sm" variant="danger" onClick={remove.onClick} aria-label={remove.label}>
          {remove.text}
        </Button>
      ) : null}
    </span>
  );
}
