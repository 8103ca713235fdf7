import type { Catalogue } from '../../i18n/catalogue.ts';
import type { SettingsTexts } from './i18n.ts';

/** Spanish (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when Spanish is shown. */
export const settingsEs: Catalogue<SettingsTexts> = {
  settings: {
    title: 'Ajustes de la cuenta',
    subtitle: 'Notificaciones, privacidad, preferencias y seguridad de tu cuenta.',
    save: 'Guardar ajustes',
    saved: 'Ajustes guardados correctamente',
    email: {
      title: 'Notificaciones por correo',
      description: 'Elige qué correos quieres recibir.',
      quizResults: 'Resultados de cuestionarios',
      newQuizzes: 'Cuestionarios nuevos',
      systemUpdates: 'Novedades del sistema',
      marketing: 'Correos promocionales',
    },
    privacy: {
      title: 'Privacidad',
      description: 'Decide quién puede ver tu perfil.',
      visibility: 'Visibilidad del perfil',
      visibilities: { public: 'Público', private: 'Privado', friends: 'Solo amigos' },
      showEmail: 'Mostrar mi correo en mi perfil',
    },
    preferences: {
      title: 'Preferencias',
      description: 'Apariencia, idioma, zona horaria y formato de fecha.',
      theme: 'Tema',
      liveHint: 'El tema y el idioma cambian al momento; Guardar ajustes los conserva en tu cuenta.',
      language: 'Idioma',
      timezone: 'Zona horaria',
      dateFormat: 'Formato de fecha',
    },
    security: {
      title: 'Seguridad',
      description: 'Protección adicional para tu cuenta.',
      twoFactor: 'Autenticación en dos pasos',
      twoFactorHint: 'Pide un segundo paso al iniciar sesión desde un dispositivo nuevo.',
      loginNotifications: 'Avisos de inicio de sesión',
      sessionTimeout: 'Caducidad de la sesión (minutos)',
      sessionTimeoutHint: 'Entre 5 y 1440 minutos.',
    },
  },
};
