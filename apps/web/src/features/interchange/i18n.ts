import type { InterchangeFormat } from '@quizmaker/contracts';

/** Strings of the question import and export dialogs (issue 20). Loaded with their routes under `interchange`. */
const en = {
  /** Every format of INTERCHANGE_FORMATS has a name here (a format without one does not compile). */
  formats: {
    json: 'Quizmaker JSON (lossless)',
    gift: 'GIFT (Moodle text)',
    aiken: 'Aiken (text)',
    'moodle-xml': 'Moodle XML',
    qti: 'QTI package (.zip)',
    csv: 'Spreadsheet (CSV)',
    xlsx: 'Spreadsheet (Excel)',
  } satisfies Record<InterchangeFormat, string>,
  import: {
    open: 'Import questions',
    titleNew: 'Import questions into a new quiz',
    titleInto: 'Import questions into this quiz',
    intro: 'Choose a file of questions. You see what it holds before anything is saved.',
    format: 'Format',
    detect: 'Detect from the file',
    file: 'File with questions',
    fileHint: 'Accepted: {{extensions}}. At most {{size}}.',
    tooLarge: 'The file must be no more than {{size}}.',
    reading: 'Reading {{file}}...',
    failed: 'The file could not be read. Please try again.',
    previewHeading: 'Preview of {{file}}',
    readAs: 'Read as {{format}}.',
    totals_one: '{{count}} question in the file: {{ready}} as written, {{converted}} converted, {{skipped}} skipped.',
    totals_other:
      '{{count}} questions in the file: {{ready}} as written, {{converted}} converted, {{skipped}} skipped.',
    fileNotes: 'Notes on the whole file',
    list: 'Questions in the file',
    number: 'Question {{index}}',
    unknownType: 'No matching type',
    status: { READY: 'Will import', CONVERTED: 'Converted', SKIPPED: 'Skipped' },
    reason: 'Reason: {{reason}}',
    notes: 'What changed',
    nothingToImport: 'No question of this file can be imported.',
    submit_one: 'Import {{count}} question',
    submit_other: 'Import {{count}} questions',
    importing: 'Importing...',
    done_one: '{{count}} question imported.',
    done_other: '{{count}} questions imported.',
  },
  export: {
    open: 'Export questions',
    title: 'Export questions',
    intro: 'Download the questions of this quiz, with their answers, in a format other tools read.',
    format: 'Format',
    submit: 'Download',
    downloading: 'Downloading...',
    done: 'Downloaded {{file}}.',
    failed: 'The export failed. Please try again.',
    skipped_one: '{{count}} question was not written: {{format}} cannot hold it.',
    skipped_other: '{{count}} questions were not written: {{format}} cannot hold them.',
    skippedItem: 'Question {{index}}: {{reason}}',
    skippedMore_one: 'And {{count}} more.',
    skippedMore_other: 'And {{count}} more.',
    changed_one: '{{count}} note on what {{format}} could not keep:',
    changed_other: '{{count}} notes on what {{format}} could not keep:',
    changedItem: 'Question {{index}}: {{message}}',
    finish: 'Done',
  },
};

/** The English texts of this feature; the translations (`./i18n.{es,fr,de}.ts`) load only when their language is shown. */
export type InterchangeTexts = typeof en;

/** The interchange feature's English catalogue, under the one top-level key `interchange`. */
export const interchangeEn = { interchange: en };
