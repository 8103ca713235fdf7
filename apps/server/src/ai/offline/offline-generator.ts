import type { QuestionType } from '@quizmaker/contracts';
import { stemRulesOf, whatTextCannotSupply } from '@quizmaker/question-types';
import type {
  GenerateRequest,
  GenerateResult,
  GeneratedQuestion,
  GenerationSession,
  QuestionGenerator,
  SessionOptions,
} from '../generator.ts';
import { checkQuestion, factKey, factKeys, normaliseForMatch, questionKey } from '../quality.ts';
import { analyseDocument, type DocumentAnalysis } from './analysis.ts';
import { offlineBuilders } from './builders/index.ts';
import { Random } from './random.ts';

/** How many candidates a builder may propose per request before the session gives up looking. */
const CANDIDATE_BUDGET = 400;

/** Share of words two question texts have in common above which, on the same sentence, they ask the same. */
const SAME_STEM = 0.85;

function wordOverlap(a: string, b: string): number {
  const left = new Set(normaliseForMatch(a).split(' '));
  const right = new Set(normaliseForMatch(b).split(' '));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

class OfflineSession implements GenerationSession {
  readonly #usedSentences = new Map<QuestionType, Set<number>>();
  readonly #texts = new Set<string>();
  /** Facts asked so far in the job (source sentence + answer), whatever the type: never asked twice. */
  readonly #facts = new Set<string>();
  readonly #accepted: GeneratedQuestion[] = [];
  #calls = 0;

  constructor(
    private readonly analysis: DocumentAnalysis,
    private readonly options: SessionOptions,
  ) {}

  // Synchronous work behind the port's promise: every caller awaits it, so a throw reaches it the same way.
  generate(request: GenerateRequest): Promise<GenerateResult> {
    this.#calls += 1;
    const builder = offlineBuilders[request.type];
    const sentences = this.analysis.sentencesOfChunk(request.chunk.index);
    const used = this.#usedSentences.get(request.type) ?? new Set<number>();
    this.#usedSentences.set(request.type, used);
    const context = {
      analysis: this.analysis,
      chunk: request.chunk,
      sentences,
      difficulty: this.options.difficulty,
      random: new Random(`${this.options.seed}:${request.chunk.index}:${request.type}:${used.size}`),
      usedSentences: used,
      asked: (sentence: string, answer: string) => this.#facts.has(factKey(sentence, answer)),
    };
    const accepted: GeneratedQuestion[] = [];
    const keys = new Set(request.avoid);
    let proposed = 0;
    for (const candidate of builder.candidates(context)) {
      if (accepted.length >= request.count || proposed >= CANDIDATE_BUDGET || request.signal.aborted) {
        break;
      }
      proposed += 1;
      const key = questionKey(candidate);
      const text = `${candidate.type}|${normaliseForMatch(candidate.questionText)}`;
      const facts = factKeys(candidate);
      if (
        keys.has(key) ||
        (stemRulesOf(candidate.type).namesTheFact && this.#texts.has(text)) ||
        facts.some((fact) => this.#facts.has(fact)) ||
        this.#sameStemOnSameSentence(candidate) ||
        checkQuestion(candidate, request.chunk.content).length > 0
      ) {
        continue;
      }
      keys.add(key);
      this.#texts.add(text);
      for (const fact of facts) {
        this.#facts.add(fact);
      }
      this.#accepted.push(candidate);
      accepted.push(candidate);
      for (const sentence of sentences) {
        if (candidate.sourceSentences.includes(sentence.text)) {
          used.add(sentence.id);
        }
      }
    }
    return Promise.resolve({ questions: accepted, note: accepted.length < request.count ? builder.shortage : null });
  }

  /** A question on a sentence already asked about, worded the same (any type) or nearly the same (its type). */
  #sameStemOnSameSentence(candidate: GeneratedQuestion): boolean {
    const stem = normaliseForMatch(candidate.questionText);
    return this.#accepted.some(
      (other) =>
        other.sourceSentences.some((sentence) => candidate.sourceSentences.includes(sentence)) &&
        // Another type may ask the same question ("When was ...?" as MCQ and as OPEN); a type's own
        // short template stems ("Fill in the missing word ...") are shared by different facts.
        (normaliseForMatch(other.questionText) === stem ||
          (other.type === candidate.type &&
            wordOverlap(other.questionText, candidate.questionText) >= SAME_STEM &&
            candidate.questionText.length > 60)),
    );
  }

  usage() {
    return { calls: this.#calls, promptTokens: 0, completionTokens: 0 };
  }
}

/**
 * The built-in generator: no network, no key. It reads the text with wink-nlp (sentences, parts
 * of speech, noun phrases), ranks key terms and sentences, finds definitions, lists and dated
 * events, and builds each type from them (ai/offline/builders). Deterministic for the same input.
 */
export class OfflineGenerator implements QuestionGenerator {
  readonly name = 'offline' as const;

  supports(type: QuestionType): boolean {
    return whatTextCannotSupply(type) === null;
  }

  unsupportedReason(type: QuestionType): string | null {
    // The builder of such a type proposes nothing and says why (builders/hotspot.ts).
    return whatTextCannotSupply(type) === null ? null : offlineBuilders[type].shortage;
  }

  startSession(options: SessionOptions): Promise<GenerationSession> {
    return Promise.resolve(new OfflineSession(analyseDocument(options.chunks), options));
  }
}
