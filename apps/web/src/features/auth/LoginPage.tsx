import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBodySchema } from '@quizmaker/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../../api/errors.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import type { ReturnState } from '../../app/guards.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Button, TextField } from '../../ui/index.ts';
import { AuthForm, AuthLayout } from './AuthLayout.tsx';

export const LOGIN_FAILED = 'Login failed. Please check your credentials and try again.';

/** A wrong password gets the spec's fallback; a deactivated account, a throttle or no network says so. */
function loginFailure(error: unknown): string {
  if (!isApiError(error)) {
    return LOGIN_FAILED;
  }
  if (error.type === 'NETWORK_ERROR') {
    return error.message;
  }
  if ((error.status === 403 || error.status === 429) && error.serverMessage) {
    return error.serverMessage;
  }
  return LOGIN_FAILED;
}

/** Sign-in (spec 1 section 2): success goes back where the user was, else to /quizzes (see PublicOnly). */
export default function LoginPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const { login } = useAuth();
  const state = (useLocation().state ?? null) as ReturnState | null;
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('auth.login.title'));
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(LoginBodySchema), defaultValues: { username: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      // Once signed in, the PublicOnly guard around this page sends the user on (back where they were, or /quizzes).
      await login(values);
    } catch (error) {
      setFailure(loginFailure(error));
    }
  });

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Link to="/register" className="font-medium">
            {t('auth.login.registerLink')}
          </Link>
        </>
      }
    >
      {state?.message === 'registered' ? (
        <Alert type="success" className="mb-4">
          {t('auth.login.registered')}
        </Alert>
      ) : null}
      <AuthForm failure={failure} onDismissFailure={() => setFailure(null)} onSubmit={onSubmit}>
        <TextField
          label={t('auth.login.username')}
          autoComplete="username"
          required
          error={msg(errors.username?.message)}
          {...register('username')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          required
          error={msg(errors.password?.message)}
          {...register('password')}
        />
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password">{t('auth.login.forgotLink')}</Link>
        </div>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
