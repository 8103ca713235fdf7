import { useState } from 'react';
import { screenMessage } from '../api/errors.ts';
import { useToast } from '../ui/index.ts';

/** A mutation that takes a row's id (a delete, a cancel). */
interface RowMutation {
  isPending: boolean;
  mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * An action on one row that a ConfirmDialog asks about first: `ask(row)` opens the dialog (spread
 * `dialog` into a ConfirmDialog). Confirming runs `onConfirm`, then the mutation on `idOf(row)`;
 * success toasts `done`, a failure goes to `onFailure`, and either way the dialog closes.
 */
export function useConfirmedAction<T>(
  mutation: RowMutation,
  {
    idOf,
    done,
    onConfirm,
    onFailure,
  }: { idOf: (row: T) => string; done: string; onConfirm?: () => void; onFailure: (error: Error) => void },
) {
  const toast = useToast();
  const [target, setTarget] = useState<T | null>(null);
  const confirm = () => {
    if (target === null) {
      return;
    }
    onConfirm?.();
    mutation.mutate(idOf(target), {
      onSuccess: () => {
        toast.success(done);
        setTarget(null);
      },
      onError: (error) => {
        onFailure(error);
        setTarget(null);
      },
    });
  };
  return {
    target,
    ask: setTarget,
    dialog: { isOpen: target !== null, busy: mutation.isPending, onCancel: () => setTarget(null), onConfirm: confirm },
  };
}

/**
 * A list's Delete: a confirmed action on the row's `id` that toasts `deleted`, and hands a failure to
 * `onFailure` (the page's banner) as the message to show (`failed` unless the error has its own).
 */
export function useRowDelete<T extends { id: string }>(
  remove: RowMutation,
  texts: { deleted: string; failed: string },
  { onConfirm, onFailure }: { onConfirm?: () => void; onFailure: (message: string) => void },
) {
  return useConfirmedAction<T>(remove, {
    idOf: (row) => row.id,
    done: texts.deleted,
    ...(onConfirm ? { onConfirm } : {}),
    onFailure: (error) => onFailure(screenMessage(error, texts.failed) ?? texts.failed),
  });
}
