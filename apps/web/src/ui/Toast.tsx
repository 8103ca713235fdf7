import { clsx } from 'clsx';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ToastType = 'success' | 'error' | 'warning' | 'info';
export const DEFAULT_TOAST_DURATION_MS = 3000;

interface ToastItem {
  id: number;
  type: ToastType;
  message: string;
  duration: number;
}

interface ToastApi {
  /** Shows a toast; duration in ms (default 3000), 0 keeps it until dismissed. */
  show(message: string, options?: { type?: ToastType; duration?: number }): number;
  success(message: string, duration?: number): number;
  error(message: string, duration?: number): number;
  dismiss(id: number): void;
}

const ToastContext = createContext<ToastApi | null>(null);

const styles: Record<ToastType, string> = {
  success: 'bg-success-soft text-success-soft-fg',
  error: 'bg-danger-soft text-danger-soft-fg',
  warning: 'bg-warning-soft text-warning-soft-fg',
  info: 'bg-info-soft text-info-soft-fg',
};

function ToastView({ toast, onDismiss }: { toast: ToastItem; onDismiss: (id: number) => void }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (toast.duration <= 0) {
      return;
    }
    const timer = setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div
      className={clsx(
        'pointer-events-auto flex items-start gap-3 rounded-lg border border-border px-4 py-3 text-sm shadow-lg',
        styles[toast.type],
      )}
    >
      <p className="flex-1">{toast.message}</p>
      <button
        type="button"
        className="-m-1 rounded p-1 leading-none hover:bg-black/10"
        onClick={() => onDismiss(toast.id)}
        aria-label={t('ui.dismissNotification')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * Toast notifications (default 3 s, 0 stays). The live regions exist before any toast, so screen
 * readers announce each one: errors assertively, the rest politely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback<ToastApi['show']>((message, options = {}) => {
    const id = nextId.current++;
    setToasts((current) => [
      ...current,
      { id, message, type: options.type ?? 'info', duration: options.duration ?? DEFAULT_TOAST_DURATION_MS },
    ]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(
    () => ({
      show,
      dismiss,
      success: (message, duration) =>
        show(message, { type: 'success', ...(duration === undefined ? {} : { duration }) }),
      error: (message, duration) => show(message, { type: 'error', ...(duration === undefined ? {} : { duration }) }),
    }),
    [show, dismiss],
  );

  const urgent = toasts.filter((toast) => toast.type === 'error');
  const polite = toasts.filter((toast) => toast.type !== 'error');
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        aria-label={t('ui.notifications')}
        className="pointer-events-none fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2"
      >
        <div role="alert" aria-live="assertive" className="flex flex-col gap-2">
          {urgent.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
        <div role="status" aria-live="polite" className="flex flex-col gap-2">
          {polite.map((toast) => (
            <ToastView key={toast.id} toast={toast} onDismiss={dismiss} />
          ))}
        </div>
      </section>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) {
    throw new Error('useToast needs a ToastProvider');
  }
  return api;
}
