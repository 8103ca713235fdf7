import type { InterchangeTexts } from './i18n.ts';

/** The Spanish texts of the import and export dialogs (same keys as `./i18n.ts`), loaded only when Spanish is shown. */
const es: InterchangeTexts = {
  formats: {
    json: 'JSON de Quizmaker (sin pérdidas)',
    gift: 'GIFT (texto de Moodle)',
    aiken: 'Aiken (texto)',
    'moodle-xml': 'Moodle XML',
    qti: 'Paquete QTI (.zip)',
    csv: 'Hoja de cálculo (CSV)',
    xlsx: 'Hoja de cálculo (Excel)',
  },
  import: {
    open: 'Importar preguntas',
    titleNew: 'Importar preguntas en un cuestionario nuevo',
    titleInto: 'Importar preguntas en este cuestionario',
    intro: 'Elige un archivo de preguntas. Verás lo que contiene antes de guardar nada.',
    format: 'Formato',
    detect: 'Detectar a partir del archivo',
    file: 'Archivo con preguntas',
    fileHint: 'Se aceptan: {{extensions}}. Como máximo {{size}}.',
    tooLarge: 'El archivo no puede superar {{size}}.',
    reading: 'Leyendo {{file}}...',
    failed: 'No se pudo leer el archivo. Inténtalo de nuevo.',
    previewHeading: 'Vista previa de {{file}}',
    readAs: 'Leído como {{format}}.',
    totals_one:
      '{{count}} pregunta en el archivo: {{ready}} tal cual, {{converted}} convertidas, {{skipped}} omitidas.',
    totals_other:
      '{{count}} preguntas en el archivo: {{ready}} tal cual, {{converted}} convertidas, {{skipped}} omitidas.',
    fileNotes: 'Notas sobre todo el archivo',
    list: 'Preguntas del archivo',
    number: 'Pregunta {{index}}',
    unknownType: 'Sin tipo equivalente',
    status: { READY: 'Se importará', CONVERTED: 'Convertida', SKIPPED: 'Omitida' },
    reason: 'Motivo: {{reason}}',
    notes: 'Qué ha cambiado',
    nothingToImport: 'Ninguna pregunta de este archivo se puede importar.',
    submit_one: 'Importar {{count}} pregunta',
    submit_other: 'Importar {{count}} preguntas',
    importing: 'Importando...',
    done_one: '{{count}} pregunta importada.',
    done_other: '{{count}} preguntas importadas.',
  },
  export: {
    open: 'Exportar preguntas',
    title: 'Exportar preguntas',
    intro:
      'Descarga las preguntas de este cuestionario, con sus respuestas, en un formato que leen otras herramientas.',
    format: 'Formato',
    submit: 'Descargar',
    downloading: 'Descargando...',
    done: 'Descargado {{file}}.',
    failed: 'La exportación ha fallado. Inténtalo de nuevo.',
    skipped_one: '{{count}} pregunta no se ha escrito: {{format}} no puede contenerla.',
    skipped_other: '{{count}} preguntas no se han escrito: {{format}} no puede contenerlas.',
    skippedItem: 'Pregunta {{index}}: {{reason}}',
    skippedMore_one: 'Y {{count}} más.',
    skippedMore_other: 'Y {{count}} más.',
    changed_one: '{{count}} nota sobre lo que {{format}} no pudo conservar:',
    changed_other: '{{count}} notas sobre lo que {{format}} no pudo conservar:',
    changedItem: 'Pregunta {{index}}: {{message}}',
    finish: 'Listo',
  },
};

/** The interchange feature's Spanish catalogue, under the one top-level key `interchange`. */
export const interchangeEs = { interchange: es };
