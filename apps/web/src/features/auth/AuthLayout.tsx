import type { ReactNode, SyntheticEvent } from 'react';
import { useMessage } from '../../i18n/messages.ts';
import { Alert } from '../../ui/index.ts';

/** The narrow card the account screens sit in. */
export function AuthLayout({
  title,
  subtitle,
  children,
  footer,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md py-4 sm:py-8">
      <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-muted">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
      {footer ? <div className="mt-4 text-center text-sm text-muted">{footer}</div> : null}
    </div>
  );
}

/**
 * The form of an account screen: the last try's failure (dismissable, with `failureHelp` under it when there is a
 * way out) above the fields in a column. The schema checks the fields, so the browser's own checks are off.
 */
export function AuthForm({
  failure,
  failureHelp,
  onDismissFailure,
  onSubmit,
  children,
}: {
  failure: string | null;
  failureHelp?: ReactNode;
  onDismissFailure: () => void;
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => Promise<void>;
  children: ReactNode;
}) {
  const msg = useMessage();
  return (
    <>
      {failure ? (
        <Alert type="error" className="mb-4" onDismiss={onDismissFailure}>
          {failureHelp ? (
            <>
              <p>{msg(failure)}</p>
              <p className="mt-1">{failureHelp}</p>
            </>
          ) : (
            msg(failure)
          )}
        </Alert>
      ) : null}
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        {children}
      </form>
    </>
  );
}
