import { lazy, Suspense } from 'react';
import { importFresh } from '../app/lazy.ts';
import type { ConfirmDialogProps } from './Modal.tsx';

const ModalConfirmDialog = lazy(() =>
  importFresh(() => import('./Modal.tsx')).then((module) => ({ default: module.ConfirmDialog })),
);

/**
 * A yes/no question in a modal, for destructive or bulk actions (Modal.tsx's ConfirmDialog, with
 * the same focus handling and keys). A closed dialog renders nothing, so the modal and React
 * Aria's overlay code load only when one first opens: lists that merely offer a Delete button
 * do not carry them in their first load.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.isOpen) {
    return null;
  }
  return (
    <Suspense fallback={null}>
      <ModalConfirmDialog {...props} />
    </Suspense>
  );
}
