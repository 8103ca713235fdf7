import { zodResolver } from '@hookform/resolvers/zod';
import { ContactBodySchema, contactMessages } from '@quizmaker/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSendContactMessage } from '../../api/admin.ts';
import { isApiError } from '../../api/errors.ts';
import { useAuth } from '../../app/auth/AuthProvider.tsx';
import { usePageTitle } from '../../app/page-title.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Button, Card, PageHeader, TextAreaField, TextField } from '../../ui/index.ts';

export const FORM_FAILED = 'An error occurred while submitting the form';

/** /contact: a message to the administrators, delivered by the server's mail port (rate limited). */
export default function ContactPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const { user } = useAuth();
  const send = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle(t('breadcrumbs.contact'));
  const empty = { name: user?.username ?? '', email: user?.email ?? '', subject: '', message: '' };
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(ContactBodySchema), defaultValues: empty });

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    send.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        if (isApiError(error) && error.type === 'RATE_LIMIT_ERROR') {
          setFailure(contactMessages.tooMany);
        } else {
          setFailure(isApiError(error) && error.type === 'NETWORK_ERROR' ? error.message : FORM_FAILED);
        }
      },
    });
  });

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('contact.title')} description={t('contact.intro')} />
      <Card>
        {sent ? (
          <div className="flex flex-col items-start gap-4">
            <Alert type="success">{msg(contactMessages.sent)}</Alert>
            <Button
              variant="secondary"
              onClick={() => {
                reset(empty);
                setSent(false);
              }}
            >
              {t('contact.another')}
            </Button>
          </div>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            {failure ? (
              <Alert type="error" onDismiss={() => setFailure(null)}>
                {msg(failure)}
              </Alert>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('contact.name')}
                autoComplete="name"
                required
                error={msg(errors.name?.message)}
                {...register('name')}
              />
              <TextField
                label={t('contact.email')}
                type="email"
                autoComplete="email"
                required
                error={msg(errors.email?.message)}
                {...register('email')}
              />
            </div>
            <TextField
              label={t('contact.subject')}
              required
              error={msg(errors.subject?.message)}
              {...register('subject')}
            />
            <TextAreaField
              label={t('contact.message')}
              required
              rows={6}
              error={msg(errors.message?.message)}
              {...register('message')}
            />
            <div>
              <Button type="submit" loading={send.isPending}>
                {t('contact.send')}
              </Button>
            </div>
          </form>
        )}
      </Card>
    </div>
  );
}
