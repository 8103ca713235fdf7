import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import { tickClasses } from './controls.tsx';

/** One tile: what it reports when ticked, whether it is, its text (its accessible name) and an optional mark before it. */
export interface TickTile<Value extends string | number> {
  value: Value;
  checked: boolean;
  text: ReactNode;
  /** Shown before the text for the eye only (hidden from screen readers: the text alone names the tile). */
  mark?: ReactNode;
}

const LOOKS = {
  /** An attempt's page: rows of a form. */
  regular: {
    list: 'space-y-2',
    tile: 'cursor-pointer gap-3 rounded-lg border px-4 py-3 transition-colors',
    idle: 'border-border bg-surface hover:bg-surface-2',
    tick: tickClasses,
    mark: 'font-semibold',
    text: 'min-w-0 flex-1 break-words',
  },
  /** A live room on a phone: tiles at least 56 px high (a thumb's size), two columns from `sm` up. */
  large: {
    list: 'grid gap-3 sm:grid-cols-2',
    tile: 'min-h-14 cursor-pointer gap-3 rounded-xl border-2 px-4 py-3 text-base transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
    idle: 'border-control bg-surface hover:bg-surface-2',
    tick: 'h-5 w-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none disabled:cursor-not-allowed',
    mark: 'flex shrink-0 items-center gap-1 text-lg font-bold',
    text: 'min-w-0 flex-1 break-words font-medium',
  },
} as const;

/**
 * A list of radios or checkboxes, each inside a clickable tile showing whether it is ticked: the native
 * input keeps the keyboard (arrows between radios, Space on a checkbox) and the screen reader's names.
 * Radios share a name of their own, so one list is one group. `align="start"` keeps the tick on the
 * first line of a long text.
 */
export function TickTiles<Value extends string | number>({
  tiles,
  type,
  onToggle,
  disabled,
  look = 'regular',
  align = 'center',
}: {
  tiles: readonly TickTile<Value>[];
  type: 'radio' | 'checkbox';
  onToggle: (value: Value, checked: boolean) => void;
  disabled?: boolean | undefined;
  look?: keyof typeof LOOKS;
  align?: 'center' | 'start';
}) {
  const id = useId();
  const classes = LOOKS[look];
  return (
    <ul className={classes.list}>
      {tiles.map((tile, index) => {
        const inputId = `${id}-${index}`;
        return (
          <li key={inputId}>
            <label
              htmlFor={inputId}
              className={clsx(
                'flex',
                align === 'start' ? 'items-start' : 'items-center',
                classes.tile,
                tile.checked ? 'border-primary bg-primary-soft text-primary-soft-fg' : classes.idle,
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                id={inputId}
                type={type}
                name={type === 'radio' ? `${id}-choice` : undefined}
                value={typeof tile.value === 'string' ? tile.value : undefined}
                className={clsx(classes.tick, align === 'start' && 'mt-1')}
                checked={tile.checked}
                disabled={disabled}
                onChange={(event) => onToggle(tile.value, event.target.checked)}
              />
              {tile.mark === undefined ? null : (
                <span aria-hidden="true" className={classes.mark}>
                  {tile.mark}
                </span>
              )}
              <span className={classes.text}>{tile.text}</span>
            </label>
          </li>
        );
      })}
    </ul>
  );
}
