import type { AttemptDetail } from '@quizmaker/contracts';
import type { Drafts } from './answers.ts';

/** An attempt as the page opened it, handed to the session. */
export interface OpenedAttempt {
  attempt: AttemptDetail;
  /** performance.now() when the server's remainingSeconds arrived. */
  receivedAt: number;
  /** Why resuming the paused attempt on opening failed; it is then shown paused, with Resume. */
  resumeFailure?: unknown;
}

/** What a mode's view hands the session: how to send what is on screen before time-up or a pause. */
export interface ModeHandlers {
  /** Time is up: send whatever is answered (failures are ignored; the server keeps what came in time). */
  onTimeUp: () => Promise<void>;
  /** Before pausing: save answers not yet sent. */
  flush?: () => Promise<void>;
}

/** What the session gives the mode views (All at Once, One by One). */
export interface SessionApi {
  attempt: AttemptDetail;
  drafts: Drafts;
  setDraft: (questionId: string, response: unknown) => void;
  /** Completes the attempt and goes to its results. */
  finish: () => Promise<void>;
  /** Registers the mode view's handlers. */
  register: (handlers: ModeHandlers | null) => void;
  /** The attempt moved on (answers counted) without a status change. */
  update: (change: Partial<AttemptDetail>) => void;
  timeUp: boolean;
  finishing: boolean;
}
