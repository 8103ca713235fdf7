import type { McqMultiContent } from '@quizmaker/question-types';
import { ChoiceEditor } from '../choices/ChoiceEditor.tsx';
import type { EditorProps } from '../types.ts';

const selectCorrect = (content: McqMultiContent, optionId: string): McqMultiContent => ({
  ...content,
  options: content.options.map((option) => (option.id === optionId ? { ...option, correct: !option.correct } : option)),
});

/** MCQ_MULTI authoring: options with any number of correct answers, ticked by checkbox. */
export function McqMultiEditor(props: EditorProps<McqMultiContent>) {
  return <ChoiceEditor {...props} mode="multi" selectCorrect={selectCorrect} />;
}
