import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordBodySchema } from '@quizmaker/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { isApiError } from '../../api/errors.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Button, ButtonLink, TextField } from '../../ui/index.ts';
import { AuthForm, AuthLayout } from './AuthLayout.tsx';

export const FORGOT_FAILED = 'Failed to send password reset email. Please try again.';

/** Request a reset e-mail; the server mails the link through its mail port. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('auth.forgot.title'));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(ForgotPasswordBodySchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await authApi.forgotPassword(values);
      setSentTo(values.email);
    } catch (error) {
      const rateLimited = isApiError(error) && error.type === 'RATE_LIMIT_ERROR' && error.serverMessage;
      setFailure(rateLimited ? error.serverMessage : FORGOT_FAILED);
    }
  });

  if (sentTo) {
    return (
      <AuthLayout title={t('auth.forgot.sentTitle')}>
        <div role="status" className="flex flex-col gap-4">
          <p className="text-muted">{t('auth.forgot.sentBody', { email: sentTo })}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => {
                reset({ email: '' });
                setSentTo(null);
              }}
            >
              {t('auth.forgot.sendAnother')}
            </Button>
            <ButtonLink to="/login">{t('auth.forgot.backToLogin')}</ButtonLink>
          </div>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={<Link to="/login">{t('auth.forgot.backToLogin')}</Link>}
    >
      <AuthForm failure={failure} onDismissFailure={() => setFailure(null)} onSubmit={onSubmit}>
        <TextField
          label={t('auth.forgot.email')}
          type="email"
          autoComplete="email"
          required
          error={msg(errors.email?.message)}
          {...register('email')}
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
