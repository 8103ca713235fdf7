import type { QuestionType } from '@quizmaker/contracts';
import { denialsOf, stemRulesOf, typedAnswersOf, whatTextCannotSupply } from '@quizmaker/question-types';
import type {
  GenerateRequest,
  GenerateResult,
  GeneratedQuestion,
  GenerationSession,
  QuestionGenerator,
  SessionOptions,
  SourceChunk,
} from '../generator.ts';
import { checkQuestion, factKey, factKeys, groundingTextOf, normaliseForMatch, questionKey } from '../quality.ts';
import { analyseDocument, type DocumentAnalysis } from './analysis.ts';
import { offlineBuilders, type QuestionBuilder } from './builders/index.ts';
import { answersEachOther, visibleTextsOf, yearsGiveAnOrderAway } from './cross-questions.ts';
import { Random } from './random.ts';

/**
 * The note of a request the text had material for, all of it what the job's other questions ask (the
 * same fact, a sentence already the source of two, or an answer one of them prints): not "the text has
 * too few ...", which would be untrue.
 */
export const ASKED_ELSEWHERE = "the text's material for it is asked by the job's other questions";
/** The note of a request the text had material for that the job held back to keep true and false in balance. */
export const HELD_FOR_BALANCE =
  "the text's statements left are true, and the job's true statements already outnumber its false ones by two";

/** How many candidates a builder may propose per request before the session gives up looking. */
const CANDIDATE_BUDGET = 400;

/** How many chunks either side of the requested one may lend material for a type it lacks. */
const NEIGHBOUR_REACH = 2;

/**
 * How many questions of a job may cite a sentence before a question on that sentence alone is refused,
 * whatever the type: a quiz that asks about one sentence three ways (a cloze, a true statement, a false
 * one) tests one fact, and each question shows the others' answers (the blind review of this session
 * found it in 7 of 30 questions). Options of multi-statement types (MCQ_MULTI, COMPLIANCE, MATCHING)
 * count towards it but are not refused. In the harness (1,200-character chunks, each asked for eight
 * types): questions sharing a sentence with another of their job 103 pairs → 65, coverage 125 → 111 of
 * 168; refusing the multi-statement types too gave 31 pairs but 100 questions.
 */
const SENTENCE_USES = 2;

/** Share of words two question texts have in common above which, on the same sentence, they ask the same. */
const SAME_STEM = 0.85;

/**
 * Every string in a question's content mapped (its texts: options, items, statements, answers). Ids are
 * numbers or single letters, which no rewording of shownText touches.
 */
function mapTexts(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === 'string') {
    return map(value);
  }
  if (Array.isArray(value)) {
    return value.map((entry) => mapTexts(entry, map));
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, mapTexts(entry, map)]));
  }
  return value;
}

