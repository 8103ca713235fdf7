import type { Catalogue } from '../../i18n/catalogue.ts';
import type { SettingsTexts } from './i18n.ts';

/** French (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when French is shown. */
export const settingsFr: Catalogue<SettingsTexts> = {
  settings: {
    title: 'Paramètres du compte',
    subtitle: 'Notifications, confidentialité, préférences et sécurité de votre compte.',
    save: 'Enregistrer les paramètres',
    saved: 'Paramètres enregistrés',
    email: {
      title: 'Notifications par e-mail',
      description: 'Choisissez les e-mails que vous recevez.',
      quizResults: 'Résultats des quiz',
      newQuizzes: 'Nouveaux quiz',
      systemUpdates: 'Mises à jour du système',
      marketing: 'E-mails promotionnels',
    },
    privacy: {
      title: 'Confidentialité',
      description: 'Choisissez qui peut voir votre profil.',
      visibility: 'Visibilité du profil',
      visibilities: { public: 'Public', private: 'Privé', friends: 'Amis uniquement' },
      showEmail: 'Afficher mon adresse e-mail sur mon profil',
    },
    preferences: {
      title: 'Préférences',
      description: 'Apparence, langue, fuseau horaire et format de date.',
      theme: 'Thème',
      liveHint:
        'Le thème et la langue changent immédiatement ; Enregistrer les paramètres les conserve dans votre compte.',
      language: 'Langue',
      timezone: 'Fuseau horaire',
      dateFormat: 'Format de date',
    },
    security: {
      title: 'Sécurité',
      description: 'Une protection supplémentaire pour votre compte.',
      twoFactor: 'Authentification à deux facteurs',
      twoFactorHint: 'Demander une étape supplémentaire lors d’une connexion depuis un nouvel appareil.',
      loginNotifications: 'Notifications de connexion',
      sessionTimeout: 'Expiration de la session (minutes)',
      sessionTimeoutHint: 'Entre 5 et 1440 minutes.',
    },
  },
};
