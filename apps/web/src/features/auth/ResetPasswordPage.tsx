import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordFormSchema } from '@quizmaker/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { isApiError } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Button, ButtonLink, TextField } from '../../ui/index.ts';
import { AuthForm, AuthLayout } from './AuthLayout.tsx';

export const RESET_FAILED = 'Failed to reset password. Please try again.';

function ResetForm({ token, onDone }: { token: string; onDone: () => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ResetPasswordFormSchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await authApi.resetPassword({ token, newPassword });
      onDone();
    } catch (error) {
      const known = isApiError(error) && (error.status === 400 || error.status === 429) && error.serverMessage;
      setFailure(known ? error.serverMessage : RESET_FAILED);
    }
  });

  return (
    <>
      <AuthForm
        failure={failure}
        failureHelp={<Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>}
        onDismissFailure={() => setFailure(null)}
        onSubmit={onSubmit}
      >
        <TextField
          label={t('auth.reset.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.register.passwordHint')}
          required
          error={msg(errors.newPassword?.message ?? errors.token?.message)}
          {...register('newPassword')}
        />
        <TextField
          label={t('auth.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={msg(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
      </AuthForm>
    </>
  );
}

/** Set a new password with the token from the e-mailed link (?token=...). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  usePageTitle(t('auth.reset.title'));

  if (!token) {
    return (
      <AuthLayout title={t('auth.reset.invalidTitle')}>
        <div className="flex flex-col gap-4">
          <p className="text-muted">{t('auth.reset.invalidBody')}</p>
          <ButtonLink to="/forgot-password" className="self-start">
            {t('auth.reset.requestNew')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  if (done) {
    return (
      <AuthLayout title={t('auth.reset.successTitle')}>
        <div role="status" className="flex flex-col gap-4">
          <p className="text-muted">{t('auth.reset.successBody')}</p>
          <ButtonLink to="/login" className="self-start">
            {t('auth.reset.continueToLogin')}
          </ButtonLink>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t('auth.reset.title')} subtitle={t('auth.reset.subtitle')}>
      <ResetForm token={token} onDone={() => setDone(true)} />
    </AuthLayout>
  );
}
