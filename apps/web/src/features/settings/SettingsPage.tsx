import { zodResolver } from '@hookform/resolvers/zod';
import { DATE_FORMATS, LANGUAGES, PROFILE_VISIBILITIES, SettingsSchema, type Settings } from '@quizmaker/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { settingsQuery, useSaveSettings } from '../../api/settings.ts';
import { usePageTitle } from '../../app/page-title.ts';
import { useLanguage, useThemePreference } from '../../app/preferences.tsx';
import { THEME_MODES, type ThemeMode } from '../../app/theme/theme-storage.ts';
import type { Language } from '../../i18n/index.ts';
import { useMessage } from '../../i18n/messages.ts';
import {
  Alert,
  Button,
  Card,
  CheckboxField,
  NumberInput,
  PageHeader,
  PageSpinner,
  SelectField,
  useToast,
} from '../../ui/index.ts';

export const SETTINGS_LOAD_FAILED = 'Failed to load settings';
export const SETTINGS_SAVE_FAILED = 'Failed to save settings';

/** Names shown for each language in its own tongue, so anyone can find theirs. */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch' };

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['UTC', current, ...all])];
}

function Group({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  const id = useId();
  return (
    <Card title={title} titleId={id}>
      <p className="-mt-2 mb-4 text-sm text-muted">{description}</p>
      <div className="flex flex-col gap-4">{children}</div>
    </Card>
  );
}

function SettingsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const toast = useToast();
  const save = useSaveSettings();
  const { mode, setMode } = useThemePreference();
  const { language, setLanguage } = useLanguage();
  const { register, control, handleSubmit, formState } = useForm({
    resolver: zodResolver(SettingsSchema),
    defaultValues: initial,
  });
  const zones = useMemo(() => timeZones(initial.preferences.timezone), [initial.preferences.timezone]);

  // Theme and language are the live preferences (the navbar picker sets the same theme); saving stores them with the rest.
  const onSubmit = handleSubmit((values) => {
    const settings: Settings = {
      ...values,
      preferences: { ...values.preferences, theme: mode, language: language in LANGUAGE_NAMES ? language : 'en' },
    };
    save.mutate(settings, {
      onSuccess: () => toast.success(t('settings.saved')),
      onError: () => toast.error(msg(SETTINGS_SAVE_FAILED)),
    });
  });

  const error = (message: string | undefined) => msg(message);
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-2">
        <Group title={t('settings.email.title')} description={t('settings.email.description')}>
          <CheckboxField
            switch
            label={t('settings.email.quizResults')}
            {...register('emailNotifications.quizResults')}
          />
          <CheckboxField switch label={t('settings.email.newQuizzes')} {...register('emailNotifications.newQuizzes')} />
          <CheckboxField
            switch
            label={t('settings.email.systemUpdates')}
            {...register('emailNotifications.systemUpdates')}
          />
          <CheckboxField switch label={t('settings.email.marketing')} {...register('emailNotifications.marketing')} />
        </Group>
        <Group title={t('settings.privacy.title')} description={t('settings.privacy.description')}>
          <SelectField
            label={t('settings.privacy.visibility')}
            options={PROFILE_VISIBILITIES.map((value) => ({
              value,
              label: t(`settings.privacy.visibilities.${value}`),
            }))}
            error={error(formState.errors.privacy?.profileVisibility?.message)}
            {...register('privacy.profileVisibility')}
          />
          <CheckboxField switch label={t('settings.privacy.showEmail')} {...register('privacy.showEmail')} />
        </Group>
        <Group title={t('settings.preferences.title')} description={t('settings.preferences.description')}>
          <SelectField
            label={t('settings.preferences.theme')}
            hint={t('settings.preferences.liveHint')}
            value={mode}
            onChange={(event) => setMode(event.target.value as ThemeMode)}
            options={THEME_MODES.map((value) => ({ value, label: t(`themes.${value}`) }))}
          />
          <SelectField
            label={t('settings.preferences.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value as Language)}
            options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          />
          <SelectField
            label={t('settings.preferences.timezone')}
            options={zones.map((zone) => ({ value: zone, label: zone }))}
            error={error(formState.errors.preferences?.timezone?.message)}
            {...register('preferences.timezone')}
          />
          <SelectField
            label={t('settings.preferences.dateFormat')}
            options={DATE_FORMATS.map((value) => ({ value, label: value }))}
            {...register('preferences.dateFormat')}
          />
        </Group>
        <Group title={t('settings.security.title')} description={t('settings.security.description')}>
          <CheckboxField
            switch
            label={t('settings.security.twoFactor')}
            hint={t('settings.security.twoFactorHint')}
            {...register('security.twoFactorEnabled')}
          />
          <CheckboxField
            switch
            label={t('settings.security.loginNotifications')}
            {...register('security.loginNotifications')}
          />
          <Controller
            control={control}
            name="security.sessionTimeout"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('settings.security.sessionTimeout')}
                hint={t('settings.security.sessionTimeoutHint')}
                min={5}
                max={1440}
                step={5}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                error={error(fieldState.error?.message)}
              />
            )}
          />
        </Group>
      </div>
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={save.isPending}>
          {t('settings.save')}
        </Button>
      </div>
    </form>
  );
}

/** Account Settings: the four groups of spec 1 section 2, saved in the account on the server. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  const settings = useQuery(settingsQuery());
  usePageTitle(t('settings.title'));
  return (
    <>
      <PageHeader title={t('settings.title')} description={t('settings.subtitle')} />
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <Alert type="error">{msg(SETTINGS_LOAD_FAILED)}</Alert>
      ) : (
        <SettingsForm initial={settings.data} />
      )}
    </>
  );
}
