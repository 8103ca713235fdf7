import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { Button } from './Button.tsx';

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | '2xl' | 'full';

const sizes: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-lg',
  xl: 'max-w-xl',
  '2xl': 'max-w-2xl',
  full: 'max-w-none h-[calc(100vh-2rem)]',
};

export interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  size?: ModalSize;
  /** Backdrop click closes (default true). */
  closeOnBackdrop?: boolean;
  /** Escape closes (default true). */
  closeOnEscape?: boolean;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A dialog (sm ... 2xl, full) on React Aria's modal: focus moves in, is trapped while open and goes
 * back to the opener on close; Escape and a backdrop click close it by default.
 */
export function Modal({
  isOpen,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  closeOnBackdrop = true,
  closeOnEscape = true,
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) {
          onClose();
        }
      }}
      isDismissable={closeOnBackdrop}
      isKeyboardDismissDisabled={!closeOnEscape}
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/50 p-4"
      data-testid="modal-backdrop"
    >
      <AriaModal className={clsx('w-full rounded-xl border border-border bg-surface text-fg shadow-xl', sizes[size])}>
        <Dialog role={role} className="flex max-h-[calc(100vh-2rem)] flex-col outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-border px-5 py-4">
            <Heading slot="title" className="text-lg font-semibold">
              {title}
            </Heading>
            <Button
              variant="ghost"
              size="sm"
              onClick={onClose}
              className="-m-1 text-xl leading-none text-muted"
              aria-label={t('ui.close')}
            >
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-border px-5 py-3">{footer}</div>
          ) : null}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  tone?: 'danger' | 'primary';
}

/**
 * A yes/no question in a modal, for destructive or bulk actions. Screens use the ConfirmDialog of
 * ui/index.ts (ConfirmDialog.tsx), which loads this one when it first opens.
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      title={title}
      size="sm"
      role="alertdialog"
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant={tone} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}
