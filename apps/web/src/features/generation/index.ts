// The generation feature's public entry: the forms, estimate and progress panels that the quiz wizard and the
// documents screens embed (dependency rule no-feature-internals).
export { EstimatePanel, StartError } from './EstimatePanel.tsx';
export { DocumentGenerationFields, FileDropZone, TextGenerationFields } from './GenerationFields.tsx';
export { useGenerationForm } from './generation-form.ts';
export { GenerationProgressPanel } from './GenerationProgressPanel.tsx';
export { DOCUMENT_DEFAULT_COUNTS, positiveCounts, QuestionsPerTypeFields } from './QuestionsPerTypeFields.tsx';
export {
  checkDocumentForm,
  checkTextForm,
  defaultDocumentForm,
  defaultTextForm,
  textEstimateOf,
  textRequestOf,
  uploadFieldsOf,
  type DocumentGenerationForm,
  type TextGenerationForm,
} from './generation-requests.ts';
