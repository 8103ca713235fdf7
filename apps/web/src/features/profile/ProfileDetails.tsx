import { zodResolver } from '@hookform/resolvers/zod';
import { ProfileUpdateBodySchema, accountMessages, type User } from '@quizmaker/contracts';
import { useState, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/errors.ts';
import { useUpdateProfile } from '../../api/users.ts';
import { useFormatters } from '../../i18n/format.ts';
import { useMessage } from '../../i18n/messages.ts';
import { Alert, Badge, Button, Card, TextField, useToast } from '../../ui/index.ts';

export const PROFILE_UPDATE_FAILED = 'Failed to update profile';

/** Role badges with readable names. */
export function RoleBadges({ roles, size = 'md' }: { roles: User['roles']; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('profile.roles')}>
      {roles.map((role) => (
        <li key={role}>
          <Badge tone={role === 'ROLE_ADMIN' || role === 'ROLE_SUPER_ADMIN' ? 'primary' : 'neutral'} size={size}>
            {t(`roles.${role}`)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return <Badge tone={active ? 'success' : 'danger'}>{active ? t('profile.active') : t('profile.inactive')}</Badge>;
}

/** Another case of the same address reaches the same mailbox: the server asks no password for it either. */
const isNewEmail = (user: User, email: string) => email.trim().toLowerCase() !== user.email.toLowerCase();

/** The wire schema, plus the current password whenever the e-mail changes (issue 15 M-4). */
const profileFormSchema = (user: User) =>
  ProfileUpdateBodySchema.superRefine((form, ctx) => {
    if (isNewEmail(user, form.email) && !form.currentPassword) {
      ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: accountMessages.currentPasswordRequired });
    }
  });

type ProfileField = 'username' | 'email' | 'currentPassword';
const PROFILE_FIELDS: readonly string[] = ['username', 'email', 'currentPassword'] satisfies ProfileField[];

function EditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const update = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileFormSchema(user)),
    defaultValues: { username: user.username, email: user.email, currentPassword: '' },
  });
  const emailChanges = isNewEmail(user, useWatch({ control, name: 'email' }));

  const onSubmit = handleSubmit(({ currentPassword, ...profile }) => {
    setFailure(null);
    // Without an e-mail change the body is what the original client sends: {username, email}.
    update.mutate(isNewEmail(user, profile.email) ? { ...profile, currentPassword } : profile, {
      onSuccess: () => {
        toast.success(t('profile.updated'));
        onDone();
      },
      onError: (error) => {
        const fields = isApiError(error)
          ? error.fieldErrors.filter((field) => PROFILE_FIELDS.includes(field.field))
          : [];
        for (const field of fields) {
          setError(field.field as ProfileField, { message: field.message });
        }
        if (fields.length === 0) {
          setFailure(isApiError(error) && error.type === 'NETWORK_ERROR' ? error.message : PROFILE_UPDATE_FAILED);
        }
      },
    });
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
      {failure ? <Alert type="error">{msg(failure)}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('profile.username')}
          autoComplete="username"
          required
          error={msg(errors.username?.message)}
          {...register('username')}
        />
        <TextField
          label={t('profile.email')}
          type="email"
          autoComplete="email"
          required
          error={msg(errors.email?.message)}
          {...register('email')}
        />
        {emailChanges ? (
          <TextField
            label={t('profile.currentPassword')}
            type="password"
            autoComplete="current-password"
            required
            hint={t('profile.currentPasswordHint')}
            error={msg(errors.currentPassword?.message)}
            {...register('currentPassword')}
          />
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={update.isPending}>
          {t('profile.save')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            reset({ username: user.username, email: user.email, currentPassword: '' });
            onDone();
          }}
        >
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The profile card: avatar initial, name, e-mail, roles, Active/Inactive, Member Since and Last
 * Login in the viewer's locale; editable on the own profile, with admin actions on another's.
 */
export function ProfileDetails({ user, editable, actions }: { user: User; editable: boolean; actions?: ReactNode }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <div
          aria-hidden="true"
          className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-primary text-3xl font-bold text-primary-fg"
        >
          {user.username.charAt(0).toUpperCase()}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h2 className="truncate text-xl font-semibold">{user.username}</h2>
              <p className="truncate text-muted">{user.email}</p>
            </div>
            <div className="flex flex-wrap gap-2">
              {editable && !editing ? (
                <Button variant="secondary" onClick={() => setEditing(true)}>
                  {t('profile.edit')}
                </Button>
              ) : null}
              {actions}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <ActiveBadge active={user.isActive} />
            <RoleBadges roles={user.roles} />
          </div>
          {editing ? <EditForm user={user} onDone={() => setEditing(false)} /> : null}
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted">{t('profile.memberSince')}</dt>
              <dd className="font-medium">{format.date(user.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-muted">{t('profile.lastLogin')}</dt>
              <dd className="font-medium">
                {user.lastLoginDate ? format.dateTime(user.lastLoginDate) : t('profile.never')}
              </dd>
            </div>
          </dl>
        </div>
      </div>
    </Card>
  );
}
