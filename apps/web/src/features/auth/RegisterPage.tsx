import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterFormSchema } from '@quizmaker/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { isApiError } from '../../api/errors.ts';
import type { ReturnState } from '../../app/guards.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Button, CheckboxField, TextField } from '../../ui/index.ts';
import { AuthForm, AuthLayout } from './AuthLayout.tsx';

export const REGISTRATION_FAILED = 'Registration failed. Please try again.';
const FORM_FIELDS = ['username', 'email', 'password'] as const;

/** Sign-up (spec 1 sections 2 and 5): every rule checked in the form, server conflicts shown on their field, then /login. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('auth.register.title'));
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: { username: '', email: '', password: '', confirmPassword: '', acceptTerms: false },
  });

  const onSubmit = handleSubmit(async ({ username, email, password }) => {
    setFailure(null);
    try {
      await authApi.register({ username, email, password });
      const state: ReturnState = { message: 'registered' };
      void navigate('/login', { state });
    } catch (error) {
      const onFields = isApiError(error)
        ? error.fieldErrors.filter((field) => (FORM_FIELDS as readonly string[]).includes(field.field))
        : [];
      if (onFields.length > 0) {
        for (const field of onFields) {
          setError(field.field as (typeof FORM_FIELDS)[number], { message: field.message }, { shouldFocus: true });
        }
        return;
      }
      setFailure(isApiError(error) && error.type === 'NETWORK_ERROR' ? error.message : REGISTRATION_FAILED);
    }
  });

  const legalLink = (to: string) => <Link to={to} target="_blank" rel="noopener noreferrer" className="font-medium" />;

  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      footer={
        <>
          {t('auth.register.haveAccount')}{' '}
          <Link to="/login" className="font-medium">
            {t('auth.register.loginLink')}
          </Link>
        </>
      }
    >
      <AuthForm failure={failure} onDismissFailure={() => setFailure(null)} onSubmit={onSubmit}>
        <TextField
          label={t('auth.register.username')}
          hint={t('auth.register.usernameHint')}
          autoComplete="username"
          required
          error={msg(errors.username?.message)}
          {...register('username')}
        />
        <TextField
          label={t('auth.register.email')}
          type="email"
          autoComplete="email"
          required
          error={msg(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.register.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.register.passwordHint')}
          required
          error={msg(errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('auth.register.confirmPassword')}
          type="password"
          autoComplete="new-password"
          required
          error={msg(errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <CheckboxField
          label={
            <Trans
              i18nKey="auth.register.acceptTerms"
              components={{ terms: legalLink('/terms'), privacy: legalLink('/privacy') }}
            />
          }
          hint={t('auth.register.newTabHint')}
          error={msg(errors.acceptTerms?.message)}
          {...register('acceptTerms')}
        />
        <Button type="submit" size="lg" loading={isSubmitting}>
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </AuthForm>
    </AuthLayout>
  );
}