function wordOverlap(a: string, b: string): number {
  const left = new Set(normaliseForMatch(a).split(' '));
  const right = new Set(normaliseForMatch(b).split(' '));
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

/** A question's type and stem: two of a type whose stem names the fact, with one stem, ask the same. */
const stemKey = (question: GeneratedQuestion) => `${question.type}|${normaliseForMatch(question.questionText)}`;

/** The statements a question holds false, as facts: a false statement is asked once per job. */
const deniedKeys = (question: GeneratedQuestion) =>
  denialsOf(question.type, question.content, question.questionText).texts.map(
    (text) => `false|${normaliseForMatch(text)}`,
  );

class OfflineSession implements GenerationSession {
  readonly #usedSentences = new Map<QuestionType, Set<number>>();
  readonly #texts = new Set<string>();
  /** Facts asked so far in the job (source sentence + answer), whatever the type: never asked twice. */
  readonly #facts = new Set<string>();
  readonly #accepted: GeneratedQuestion[] = [];
  /** How many accepted questions cite each sentence (by its normalised text), across types. */
  readonly #sentenceUses = new Map<string, number>();
  /** `#clashes`' answers: true, or how many accepted questions the question was found clear of. */
  readonly #clashesFound = new Map<string, true | number>();
  #calls = 0;
  /** Whether the request at hand had material a builder held back (BuildContext.holdBack). */
  #heldBack = false;
  readonly #sentencesSaying = (text: string) => this.analysis.sentencesSaying(text);

  readonly #scope: ReadonlyMap<number, SourceChunk>;

  constructor(
    private readonly analysis: DocumentAnalysis,
    private readonly options: SessionOptions,
  ) {
    this.#scope = new Map(options.chunks.map((chunk) => [chunk.index, chunk]));
    // A resumed job's questions are the job's as much as this session's (their sentences stay free for
    // other types' ranking: what matters here is that no new question asks or gives theirs away).
    for (const question of options.kept ?? []) {
      this.#remember(question);
    }
  }

  #wasHeldBack(): boolean {
    return this.#heldBack;
  }

  /** A question of the job: its stem, facts, false statements and sentences count for every later candidate. */
  #remember(question: GeneratedQuestion) {
    this.#texts.add(stemKey(question));
    for (const fact of [...factKeys(question), ...deniedKeys(question)]) {
      this.#facts.add(fact);
    }
    this.#accepted.push(question);
    for (const sentence of question.sourceSentences) {
      const normalised = normaliseForMatch(sentence);
      this.#sentenceUses.set(normalised, (this.#sentenceUses.get(normalised) ?? 0) + 1);
    }
  }

  // Synchronous work behind the port's promise: every caller awaits it, so a throw reaches it the same way.
  generate(request: GenerateRequest): Promise<GenerateResult> {
    this.#calls += 1;
    const builder = offlineBuilders[request.type];
    const accepted: GeneratedQuestion[] = [];
    const keys = new Set(request.avoid);
    let askedElsewhere = false;
    this.#heldBack = false;
    // The requested chunk first; what it lacks (no definition, no sequence) from its neighbours in scope.
    for (const chunk of [request.chunk, ...this.#neighbours(request.chunk.index)]) {
      if (accepted.length >= request.count || request.signal.aborted) {
        break;
      }
      askedElsewhere = this.#draw(builder, request, chunk, keys, accepted) || askedElsewhere;
    }
    if (accepted.length >= request.count) {
      return Promise.resolve({ questions: accepted, note: null });
    }
    // Say which it was: the text lacks the material, what it has is what the job's other questions ask, or the
    // builder held it back (set by the builders' context, which the compiler does not follow here).
    const note = askedElsewhere
      ? ASKED_ELSEWHERE
      : this.#wasHeldBack()
        ? HELD_FOR_BALANCE
        : // "ORDERING 1 of 3 (the text has no numbered steps ...)" denied the one it had made (the audit of session 25).
          accepted.length > 0
          ? builder.shortage.replace('the text has no ', 'the text has no other ')
          : builder.shortage;
    return Promise.resolve({ questions: accepted, note });
  }

  /**
   * Chunks in scope near the requested one, nearest first and the one before it first at each
   * distance (what an earlier chunk has left is material no later request needs).
   */
  #neighbours(chunkIndex: number): SourceChunk[] {
    const chunks = this.options.chunks;
    const at = chunks.findIndex((chunk) => chunk.index === chunkIndex);
    if (at < 0) {
      return [];
    }
    const near: SourceChunk[] = [];
    for (let distance = 1; distance <= NEIGHBOUR_REACH; distance += 1) {
      for (const neighbour of [chunks[at - distance], chunks[at + distance]]) {
        // Next in scope is not next in the document: with chunks 0 and 5 asked for (SPECIFIC_CHUNKS),
        // chunk 5 borrowed chunk 0's material, which is no neighbour of it.
        if (neighbour && Math.abs(neighbour.index - chunkIndex) <= NEIGHBOUR_REACH) {
          near.push(neighbour);
        }
      }
    }
    return near;
  }

  /**
   * Candidates of the builder from one chunk's material that pass the checks, into `accepted`; whether
   * any was refused because it would ask again, or give away, what another question of the job asks.
   */
  #draw(
    builder: QuestionBuilder,
    request: GenerateRequest,
    chunk: SourceChunk,
    keys: Set<string>,
    accepted: GeneratedQuestion[],
  ): boolean {
    let askedElsewhere = false;
    const sentences = this.analysis.sentencesOfChunk(chunk.index);
    const used = this.#usedSentences.get(request.type) ?? new Set<number>();
    this.#usedSentences.set(request.type, used);
    const context = {
      analysis: this.analysis,
      chunk,
      sentences,
      difficulty: this.options.difficulty,
      random: new Random(`${this.options.seed}:${chunk.index}:${request.type}:${used.size}`),
      turn: {
        // Read as the job grows: a request for several asks it again after each one it keeps.
        asked: () => this.#accepted.filter((question) => question.type === request.type).length,
        kept: () => this.#accepted.filter((question) => question.type === request.type),
        jobDraw: new Random(`${this.options.seed}:${request.type}`).next(),
      },
      usedSentences: used,
      holdBack: () => {
        this.#heldBack = true;
      },
      asked: (sentence: string, answer: string) => this.#facts.has(factKey(sentence, answer)),
      // A part left out for what the job asks elsewhere is material the text has: the note says so.
      clashes: (question: GeneratedQuestion) => {
        const clash = this.#clashes(question);
        askedElsewhere ||= clash;
        return clash;
      },
    };
    let proposed = 0;
    for (const built of builder.candidates(context)) {
      if (accepted.length >= request.count || proposed >= CANDIDATE_BUDGET || request.signal.aborted) {
        break;
      }
      proposed += 1;
      const borrowed = built.sourceChunks ?? (chunk.index === request.chunk.index ? [] : [chunk.index]);
      const lent =
        borrowed.length > 0 && !(borrowed.length === 1 && borrowed[0] === request.chunk.index)
          ? { ...built, sourceChunks: borrowed }
          : built;
      const grounding = groundingTextOf(lent, request.chunk, this.#scope);
      if (grounding === null) {
        continue;
      }
      // Shown as a reader today writes it; as the text writes it where that wording would fail a check
      // (the subject named in full may be the answer).
      const shown = this.#shown(lent);
      const candidate = shown !== lent && checkQuestion(shown, grounding).length > 0 ? lent : shown;
      const key = questionKey(candidate);
      const text = stemKey(candidate);
      const facts = factKeys(candidate);
      // A false statement is asked once too: "S waves can travel through liquids" as a TRUE_FALSE and
      // again in a COMPLIANCE is one question twice.
      const denied = deniedKeys(candidate);
      if (
        denied.some((text) => this.#facts.has(text)) ||
        keys.has(key) ||
        (stemRulesOf(candidate.type).namesTheFact && this.#texts.has(text)) ||
        facts.some((fact) => this.#facts.has(fact)) ||
        this.#spentSentence(candidate) ||
        this.#sameStemOnSameSentence(candidate)
      ) {
        askedElsewhere = true;
        continue;
      }
      if (
        checkQuestion(candidate, grounding).length > 0 ||
        // What the question asks is checked as the text words it too: a false statement shown "has one vote"
        // must not be one the text states as "shall have one Vote".
        (candidate !== lent && checkQuestion(lent, grounding).length > 0) ||
        // "It ran 363 miles ..." where the subject could not be put in its place: asked about "it".
        this.analysis.saysAnOpeningPronoun(visibleTextsOf(candidate), candidate.sourceSentences)
      ) {
        continue;
      }
      // After the checks: the safe view of content that is not valid throws.
      if (
        this.#accepted.some((other) => answersEachOther(candidate, other, this.#sentencesSaying)) ||
        yearsGiveAnOrderAway(candidate, this.#accepted)
      ) {
        askedElsewhere = true;
        continue;
      }
      keys.add(key);
      this.#remember(candidate);
      accepted.push(candidate);
      const cited = candidate.sourceChunks ?? [chunk.index];
      for (const sentence of cited.flatMap((index) => this.analysis.sentencesOfChunk(index))) {
        if (candidate.sourceSentences.includes(sentence.text)) {
          used.add(sentence.id);
        }
      }
    }
    return askedElsewhere;
  }

  /**
   * The question with its texts as shown (DocumentAnalysis.shownText); itself when nothing changes. A
   * typed answer stays as the text writes it: a taker types the text's words ("antient Law"), and
   * grading compares them exactly.
   */
  #shown(question: GeneratedQuestion): GeneratedQuestion {
    const typed = new Set(typedAnswersOf(question.type, question.content));
    const show = (text: string) => (typed.has(text) ? text : this.analysis.shownText(text, question.sourceSentences));
    const questionText = show(question.questionText);
    const content = mapTexts(question.content, show);
    return questionText === question.questionText && JSON.stringify(content) === JSON.stringify(question.content)
      ? question
      : { ...question, questionText, content };
  }

  /**
   * Whether the job's questions ask again or give away what a question asks: the facts and false
   * statements it asks, or `answersEachOther` with one of them. Remembered per question (the job only
   * grows: a clash stays one, and a question found clear is then compared with the newer ones alone),
   * as builders ask it of the same statement in many groups.
   */
  #clashes(question: GeneratedQuestion): boolean {
    const key = `${stemKey(question)}|${JSON.stringify(question.content)}|${question.sourceSentences.join('|')}`;
    const known = this.#clashesFound.get(key);
    if (known === true) {
      return true;
    }
    const from = known === undefined ? 0 : known;
    const clash =
      [...factKeys(question), ...deniedKeys(question)].some((fact) => this.#facts.has(fact)) ||
      this.#accepted.slice(from).some((other) => answersEachOther(question, other, this.#sentencesSaying));
    this.#clashesFound.set(key, clash || this.#accepted.length);
    return clash;
  }

  /** Whether the candidate asks about one sentence that `SENTENCE_USES` questions of the job already cite. */
  #spentSentence(candidate: GeneratedQuestion): boolean {
    const [only, ...others] = candidate.sourceSentences;
    return (
      only !== undefined &&
      others.length === 0 &&
      (this.#sentenceUses.get(normaliseForMatch(only)) ?? 0) >= SENTENCE_USES
    );
  }

  /** A question on a sentence already asked about, worded the same (any type) or nearly the same (its type). */
  #sameStemOnSameSentence(candidate: GeneratedQuestion): boolean {
    const stem = normaliseForMatch(candidate.questionText);
    return this.#accepted.some(
      (other) =>
        other.sourceSentences.some((sentence) => candidate.sourceSentences.includes(sentence)) &&
        // Another type may ask the same question ("In what year was ...?" as MCQ and as OPEN); a type's own
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
