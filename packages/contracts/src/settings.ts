import { z } from 'zod';

export const THEMES = ['light', 'dark', 'auto'] as const;
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const PROFILE_VISIBILITIES = ['public', 'private', 'friends'] as const;
export const DATE_FORMATS = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'] as const;

const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Account settings of spec 1 section 3; every field defaults so a partial or empty object is valid. */
export const SettingsSchema = z
  .object({
    emailNotifications: z
      .object({
        quizResults: z.boolean().default(true),
        newQuizzes: z.boolean().default(true),
        systemUpdates: z.boolean().default(true),
        marketing: z.boolean().default(false),
      })
      .prefault({}),
    privacy: z
      .object({
        profileVisibility: z.enum(PROFILE_VISIBILITIES).default('public'),
        showEmail: z.boolean().default(false),
      })
      .prefault({}),
    preferences: z
      .object({
        theme: z.enum(THEMES).default('auto'),
        language: z.enum(LANGUAGES).default('en'),
        timezone: z.string().trim().max(64, { abort: true }).refine(isTimeZone, 'Unknown time zone').default('UTC'),
        dateFormat: z.enum(DATE_FORMATS).default('MM/DD/YYYY'),
      })
      .prefault({}),
    security: z
      .object({
        twoFactorEnabled: z.boolean().default(false),
        loginNotifications: z.boolean().default(true),
        sessionTimeout: z.number().int().min(5).max(1440).default(30),
      })
      .prefault({}),
  })
  .meta({ id: 'Settings' });
export type Settings = z.infer<typeof SettingsSchema>;

export const defaultSettings = (): Settings => SettingsSchema.parse({});
