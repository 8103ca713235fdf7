import type { InterchangeTexts } from './i18n.ts';

/** The French texts of the import and export dialogs (same keys as `./i18n.ts`), loaded only when French is shown. */
const fr: InterchangeTexts = {
  formats: {
    json: 'JSON Quizmaker (sans perte)',
    gift: 'GIFT (texte Moodle)',
    aiken: 'Aiken (texte)',
    'moodle-xml': 'Moodle XML',
    qti: 'Paquet QTI (.zip)',
    csv: 'Tableur (CSV)',
    xlsx: 'Tableur (Excel)',
  },
  import: {
    open: 'Importer des questions',
    titleNew: 'Importer des questions dans un nouveau quiz',
    titleInto: 'Importer des questions dans ce quiz',
    intro: 'Choisissez un fichier de questions. Vous voyez ce qu’il contient avant tout enregistrement.',
    format: 'Format',
    detect: 'Détecter d’après le fichier',
    file: 'Fichier de questions',
    fileHint: 'Acceptés : {{extensions}}. {{size}} au maximum.',
    tooLarge: 'Le fichier ne doit pas dépasser {{size}}.',
    reading: 'Lecture de {{file}}...',
    failed: 'Le fichier n’a pas pu être lu. Veuillez réessayer.',
    previewHeading: 'Aperçu de {{file}}',
    readAs: 'Lu comme {{format}}.',
    totals_one:
      '{{count}} question dans le fichier : {{ready}} telles quelles, {{converted}} converties, {{skipped}} ignorées.',
    totals_other:
      '{{count}} questions dans le fichier : {{ready}} telles quelles, {{converted}} converties, {{skipped}} ignorées.',
    fileNotes: 'Remarques sur l’ensemble du fichier',
    list: 'Questions du fichier',
    number: 'Question {{index}}',
    unknownType: 'Aucun type équivalent',
    status: { READY: 'Sera importée', CONVERTED: 'Convertie', SKIPPED: 'Ignorée' },
    reason: 'Motif : {{reason}}',
    notes: 'Ce qui a changé',
    nothingToImport: 'Aucune question de ce fichier ne peut être importée.',
    submit_one: 'Importer {{count}} question',
    submit_other: 'Importer {{count}} questions',
    importing: 'Importation...',
    done_one: '{{count}} question importée.',
    done_other: '{{count}} questions importées.',
  },
  export: {
    open: 'Exporter les questions',
    title: 'Exporter les questions',
    intro: 'Téléchargez les questions de ce quiz, avec leurs réponses, dans un format que d’autres outils lisent.',
    format: 'Format',
    submit: 'Télécharger',
    downloading: 'Téléchargement...',
    done: '{{file}} téléchargé.',
    failed: 'L’export a échoué. Veuillez réessayer.',
    skipped_one: '{{count}} question n’a pas été écrite : {{format}} ne peut pas la contenir.',
    skipped_other: '{{count}} questions n’ont pas été écrites : {{format}} ne peut pas les contenir.',
    skippedItem: 'Question {{index}} : {{reason}}',
    skippedMore_one: 'Et {{count}} de plus.',
    skippedMore_other: 'Et {{count}} de plus.',
    changed_one: '{{count}} remarque sur ce que {{format}} n’a pas pu garder :',
    changed_other: '{{count}} remarques sur ce que {{format}} n’a pas pu garder :',
    changedItem: 'Question {{index}} : {{message}}',
    finish: 'Terminé',
  },
};

/** The interchange feature's French catalogue, under the one top-level key `interchange`. */
export const interchangeFr = { interchange: fr };
