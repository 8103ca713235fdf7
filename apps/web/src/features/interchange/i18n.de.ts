import type { InterchangeTexts } from './i18n.ts';

/** The German texts of the import and export dialogs (same keys as `./i18n.ts`), loaded only when German is shown. */
const de: InterchangeTexts = {
  formats: {
    json: 'Quizmaker-JSON (verlustfrei)',
    gift: 'GIFT (Moodle-Text)',
    aiken: 'Aiken (Text)',
    'moodle-xml': 'Moodle-XML',
    qti: 'QTI-Paket (.zip)',
    csv: 'Tabelle (CSV)',
    xlsx: 'Tabelle (Excel)',
  },
  import: {
    open: 'Fragen importieren',
    titleNew: 'Fragen in ein neues Quiz importieren',
    titleInto: 'Fragen in dieses Quiz importieren',
    intro: 'Wählen Sie eine Datei mit Fragen. Sie sehen ihren Inhalt, bevor etwas gespeichert wird.',
    format: 'Format',
    detect: 'Aus der Datei erkennen',
    file: 'Datei mit Fragen',
    fileHint: 'Erlaubt: {{extensions}}. Höchstens {{size}}.',
    tooLarge: 'Die Datei darf höchstens {{size}} groß sein.',
    reading: '{{file}} wird gelesen...',
    failed: 'Die Datei konnte nicht gelesen werden. Bitte versuchen Sie es erneut.',
    previewHeading: 'Vorschau von {{file}}',
    readAs: 'Gelesen als {{format}}.',
    totals_one:
      '{{count}} Frage in der Datei: {{ready}} unverändert, {{converted}} umgewandelt, {{skipped}} übersprungen.',
    totals_other:
      '{{count}} Fragen in der Datei: {{ready}} unverändert, {{converted}} umgewandelt, {{skipped}} übersprungen.',
    fileNotes: 'Hinweise zur ganzen Datei',
    list: 'Fragen der Datei',
    number: 'Frage {{index}}',
    unknownType: 'Kein passender Typ',
    status: { READY: 'Wird importiert', CONVERTED: 'Umgewandelt', SKIPPED: 'Übersprungen' },
    reason: 'Grund: {{reason}}',
    notes: 'Was sich ändert',
    nothingToImport: 'Keine Frage dieser Datei kann importiert werden.',
    submit_one: '{{count}} Frage importieren',
    submit_other: '{{count}} Fragen importieren',
    importing: 'Wird importiert...',
    done_one: '{{count}} Frage importiert.',
    done_other: '{{count}} Fragen importiert.',
  },
  export: {
    open: 'Fragen exportieren',
    title: 'Fragen exportieren',
    intro: 'Laden Sie die Fragen dieses Quiz mit ihren Antworten in einem Format herunter, das andere Werkzeuge lesen.',
    format: 'Format',
    submit: 'Herunterladen',
    downloading: 'Wird heruntergeladen...',
    done: '{{file}} heruntergeladen.',
    failed: 'Der Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    skipped_one: '{{count}} Frage wurde nicht geschrieben: {{format}} kann sie nicht abbilden.',
    skipped_other: '{{count}} Fragen wurden nicht geschrieben: {{format}} kann sie nicht abbilden.',
    skippedItem: 'Frage {{index}}: {{reason}}',
    skippedMore_one: 'Und {{count}} weitere.',
    skippedMore_other: 'Und {{count}} weitere.',
    changed_one: '{{count}} Hinweis darauf, was {{format}} nicht übernehmen konnte:',
    changed_other: '{{count}} Hinweise darauf, was {{format}} nicht übernehmen konnte:',
    changedItem: 'Frage {{index}}: {{message}}',
    finish: 'Fertig',
  },
};

/** The interchange feature's German catalogue, under the one top-level key `interchange`. */
export const interchangeDe = { interchange: de };
