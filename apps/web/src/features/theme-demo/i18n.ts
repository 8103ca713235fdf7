/** Texts of the theme demo screen and its demo quiz form. Loaded with its route under `themeDemo`, `demoQuiz`. */
const en = {
  themeDemo: {
    title: 'Theme Demo',
    subtitle: 'The colour palettes and every component of the design system.',
    appearance: 'Appearance',
    palette: 'Colour palette',
    buttons: 'Buttons, badges and spinners',
    primary: 'Primary',
    secondary: 'Secondary',
    success: 'Success',
    danger: 'Danger',
    ghost: 'Ghost',
    tones: { neutral: 'Neutral', primary: 'Primary', success: 'Success', warning: 'Warning', danger: 'Danger', info: 'Info' },
    feedback: 'Alerts, toasts, modals and inputs',
    alerts: { success: 'Success', error: 'Error', warning: 'Warning', info: 'Info' },
    alertBody: 'Alerts can be dismissed.',
    showToast: 'Show a toast',
    showStickyToast: 'Show a toast that stays',
    toastSaved: 'Saved. This toast closes after 3 seconds.',
    toastSticky: 'This toast stays until you dismiss it.',
    openModal: 'Open {{size}} modal',
    modalTitle: 'A modal dialog',
    modalBody: 'Focus stays inside until you close it with Escape, the close button or a click on the backdrop.',
    numberInput: 'Number input',
    numberHint: 'From 0 to 10.',
    data: 'Data display',
    tableTab: 'Data table',
    paginationTab: 'Pagination',
    emptyTab: 'Empty table',
    tableCaption: 'Sample quiz scores',
    quiz: 'Quiz',
    score: 'Score',
    selectRow: 'Select {{name}}',
    formTitle: 'Demo quiz form',
    formIntro: 'An example of the form components. Submitting only simulates saving.',
  },
  demoQuiz: {
    title: 'Title',
    description: 'Description',
    descriptionHint: 'Up to 500 characters.',
    difficulty: 'Difficulty',
    difficulties: { EASY: 'Easy', MEDIUM: 'Medium', HARD: 'Hard' },
    estimatedTime: 'Estimated time (minutes)',
    estimatedTimeHint: 'From 1 to 300 minutes.',
    visibility: 'Visibility',
    visibilities: { PUBLIC: 'Public', PRIVATE: 'Private' },
    submit: 'Create quiz',
    submitting: 'Creating...',
    created: 'Quiz "{{title}}" created (demo only: nothing was saved).',
  },
} as const;

/** The English texts of this part; the Spanish ones (`./i18n.es.ts`) load only when Spanish is shown. */
export type ThemeDemoTexts = typeof en;

/** English, under the top-level keys `themeDemo`, `demoQuiz` (loaded with the routes that show them). */
export const themeDemoEn = en;
