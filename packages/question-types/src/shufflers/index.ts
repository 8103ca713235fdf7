// @quizmaker/question-types/shufflers: the server's implementations of the Shuffler port. Node only
// (the keyed one uses node:crypto), so it is a separate entry point the web app never imports.

export { keyedRandomBelow, keyedShuffler } from './keyed-shuffler.ts';
export { legacyAttemptQuestionShuffler } from './legacy-seed-shuffler.ts';
