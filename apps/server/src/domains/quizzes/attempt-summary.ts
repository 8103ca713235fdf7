import type { QuizAudience } from '../../db/quiz-audience.ts';

/** The quizzes an aggregate covers: those of one category or those with one tag that the audience may see. */
export type QuizSelection = ({ categoryId: string } | { tagId: string }) & { audience: QuizAudience };

export interface AttemptSummary {
  attemptCount: number;
  /** Mean score percentage (0-100, one decimal) of completed attempts, null without any. */
  averageScore: number | null;
}

/**
 * How tag and category analytics read attempt figures without authoring depending on the results
 * domain (a port: app.ts passes the results domain's reader).
 */
export interface AttemptSummaryReader {
  summarise(selection: QuizSelection): Promise<AttemptSummary>;
}
