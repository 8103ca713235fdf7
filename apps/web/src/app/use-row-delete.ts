import { useState } from 'react';
import { screenMessage } from '../api/errors.ts';
import { useToast } from '../ui/index.ts';

/**
 * A list's Delete and its confirmation: `ask(row)` opens the dialog (spread `dialog` into a
 * ConfirmDialog). Confirming runs `onConfirm`, deletes the row, toasts `deleted` and closes; a
 * failure closes too and hands `onFailure` the message to show (`failed` unless the error has its own).
 */
export function useRowDelete<T extends { id: string }>(
  remove: {
    isPending: boolean;
    mutate: (id: string, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  },
  texts: { deleted: string; failed: string },
  { onConfirm, onFailure }: { onConfirm?: () => void; onFailure: (message: string) => void },
) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = () => {
    if (!deleting) {
      return;
    }
    onConfirm?.();
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(texts.deleted);
        setDeleting(null);
      },
      onError: (error) => {
        onFailure(screenMessage(error, texts.failed) ?? texts.failed);
        setDeleting(null);
      },
    });
  };
  return {
    deleting,
    ask: setDeleting,
    dialog: {
      isOpen: deleting !== null,
      busy: remove.isPending,
      onCancel: () => setDeleting(null),
      onConfirm: confirm,
    },
  };
}
