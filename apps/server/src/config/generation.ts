import { invalidConfiguration } from './config-error.ts';
import type { Env } from './env.ts';

/** Question generation (AI_PROVIDER, OPENAI_*, GENERATION_*). */
export interface GenerationConfig {
  provider: 'offline' | 'openai';
  openai: { baseUrl?: string; apiKey?: string; model: string; timeoutSeconds: number; maxRetries: number };
  workers: number;
  deadlineMinutes: number;
  maxProviderTokens: number;
}

/** AI_PROVIDER=openai needs somewhere to send requests: a key for OpenAI, or a local compatible server. */
export function resolveGeneration(e: Env): GenerationConfig {
  if (e.AI_PROVIDER === 'openai' && !e.OPENAI_API_KEY && !e.OPENAI_BASE_URL) {
    throw invalidConfiguration([
      'AI_PROVIDER=openai needs OPENAI_API_KEY (or OPENAI_BASE_URL of a local OpenAI-compatible server)',
    ]);
  }
  return {
    provider: e.AI_PROVIDER,
    openai: {
      ...(e.OPENAI_BASE_URL ? { baseUrl: e.OPENAI_BASE_URL } : {}),
      ...(e.OPENAI_API_KEY ? { apiKey: e.OPENAI_API_KEY } : {}),
      model: e.OPENAI_MODEL,
      timeoutSeconds: e.OPENAI_TIMEOUT_SECONDS,
      maxRetries: e.OPENAI_MAX_RETRIES,
    },
    workers: e.GENERATION_WORKERS,
    deadlineMinutes: e.GENERATION_DEADLINE_MINUTES,
    maxProviderTokens: e.GENERATION_MAX_PROVIDER_TOKENS,
  };
}
