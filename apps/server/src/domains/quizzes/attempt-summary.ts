import type { QuizAudience } from './audience.ts';

/** The quizzes an aggregate covers: those of one category or those with one tag that the audience may see. */
export type QuizSelection = ({ categoryId: string } | { tagId: string }) & { audience: QuizAudience };

export interface AttemptSummary {
  attemptCount: number;
  /** Mean score percentage (0-100, one decimal) of completed attempts, null without any. */
  averageScore: number | null;
}

/**
 * How tag and category analytics read attempt figures without authoring depending on the attempts
 * domain: app.ts passes the attempts domain's reader once it exists; until then nothing is counted.
 */
export interface AttemptSummaryReader {
  summarise(selection: QuizSelection): Promise<AttemptSummary>;
}

export const noAttemptsYet: AttemptSummaryReader = {
  summarise: async () => ({ attemptCount: 0, averageScore: null }),
};
