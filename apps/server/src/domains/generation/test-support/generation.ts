import { readFileSync } from 'node:fs';
import type { GenerationJob } from '@quizmaker/contracts';
import type { FastifyInstance } from 'fastify';

export const fixtureText = (name: string) =>
  readFileSync(new URL(`../../../../test/fixtures/${name}`, import.meta.url), 'utf8');

const FINAL = new Set(['COMPLETED', 'FAILED', 'CANCELLED']);

/** Polls a job until it reaches a final status (or one of `until`). */
export async function waitForJob(
  app: FastifyInstance,
  auth: { authorization: string },
  jobId: string,
  options: { until?: readonly string[]; timeoutMs?: number } = {},
) {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  const wanted = new Set(options.until ?? FINAL);
  let previous = -1;
  for (;;) {
    const response = await app.inject({ url: `/api/v1/quizzes/generation-status/${jobId}`, headers: auth });
    const body = response.json<GenerationJob>();
    if (body.progressPercentage < previous) {
      throw new Error(`progress went back from ${previous} to ${body.progressPercentage}`);
    }
    previous = body.progressPercentage;
    if (wanted.has(body.status)) {
      return body;
    }
    if (Date.now() > deadline) {
      throw new Error(`job ${jobId} still ${body.status} (${JSON.stringify(body)})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
}
