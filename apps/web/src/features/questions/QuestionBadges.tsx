import type { Question } from '@quizmaker/contracts';
import { Badge, DIFFICULTY_TONES } from '../../ui/index.ts';
import { typeBadgeText } from './question-display.ts';

/** A question's type and difficulty badges (spec 2 section 9), for a row that lays them out. */
export function QuestionBadges({ question }: { question: Pick<Question, 'type' | 'difficulty'> }) {
  return (
    <>
      <Badge size="sm" tone="primary">
        {typeBadgeText(question.type)}
      </Badge>
      <Badge size="sm" tone={DIFFICULTY_TONES[question.difficulty]}>
        {question.difficulty}
      </Badge>
    </>
  );
}
