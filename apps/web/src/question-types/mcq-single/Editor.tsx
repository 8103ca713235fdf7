import { selectCorrectOption, type McqSingleContent } from '@quizmaker/question-types';
import { ChoiceEditor } from '../choices/ChoiceEditor.tsx';
import type { EditorProps } from '../types.ts';

/** MCQ_SINGLE authoring: options with one correct answer chosen by radio (choosing one clears the others). */
export function McqSingleEditor(props: EditorProps<McqSingleContent>) {
  return <ChoiceEditor {...props} mode="single" selectCorrect={selectCorrectOption} />;
}
