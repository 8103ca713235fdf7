import type { QuestionAbilities } from '@quizmaker/contracts';
import { can, type Principal } from '../../access/principal.ts';

export interface QuestionFacts {
  creatorId: string;
}

/**
 * Who may see the answers of a question (its authored content and explanation): its author and
 * whoever may manage every question (moderators, admins). Everyone else sees the safe view only.
 */
export function mayEditQuestion(principal: Principal, question: QuestionFacts): boolean {
  return principal.id === question.creatorId || can(principal, 'QUESTION_MANAGE_ANY');
}

/** Changing needs the permission of the verb as well as being the author or a question manager. */
export function questionAbilities(principal: Principal, question: QuestionFacts): QuestionAbilities {
  const editor = mayEditQuestion(principal, question);
  return { update: editor && can(principal, 'QUESTION_UPDATE'), delete: editor && can(principal, 'QUESTION_DELETE') };
}
