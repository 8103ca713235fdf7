import type { Difficulty, QuestionType } from '@quizmaker/contracts';

/** A chunk of source text the generator may ask about. */
export interface SourceChunk {
  index: number;
  title: string;
  content: string;
  startPage: number | null;
  endPage: number | null;
}

/** A question as a generator proposes it, with the sentence(s) of the chunk it rests on. */
export interface GeneratedQuestion {
  type: QuestionType;
  questionText: string;
  difficulty: Difficulty;
  content: unknown;
  explanation: string | null;
  hint: string | null;
  /** Sentences of the chunk, verbatim, that the question and its answer rest on. */
  sourceSentences: string[];
  /** Where in the chunk the first source sentence starts (orders questions as the text does). */
  position: number;
  /**
   * The chunks of the scope its source sentences are in, in document order, when they are not the
   * requested chunk alone: a chunk without the material for a type (no definition, no sequence) may
   * borrow it from its neighbours, and a list may run on into the next chunk. Absent: the requested chunk.
   */
  sourceChunks?: number[];
}

export interface GenerateRequest {
  chunk: SourceChunk;
  type: QuestionType;
  count: number;
  /** Keys (questionKey) of questions already accepted in this job: never propose them again. */
  avoid: ReadonlySet<string>;
  signal: AbortSignal;
}

export interface GenerateResult {
  questions: GeneratedQuestion[];
  /** Why fewer than `count` came back, when that is the case ("the text has no dated events"). */
  note: string | null;
}

export interface ProviderUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

/** One job's conversation with a generator: it may prepare per-document state once. */
export interface GenerationSession {
  generate(request: GenerateRequest): Promise<GenerateResult>;
  usage(): ProviderUsage;
  /** Frees what the session holds (the offline generator's worker thread); the runner calls it when the job ends. */
  close?(): Promise<void>;
}

/**
 * The generator itself broke (the offline generator's worker thread crashed or ran out of memory), as
 * opposed to one request failing: the job fails with this message instead of noting a shortfall per type.
 */
export class GeneratorStoppedError extends Error {
  override readonly name = 'GeneratorStoppedError';
}

export interface SessionOptions {
  jobId: string;
  /** All chunks in scope, in document order (the offline generator draws distractors from all of them). */
  chunks: SourceChunk[];
  difficulty: Difficulty;
  language: string;
  seed: string;
  /** Aborts the session's preparation (the offline analysis) when the job stops meanwhile. */
  signal?: AbortSignal;
  /**
   * Questions the job kept before this session (a resumed job's checkpoints): a new one must not ask
   * their facts again or give their answers away, as if this session had made them.
   */
  kept?: GeneratedQuestion[];
}

/**
 * The generator port. `offline` builds questions from the text itself with an NLP library;
 * `openai` asks any OpenAI-compatible chat-completions endpoint. Either way the job runner checks
 * every question again (plugin validation, grounding, duplicates) before it is kept.
 */
export interface QuestionGenerator {
  readonly name: 'offline' | 'openai';
  /** Types it can produce from text alone (the offline generator cannot draw HOTSPOT images). */
  supports(type: QuestionType): boolean;
  /** Why a type is not supported, for the job's coverage note. */
  unsupportedReason(type: QuestionType): string | null;
  startSession(options: SessionOptions): Promise<GenerationSession>;
}
