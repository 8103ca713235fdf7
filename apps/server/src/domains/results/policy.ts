import { can, type Principal } from '../../access/principal.ts';
import { isQuizOwner, type QuizFacts } from '../quizzes/policy.ts';

/** Statistics, analytics and exports of a quiz: its owner and whoever may read all results (moderators, admins). */
export const mayViewQuizResults = (principal: Principal, quiz: QuizFacts): boolean =>
  isQuizOwner(principal, quiz) || can(principal, 'RESULTS_READ_ANY');

/** Usernames of takers in an export: the quiz owner and administrators only. */
export const mayExportUserDetails = (principal: Principal, quiz: QuizFacts): boolean =>
  isQuizOwner(principal, quiz) || can(principal, 'RESULTS_USER_DETAILS');

/** Takers' e-mail addresses: administrators only, never a quiz owner as such (an address is not theirs to collect). */
export const maySeeTakerEmails = (principal: Principal): boolean => can(principal, 'RESULTS_USER_DETAILS');

/** A user's results: themself, or whoever may read every attempt. */
export const mayReadUserResults = (principal: Principal, userId: string): boolean =>
  principal.id === userId || can(principal, 'ATTEMPT_READ_ANY');
