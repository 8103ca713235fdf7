import { LiveSkippedQuestionSchema, type LiveSessionCreated } from '@quizmaker/contracts';
import { z } from 'zod';

/** What the settings dialog hands the host's page through the navigation: the questions the session leaves out. */
export interface HostPageState {
  skippedQuestions: LiveSessionCreated['skippedQuestions'];
}

const HostPageStateSchema = z.object({ skippedQuestions: z.array(LiveSkippedQuestionSchema) });

/** The skipped questions of the navigation's state; none after a reload (the state is gone) or from elsewhere. */
export function skippedQuestionsOf(state: unknown): HostPageState['skippedQuestions'] {
  const parsed = HostPageStateSchema.safeParse(state);
  return parsed.success ? parsed.data.skippedQuestions : [];
}
