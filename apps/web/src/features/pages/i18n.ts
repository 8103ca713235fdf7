/** Texts of the help, about and terms pages. Loaded with their routes under `help`, `about`, `terms`. */
const en = {
  help: {
    title: 'Help',
    intro: 'How to get the most out of Quizmaker.',
    stepsTitle: 'Getting started',
    steps: {
      account: 'Create an account on the Register page, then sign in.',
      browse: 'Open All Quizzes to find quizzes that others have published.',
      take: 'Start a quiz one question at a time, all at once, or timed. You can pause and resume untimed attempts.',
      create: 'Build your own quizzes under My Quizzes, or generate one from a document under Documents.',
      progress: 'Follow your progress on the Analytics page and in each quiz’s results.',
    },
    faq: {
      student: {
        title: 'For students',
        retake: {
          q: 'Can I take a quiz again?',
          a: 'Yes, unless its author turned repetition off. Your best score counts on the leaderboard.',
        },
        pause: {
          q: 'What happens if I close the tab during a quiz?',
          a: 'Your answers are saved as you go; come back to the quiz to resume. Timed attempts keep running on the server.',
        },
        results: {
          q: 'When do I see the correct answers?',
          a: 'After you finish, unless the author chose to show feedback after each answer.',
        },
      },
      creator: {
        title: 'For quiz creators',
        generate: {
          q: 'How does AI generation work?',
          a: 'Upload a PDF, Word or text document (or paste text), choose question types and counts, and review the draft before publishing.',
        },
        tokens: {
          q: 'What are tokens?',
          a: 'Generation costs tokens, estimated before you start. Buy them under Top up tokens on your profile.',
        },
        publish: { q: 'Who can see my quiz?', a: 'Only you, until you publish it with public visibility.' },
      },
      admin: {
        title: 'For administrators',
        deactivate: {
          q: 'How do I suspend an account?',
          a: 'Open User Management, find the user and choose Deactivate. They are signed out at once.',
        },
        diagnostics: {
          q: 'How do I check the AI setup?',
          a: 'AI Diagnostics under Administration reports the generator, the queue and job counts.',
        },
      },
    },
    live: {
      title: 'Live sessions',
      join: 'To play, open Play live (/play) on your phone, or the link or QR code on the host’s screen, enter the 6-digit game PIN and a nickname. Signed-in players join under their username. If the page reloads or the network drops for a moment, you come back as the same player with your score.',
      scoring:
        'A correct answer earns up to 1,000 points: all of them if you answer at once, falling evenly to half at the deadline (points = round(1000 × score × (1 − time taken / time allowed / 2))). A wrong answer or none earns nothing.',
      partial:
        'When the quiz gives partial credit, Multiple Choice (multiple), Fill in the gaps and Ordering earn part of the points for a partly right answer.',
      oneAnswer: 'You answer each question once; your first answer counts.',
      ranks: 'Equal scores share a rank (1, 1, 3).',
      types:
        'Played live: Multiple Choice (single and multiple), True / False, Open answer, Fill in the gaps and Ordering. Compliance, Hotspot and Matching questions are left out, and the host is told why.',
    },
    moreQuestions: 'Still stuck?',
    contactLink: 'Send us a message.',
  },
  about: {
    intro: 'Quizmaker is a place to build, share and take quizzes.',
    what: {
      title: 'What it is',
      body: 'A quiz platform with nine question types, timed and untimed attempts, results and analytics, and AI that drafts quizzes from your own documents.',
    },
    who: {
      title: 'Who it is for',
      body: 'Students who want to test themselves, teachers and trainers who write quizzes for others, and teams that turn their documents into practice material.',
    },
    how: {
      title: 'How it works',
      body: 'Everything runs as one web application with its own database. AI generation is paid with tokens so its cost stays visible and fair.',
    },
    open: {
      title: 'Your data',
      body: 'Your quizzes and results belong to you. See the Privacy Policy for what we keep and why.',
    },
  },
  terms: {
    intro: 'These terms apply to everyone who uses Quizmaker. Please read them; they are short.',
    service: {
      title: '1. The service',
      body: 'Quizmaker lets you create, share and take quizzes, and generate quizzes from documents with AI. We may change or improve features over time.',
    },
    accounts: {
      title: '2. Your account',
      body: 'You are responsible for your account and for keeping your password secret. Tell us at once if you think someone else has used it. We may suspend accounts that break these terms.',
    },
    content: {
      title: '3. Your content',
      body: 'You keep the rights to the quizzes and documents you upload, and you give us permission to store and show them as the service needs. Only upload material you have the right to use.',
    },
    tokens: {
      title: '4. Tokens and payments',
      body: 'Tokens pay for AI generation. Purchases are processed by our payment provider. Tokens have no cash value and are not refundable except where the law requires it.',
    },
    conduct: {
      title: '5. Acceptable use',
      body: 'Do not upload unlawful, hateful or infringing material, try to break or overload the service, or access other people’s data.',
    },
    liability: {
      title: '6. Liability',
      body: 'The service is provided as is. AI-generated questions can be wrong: check them before relying on them. Our liability is limited to the amount you paid us in the last twelve months.',
    },
    changes: {
      title: '7. Changes',
      body: 'We may update these terms. We will announce important changes in the app; using Quizmaker after a change means you accept the new terms.',
    },
  },
} as const;

/** The English texts of this part; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type PagesTexts = typeof en;

/** English, under the top-level keys `help`, `about`, `terms` (loaded with the routes that show them). */
export const pagesEn = en;
