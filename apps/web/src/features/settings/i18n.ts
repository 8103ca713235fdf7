/** Texts of the account settings screen. Loaded with its routes under `settings`. */
const en = {
  settings: {
    title: 'Account Settings',
    subtitle: 'Notifications, privacy, preferences and security for your account.',
    save: 'Save Settings',
    saved: 'Settings saved successfully',
    email: {
      title: 'Email Notifications',
      description: 'Choose which emails you receive.',
      quizResults: 'Quiz results',
      newQuizzes: 'New quizzes',
      systemUpdates: 'System updates',
      marketing: 'Marketing emails',
    },
    privacy: {
      title: 'Privacy',
      description: 'Decide who can see your profile.',
      visibility: 'Profile visibility',
      visibilities: { public: 'Public', private: 'Private', friends: 'Friends Only' },
      showEmail: 'Show my email on my profile',
    },
    preferences: {
      title: 'Preferences',
      description: 'Appearance, language, time zone and date format.',
      theme: 'Theme',
      liveHint: 'Theme and language change at once; Save Settings keeps them in your account.',
      language: 'Language',
      timezone: 'Time zone',
      dateFormat: 'Date format',
    },
    security: {
      title: 'Security',
      description: 'Extra protection for your account.',
      twoFactor: 'Two-factor authentication',
      twoFactorHint: 'Ask for a second step when signing in from a new device.',
      loginNotifications: 'Login notifications',
      sessionTimeout: 'Session timeout (minutes)',
      sessionTimeoutHint: 'Between 5 and 1440 minutes.',
    },
  },
} as const;

/** The English texts of this part; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type SettingsTexts = typeof en;

/** English, under the top-level key `settings` (loaded with the routes that show it). */
export const settingsEn = en;
