import type { GenerationConfig } from '../config.ts';
import type { QuestionGenerator } from './generator.ts';
import { OpenAiGenerator } from './openai/openai-generator.ts';
import { ThreadedOfflineGenerator } from './threaded-offline-generator.ts';

export type { QuestionGenerator } from './generator.ts';

/**
 * The generator AI_PROVIDER names: the built-in offline one (default; it works in a worker thread per job)
 * or an OpenAI-compatible endpoint.
 */
export function createGenerator(config: GenerationConfig): QuestionGenerator {
  if (config.provider === 'openai') {
    return new OpenAiGenerator(config.openai);
  }
  return new ThreadedOfflineGenerator();
}
