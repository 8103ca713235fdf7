import type { Catalogue } from '../../i18n/catalogue.ts';
import type { SettingsTexts } from './i18n.ts';

/** German (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when German is shown. */
export const settingsDe: Catalogue<SettingsTexts> = {
  settings: {
    title: 'Kontoeinstellungen',
    subtitle: 'Benachrichtigungen, Datenschutz, Präferenzen und Sicherheit Ihres Kontos.',
    save: 'Einstellungen speichern',
    saved: 'Einstellungen erfolgreich gespeichert',
    email: {
      title: 'E-Mail-Benachrichtigungen',
      description: 'Wählen Sie, welche E-Mails Sie erhalten.',
      quizResults: 'Quiz-Ergebnisse',
      newQuizzes: 'Neue Quizze',
      systemUpdates: 'Systemneuigkeiten',
      marketing: 'Werbe-E-Mails',
    },
    privacy: {
      title: 'Datenschutz',
      description: 'Legen Sie fest, wer Ihr Profil sehen kann.',
      visibility: 'Sichtbarkeit des Profils',
      visibilities: { public: 'Öffentlich', private: 'Privat', friends: 'Nur Freunde' },
      showEmail: 'Meine E-Mail-Adresse im Profil anzeigen',
    },
    preferences: {
      title: 'Präferenzen',
      description: 'Darstellung, Sprache, Zeitzone und Datumsformat.',
      theme: 'Design',
      liveHint: 'Design und Sprache ändern sich sofort; „Einstellungen speichern“ übernimmt sie in Ihr Konto.',
      language: 'Sprache',
      timezone: 'Zeitzone',
      dateFormat: 'Datumsformat',
    },
    security: {
      title: 'Sicherheit',
      description: 'Zusätzlicher Schutz für Ihr Konto.',
      twoFactor: 'Zwei-Faktor-Authentifizierung',
      twoFactorHint: 'Bei der Anmeldung von einem neuen Gerät einen zweiten Schritt verlangen.',
      loginNotifications: 'Benachrichtigungen bei Anmeldung',
      sessionTimeout: 'Sitzungs-Timeout (Minuten)',
      sessionTimeoutHint: 'Zwischen 5 und 1440 Minuten.',
    },
  },
};
