import { beforeAll, describe, expect, it } from 'vitest';
import { fixtureText } from '../domains/generation/test-support/generation.ts';
import { useAdmin, useTestApp } from '../test-support/test-app.ts';

/**
 * A generation job must not stall the other requests of its process (found by the crash-safety
 * fault run: on SQLite the in-process runner held the event loop for the whole job, so even
 * /api/health waited seconds, and the job's own heartbeat could not fire).
 */

const test = useTestApp({ workers: true });
const admin = useAdmin(test);
beforeAll(async () => {
  const me = await test.app.inject({ url: '/api/v1/auth/me', headers: admin.auth });
  await test.app.inject({
    method: 'POST',
    url: '/api/v1/admin/billing/adjustments',
    payload: { userId: me.json().id, amountTokens: 10_000, reason: 'availability test' },
    headers: admin.auth,
  });
});

describe('a generation job in progress', () => {
  it('leaves the server answering other requests between its units of work', async () => {
    const text = [fixtureText('alice-chapter-1.txt'), fixtureText('sqlite-datatypes.txt')].join('\n\n');
    const started = await test.app.inject({
      method: 'POST',
      url: '/api/v1/quizzes/generate-from-text',
      payload: { text, maxChunkSize: 1000, questionsPerType: { MCQ_SINGLE: 2, TRUE_FALSE: 2 } },
      headers: admin.auth,
    });
    expect(started.statusCode, started.body).toBe(202);
    const jobId: string = started.json().jobId;
    // How many health checks were answered while the job was processing. A count, not a latency: how
    // fast they are answered is the generation benchmark's figure (bench/README.md), not a timed test's.
    let answered = 0;
    for (let probe = 0; probe < 400; probe += 1) {
      const job = (
        await test.app.inject({ url: `/api/v1/quizzes/generation-status/${jobId}`, headers: admin.auth })
      ).json();
      if (job.status !== 'PENDING' && job.status !== 'PROCESSING') break;
      if (job.status === 'PROCESSING' && job.processedChunks >= 1) {
        expect((await test.app.inject({ url: '/api/health' })).statusCode).toBe(200);
        answered += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Before the fix the job held the event loop from start to end: not one probe got in.
    expect(answered, 'health was answered while the job was processing').toBeGreaterThan(0);
  });
});
