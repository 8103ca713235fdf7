import type { LiveSessionCreated } from '@quizmaker/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, caller, useTestApp } from '../../test-support/test-app.ts';
import { testDialect } from '../../test-support/test-database.ts';
import { createQuiz, NINE_TYPES } from '../attempts/test-support/taking.ts';
import { liveRepository } from './repository.ts';

/**
 * The hold an answer takes on its session's row (liveRepository.holdOpenQuestion): an answer is
 * stored before a reveal or refused after it, never across it, and on PostgreSQL the answers of a
 * room do not wait for each other (a room's answers arrive together; the live benchmark showed them
 * queueing for over a second when each one updated the row).
 */

let sessionId: string;

const REVEAL = { phase: 'REVEAL' as const, questionIndex: 0, questionStartedAt: null, deadlineAt: null };
const OPEN = { phase: 'QUESTION' as const, questionIndex: 0 };

const test = useTestApp();
beforeAll(async () => {
  const host = await buildUser(test.app);
  const mcq = NINE_TYPES.find((candidate) => candidate.type === 'MCQ_SINGLE');
  if (!mcq) {
    throw new Error('MCQ_SINGLE case missing');
  }
  const { quizId } = await createQuiz(test, host, {}, [mcq]);
  const created = await caller(test)('POST', '/api/v1/live-sessions', host, { quizId });
  expect(created.statusCode, created.body).toBe(201);
  sessionId = created.json<LiveSessionCreated>().id;
});

async function openFirstQuestion(): Promise<void> {
  const now = test.clock.now();
  const { db } = test.database;
  await sql`update live_sessions set phase = 'LOBBY', question_index = -1 where id = ${sessionId}`.execute(db);
  const opened = await liveRepository.movePhase(
    db,
    sessionId,
    { phase: 'LOBBY', questionIndex: -1 },
    { ...OPEN, questionStartedAt: now, deadlineAt: new Date(now.getTime() + 20_000), now },
  );
  expect(opened).toBe(true);
}

describe('holdOpenQuestion', () => {
  it('holds an open question and refuses once it is revealed', async () => {
    await openFirstQuestion();
    const { db } = test.database;
    const now = test.clock.now();
    expect(await db.transaction().execute((tx) => liveRepository.holdOpenQuestion(tx, sessionId, 0, now))).toBe(true);
    expect(await db.transaction().execute((tx) => liveRepository.holdOpenQuestion(tx, sessionId, 1, now))).toBe(false);
    expect(await liveRepository.movePhase(db, sessionId, OPEN, { ...REVEAL, now })).toBe(true);
    expect(await db.transaction().execute((tx) => liveRepository.holdOpenQuestion(tx, sessionId, 0, now))).toBe(false);
  });

  it.runIf(testDialect() === 'postgres')(
    'PostgreSQL: answers hold the question together, and the reveal waits for the answers in progress',
    async () => {
      await openFirstQuestion();
      const { db } = test.database;
      const now = test.clock.now();
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const first = db.transaction().execute(async (tx) => {
        const open = await liveRepository.holdOpenQuestion(tx, sessionId, 0, now);
        held();
        await released;
        return open;
      });
      await holding;
      try {
        // A second answer while the first is still in its transaction: it does not wait for it.
        const second = await db.transaction().execute(async (tx) => {
          await sql`set local lock_timeout = '1s'`.execute(tx);
          return liveRepository.holdOpenQuestion(tx, sessionId, 0, now);
        });
        expect(second).toBe(true);

        // The reveal waits until the first answer has committed; then answers find the question closed.
        let revealed = false;
        const reveal = liveRepository.movePhase(db, sessionId, OPEN, { ...REVEAL, now }).then((moved) => {
          revealed = true;
          return moved;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(revealed).toBe(false);
        release();
        expect(await first).toBe(true);
        expect(await reveal).toBe(true);
        expect(await db.transaction().execute((tx) => liveRepository.holdOpenQuestion(tx, sessionId, 0, now))).toBe(
          false,
        );
      } finally {
        // Also when an expectation failed: the open transaction would hold its connection forever.
        release();
        await first;
      }
    },
  );
});
