import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type AlertType = 'success' | 'error' | 'warning' | 'info';

const styles: Record<AlertType, string> = {
  success: 'border-success-soft-fg/30 bg-success-soft text-success-soft-fg',
  error: 'border-danger-soft-fg/30 bg-danger-soft text-danger-soft-fg',
  warning: 'border-warning-soft-fg/30 bg-warning-soft text-warning-soft-fg',
  info: 'border-info-soft-fg/30 bg-info-soft text-info-soft-fg',
};

/** A message box (success, error, warning, info); errors and warnings are announced at once. */
export function Alert({
  type = 'info',
  title,
  children,
  onDismiss,
  className,
}: {
  type?: AlertType;
  title?: ReactNode;
  children?: ReactNode;
  onDismiss?: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
      className={clsx('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', styles[type], className)}
    >
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={clsx(title ? 'mt-1' : undefined)}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <button
          type="button"
          onClick={onDismiss}
          className="-m-1 rounded p-1 leading-none hover:bg-black/10"
          aria-label={t('ui.dismiss')}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  );
}

/** A failure shown above a screen's content until dismissed; nothing while there is none. */
export function ErrorBanner({ message, onDismiss }: { message: string | null; onDismiss: () => void }) {
  return message ? (
    <Alert type="error" className="mb-4" onDismiss={onDismiss}>
      {message}
    </Alert>
  ) : null;
}
