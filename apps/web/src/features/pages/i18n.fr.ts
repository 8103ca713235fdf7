import type { Catalogue } from '../../i18n/catalogue.ts';
import type { PagesTexts } from './i18n.ts';

/** French (same keys as `./i18n.ts`; a missing one falls back to English), loaded only when French is shown. */
export const pagesFr: Catalogue<PagesTexts> = {
  help: {
    title: 'Aide',
    intro: 'Comment tirer le meilleur parti de Quizmaker.',
    stepsTitle: 'Premiers pas',
    steps: {
      account: 'Créez un compte sur la page d’inscription, puis connectez-vous.',
      browse: 'Ouvrez Tous les quiz pour trouver les quiz publiés par d’autres utilisateurs.',
      take: 'Commencez un quiz une question à la fois, toutes à la fois ou en temps limité. Vous pouvez mettre en pause et reprendre les tentatives sans limite de temps.',
      create: 'Créez vos propres quiz dans Mes quiz, ou générez-en un à partir d’un document dans Documents.',
      progress: 'Suivez votre progression sur la page Statistiques et dans les résultats de chaque quiz.',
    },
    faq: {
      student: {
        title: 'Pour les apprenants',
        retake: {
          q: 'Puis-je refaire un quiz ?',
          a: 'Oui, sauf si son auteur a désactivé cette possibilité. Votre meilleur score compte pour le classement.',
        },
        pause: {
          q: 'Que se passe-t-il si je ferme l’onglet pendant un quiz ?',
          a: 'Vos réponses sont enregistrées au fur et à mesure ; revenez au quiz pour reprendre. Les tentatives chronométrées continuent de s’écouler sur le serveur.',
        },
        results: {
          q: 'Quand puis-je voir les bonnes réponses ?',
          a: 'Une fois le quiz terminé, sauf si l’auteur a choisi d’afficher la correction après chaque réponse.',
        },
      },
      creator: {
        title: 'Pour les créateurs de quiz',
        generate: {
          q: 'Comment fonctionne la génération par IA ?',
          a: 'Importez un document PDF, Word ou texte (ou collez un texte), choisissez les types et le nombre de questions, puis relisez le brouillon avant de le publier.',
        },
        tokens: {
          q: 'À quoi servent les jetons ?',
          a: 'La génération coûte des jetons, estimés avant de commencer. Achetez-en via Recharger des jetons, dans votre profil.',
        },
        publish: {
          q: 'Qui peut voir mon quiz ?',
          a: 'Vous seul, jusqu’à ce que vous le publiiez avec une visibilité publique.',
        },
      },
      admin: {
        title: 'Pour les administrateurs',
        deactivate: {
          q: 'Comment suspendre un compte ?',
          a: 'Ouvrez Gestion des utilisateurs, trouvez l’utilisateur et choisissez Désactiver. Il est immédiatement déconnecté.',
        },
        diagnostics: {
          q: 'Comment vérifier la configuration de l’IA ?',
          a: 'Diagnostic de l’IA, dans Administration, indique le générateur, la file d’attente et le nombre de tâches.',
        },
      },
    },
    live: {
      title: 'Sessions en direct',
      join: 'Pour jouer, ouvrez Jouer en direct (/play) sur votre téléphone, ou le lien ou le QR code de l’écran de l’animateur, puis saisissez le code PIN à 6 chiffres et un pseudo. Les personnes connectées jouent sous leur nom d’utilisateur. Si la page se recharge ou si le réseau coupe un instant, vous revenez comme le même joueur avec votre score.',
      scoring:
        'Une bonne réponse rapporte jusqu’à 1 000 points : tous si vous répondez tout de suite, puis de moins en moins, jusqu’à la moitié à la fin du temps (points = round(1000 × note × (1 − temps mis / temps accordé / 2))). Une mauvaise réponse ou aucune ne rapporte rien.',
      partial:
        'Si le quiz accorde des points partiels, Choix multiple, Texte à trous et Remise en ordre rapportent une partie des points pour une réponse en partie juste.',
      oneAnswer: 'Vous répondez une seule fois à chaque question ; votre première réponse compte.',
      ranks: 'Les scores égaux partagent un rang (1, 1, 3).',
      types:
        'Se jouent en direct : Choix unique, Choix multiple, Vrai / Faux, Réponse libre, Texte à trous et Remise en ordre. Les questions de Conformité, Zone cliquable et Association sont écartées, et l’animateur sait pourquoi.',
    },
    moreQuestions: 'Toujours bloqué ?',
    contactLink: 'Écrivez-nous.',
  },
  about: {
    intro: 'Quizmaker est un espace pour créer, partager et passer des quiz.',
    what: {
      title: 'Ce que c’est',
      body: 'Une plateforme de quiz avec neuf types de questions, des tentatives chronométrées ou non, des résultats et des statistiques, et une IA qui prépare des quiz à partir de vos propres documents.',
    },
    who: {
      title: 'Pour qui',
      body: 'Les apprenants qui veulent se tester, les enseignants et formateurs qui rédigent des quiz pour les autres, et les équipes qui transforment leurs documents en supports d’entraînement.',
    },
    how: {
      title: 'Comment ça marche',
      body: 'Tout fonctionne comme une seule application web, avec sa propre base de données. La génération par IA se paie en jetons, pour que son coût reste visible et équitable.',
    },
    open: {
      title: 'Vos données',
      body: 'Vos quiz et vos résultats vous appartiennent. Consultez la Politique de confidentialité pour savoir ce que nous conservons et pourquoi.',
    },
  },
  terms: {
    intro:
      'Ces conditions s’appliquent à toute personne qui utilise Quizmaker. Prenez le temps de les lire : elles sont courtes.',
    service: {
      title: '1. Le service',
      body: 'Quizmaker vous permet de créer, partager et passer des quiz, et de générer des quiz à partir de documents grâce à l’IA. Nous pouvons modifier ou améliorer les fonctionnalités au fil du temps.',
    },
    accounts: {
      title: '2. Votre compte',
      body: 'Vous êtes responsable de votre compte et de la confidentialité de votre mot de passe. Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre l’a utilisé. Nous pouvons suspendre les comptes qui enfreignent ces conditions.',
    },
    content: {
      title: '3. Votre contenu',
      body: 'Vous conservez les droits sur les quiz et les documents que vous importez, et vous nous autorisez à les stocker et à les afficher dans la mesure nécessaire au service. N’importez que des contenus que vous avez le droit d’utiliser.',
    },
    tokens: {
      title: '4. Jetons et paiements',
      body: 'Les jetons servent à payer la génération par IA. Les achats sont traités par notre prestataire de paiement. Les jetons n’ont aucune valeur monétaire et ne sont pas remboursables, sauf lorsque la loi l’exige.',
    },
    conduct: {
      title: '5. Utilisation acceptable',
      body: 'N’importez pas de contenus illicites, haineux ou contrefaisants, n’essayez pas de perturber ou de surcharger le service, et n’accédez pas aux données d’autres personnes.',
    },
    liability: {
      title: '6. Responsabilité',
      body: 'Le service est fourni en l’état. Les questions générées par IA peuvent être erronées : vérifiez-les avant de vous y fier. Notre responsabilité est limitée au montant que vous nous avez payé au cours des douze derniers mois.',
    },
    changes: {
      title: '7. Modifications',
      body: 'Nous pouvons mettre à jour ces conditions. Nous annoncerons les changements importants dans l’application ; continuer à utiliser Quizmaker après un changement vaut acceptation des nouvelles conditions.',
    },
  },
};
