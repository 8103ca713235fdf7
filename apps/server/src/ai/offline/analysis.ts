import type { SourceChunk } from '../generator.ts';
import { normaliseForMatch } from '../quality.ts';
import { openingPronounOf, saysThePronoun, withAntecedent, type OpeningPronoun } from './analysis/antecedents.ts';
import { findEvents, type DatedEvent } from './analysis/dates.ts';
import { findDefinitions, type Definition } from './analysis/definitions.ts';
import { keepsCapitalInATitle } from './analysis/title-names.ts';
import { NOMINATIVES } from './analysis/english.ts';
import { LIST_MARKER, paragraphsOf, runInClauseOf, type ListGroup } from './analysis/lists.ts';
import {
  claimOf,
  claimStartOf,
  clausesOf,
  defectOf,
  gluedHeadingEnd,
  isStatement,
  type SentenceInfo,
  type WordCase,
} from './analysis/statements.ts';
import {
  coordinatedPairs,
  distractorsFor,
  dividedClasses,
  nameClass,
  startsWithAGivenName,
} from './analysis/distractors.ts';
import { nameFactsOf, PRONOUN_SEX, TITLES, type NameFacts, type NameInSentence } from './analysis/names.ts';
import { inExampleList } from './analysis/examples.ts';
import { countTerm, findTerms, scoreTerms, type TermInfo, type TermOccurrence } from './analysis/terms.ts';
import { NUMBER_WORDS } from './analysis/questions.ts';
import { headingTopic, isBareLabel, labelKindOf, labelRank } from './analysis/section-topics.ts';
import { countWords, isWord } from './analysis/words.ts';
import { ShownWording } from './analysis/wording.ts';
import { tagSentences, type TaggedSentence, type Token } from './nlp.ts';

/** Defects of text that is no part of what the document teaches: its words are no terms of it. */
const FURNITURE = new Set([
  'table of contents',
  'boilerplate',
  'page furniture',
  'table or formula',
  'heading or table',
]);

/** The word right after a number, lower case and singular ("liters" → "liter"), or "" when none follows. */
export function unitAfter(text: string, end: number): string {
  const word = /^ ([\p{L}%]+)/u.exec(text.slice(end, end + 40))?.[1] ?? '';
  return word.toLowerCase().replace(/s$/, '');
}

/** Units of a share of a whole (as unitAfter reads them: "per" of "per cent"). */
const SHARES: ReadonlySet<string> = new Set(['percent', 'per', '%', 'percentage']);

/** Words that make a sentence's claim hold only in a case: "if", "unless", "when", "otherwise". */
const CONDITIONS: ReadonlySet<string> = new Set(['if', 'unless', 'when', 'otherwise']);

/** Whether a list item's marker follows the previous item's: the next number, or the same bullet. */
function continuesList(previous: string, marker: string): boolean {
  const number = Number.parseInt(marker, 10);
  return Number.isNaN(number) ? marker === previous : number === Number.parseInt(previous, 10) + 1;
}

/** The sentence without a heading line that was run into it ("Measuring earthquakes The size ..."). */
function withoutGluedHeading(sentence: TaggedSentence): TaggedSentence {
  let result = sentence;
  // A heading with an opener of its own ("Use Hand Sanitizer When You Can't ... Washing hands is") takes two cuts.
  for (let round = 0; round < 3; round += 1) {
    const cut = gluedHeadingEnd(result.text, result.tokens);
    if (cut === 0) {
      break;
    }
    result = {
      offset: result.offset + cut,
      text: result.text.slice(cut),
      tokens: result.tokens
        .filter((token) => token.start >= cut)
        .map((token) => ({ ...token, start: token.start - cut })),
    };
  }
  return result;
}

/** Forms of "him" and "her" that stand for another person than the subject. */
const OBJECT_FORMS = new Set(['him', 'her']);
/** Quotation marks: who a pronoun inside a quotation is, the quotation says. */
const QUOTE_MARKS = /["“”]/;

/**
 * Everything the offline generator knows about the text in scope: sentences (with their role and
 * whether they stand alone as claims), key terms ranked by salience with their kind, definitions,
 * lists and dated events. Built once per job. How each is read lives in `analysis/`: terms,
 * statements (and their clauses), lists, definitions, dates.
 */
export class DocumentAnalysis {
  readonly sentences: SentenceInfo[] = [];
  readonly terms = new Map<string, TermInfo>();
  readonly definitions: Definition[];
  readonly lists: ListGroup[] = [];
  readonly events: DatedEvent[];
  /** Terms the text lists side by side ("soap and water"): "a|b" both ways (analysis/terms.ts). */
  readonly coordinated: ReadonlySet<string>;
  /** Terms the text divides into kinds ("seismic waves ... in several forms"): analysis/distractors.ts. */
  readonly divided: ReadonlySet<string>;
  /**
   * The document's title terms: the terms of its sentences that its first heading, before its first
   * sentence, names ("Erie Canal", "canal" of "THE ERIE CANAL"). The text is about them: a blank on one asks nothing ("The ___ itself
   * was enlarged", blind-s13 Q26).
   */
  readonly titleTerms: ReadonlySet<string>;
  readonly #wording: ShownWording;
  /** The sentences (and clauses) of each text, for what a question cites (`shownText`). */
  readonly #sentencesByText = new Map<string, number[]>();
  /** The sentence whose subject each opening pronoun stands for. */
  readonly #antecedentSentence = new Map<OpeningPronoun, number>();
  readonly #normalisedText: string;
  /** The units each number term is written with (distractorsFor asks again and again). */
  readonly #units = new Map<string, Set<string>>();
  /** How many sentences say a text (sentencesSaying), asked for each candidate's answers again and again. */
  readonly #sayings = new Map<string, number>();
  #sayingTexts: string[] | undefined;

  constructor(chunks: SourceChunk[]) {
    const headingTerms = new Set<string>();
    const frontHeadings: string[] = [];
    let bodyStarted = false;
    let currentList: ListGroup | null = null;
    let lastMarker = '';
    // How often the text writes each word (lower case): a pronoun stands for a subject the text is about.
    const wordCounts = new Map<string, number>();
    // The words the text writes in lower case somewhere, and those it capitalises inside a sentence: a
    // name is one it capitalises there and never drops the capital of ("Turkey"; not "Water", "Towns").
    const lowerCaseWords = new Set<string>();
    const capitalisedInside = new Set<string>();
    for (const chunk of chunks) {
      let last = -1;
      for (const match of chunk.content.matchAll(/[\p{L}\p{N}]+/gu)) {
        const word = match[0];
        const lower = word.toLowerCase();
        wordCounts.set(lower, (wordCounts.get(lower) ?? 0) + 1);
        if (word === lower) {
          lowerCaseWords.add(lower);
        } else if (last >= 0 && !/[.!?:;"“]|\n\s*\n/u.test(chunk.content.slice(last, match.index))) {
          capitalisedInside.add(lower);
        }
        last = match.index + word.length;
      }
    }
    const mentions = (word: string) => wordCounts.get(word) ?? 0;
    const caseInText = (word: string): WordCase => {
      const lower = word.toLowerCase();
      return lowerCaseWords.has(lower) ? 'common' : capitalisedInside.has(lower) ? 'name' : 'unknown';
    };
    for (const chunk of chunks) {
      let previous: SentenceInfo | null = null;
      for (const [paragraphIndex, paragraph] of paragraphsOf(chunk.content)
        .flatMap((each) => runInClauseOf(each) ?? [each])
        .entries()) {
        const marker = LIST_MARKER.exec(paragraph.text);
        if (paragraphIndex === 0 && !(marker && continuesList(lastMarker, marker[1] ?? ''))) {
          // A list runs on into the next chunk only when the chunk opens with its next item.
          currentList = null;
        }
        const body = marker ? paragraph.text.slice(marker[0].length) : paragraph.text;
        const bodyOffset = paragraph.offset + (marker ? marker[0].length : 0);
        const titleCase =
          body.split(/\s+/).filter((word) => /^[\p{Lu}\d]/u.test(word)).length >= Math.ceil(countWords(body) * 0.6);
        const numberedTitle = !!marker && /\d/.test(marker[1] ?? '') && titleCase && countWords(body) <= 8;
        const heading = (!marker || numberedTitle) && !/[.!?:;"')\]]$/.test(body) && countWords(body) <= 12;
        let tagged = tagSentences(body);
        if (marker && tagged.length > 1) {
          // A list item is read as one unit: its whole body, all its sentences' tokens.
          tagged = [
            {
              offset: 0,
              text: body,
              tokens: tagged.flatMap((sentence) =>
                sentence.tokens.map((token) => ({ ...token, start: token.start + sentence.offset })),
              ),
            },
          ];
        }
        const created: SentenceInfo[] = [];
        for (const [index, sentence] of (heading ? tagged : tagged.map(withoutGluedHeading)).entries()) {
          const role: SentenceInfo['role'] = heading ? 'heading' : marker ? 'listItem' : 'sentence';
          // Lower case after "Alas!" in the same paragraph goes on a sentence; elsewhere it shows a cut.
          const afterExclamation = /[!?]['’"”]?$/u.test(created[created.length - 1]?.text ?? '');
          const defect =
            role === 'heading'
              ? 'heading'
              : defectOf(sentence.text, sentence.tokens, { lowerCaseStart: afterExclamation });

          const terms = findTerms(sentence.tokens, sentence.text);
          const before = created[created.length - 1] ?? previous;
          const opening =
            role === 'sentence' && defect === null && before?.role === 'sentence' && before.defect === null
              ? openingPronounOf(sentence, before, mentions)
              : null;
          if (opening && before) {
            this.#antecedentSentence.set(opening, before.id);
          }
          const info: SentenceInfo = {
            id: this.sentences.length,
            chunkIndex: chunk.index,
            position: bodyOffset + sentence.offset,
            text: sentence.text,
            tokens: sentence.tokens,
            role,
            statement:
              role === 'sentence' &&
              defect === null &&
              !insideQuotation(body, sentence.offset) &&
              isStatement(sentence.text, sentence.tokens, opening),
            defect,
            claim: claimOf(sentence.text),
            claimStart: claimStartOf(sentence.text),
            claimSuffix: /[.!?]$/.test(sentence.text) ? '' : '.',
            caseInText,
            score: 0,
            terms: terms.map(({ key, whole, plural, start, end, surface }) => ({
              key,
              whole,
              plural,
              start,
              end,
              surface,
            })),
            wordCount: sentence.tokens.filter(isWord).length,
            opening,
          };
          this.sentences.push(info);
          if (created.length === 0) {
            this.#paragraphOpeners.add(info.id);
          }
          created.push(info);
          const whole = tagged[index];
          const cut = whole ? sentence.offset - whole.offset : 0;
          if (whole && cut > 0) {
            // A heading run into the sentence ("Key Times to Wash Hands You can help ..."): its section's heading.
            this.#gluedHeadings.set(info.id, {
              text: whole.text.slice(0, cut).trim(),
              tokens: whole.tokens.filter((token) => token.start < cut),
            });
          }
          if (role === 'sentence' && !info.statement && info.defect === null) {
            this.sentences.push(...clausesOf(info, this.sentences.length));
          }
          bodyStarted ||= !heading;
          // The first heading only: a table of contents before the first sentence names every topic.
          if (heading && !bodyStarted && frontHeadings.length === 0) {
            frontHeadings.push(` ${normaliseForMatch(sentence.text)} `);
          }
          for (const term of terms) {
            if (heading || (defect !== null && FURNITURE.has(defect))) {
              // Headings are title-cased: their words would pass for names. They only lend weight, and
              // so do the words of page furniture ("see the chapter on ...": "chapter" is no term of the text).
              headingTerms.add(term.key);
            } else {
              countTerm(this.terms, term, info);
            }
          }
        }
        if (marker && !heading && created[0]) {
          if (!currentList) {
            currentList = {
              chunkIndex: chunk.index,
              intro: previous && previous.text.endsWith(':') ? previous : null,
              items: [],
              numbered: /\d/.test(marker[1] ?? ''),
            };
            this.lists.push(currentList);
          }
          currentList.items.push(created[0]);
          lastMarker = marker[1] ?? '';
        } else {
          currentList = null;
        }
        previous = created[created.length - 1] ?? previous;
      }
    }
    this.#normalisedText = normaliseForMatch(chunks.map((chunk) => chunk.content).join('\n\n'));
    scoreTerms(this.terms, headingTerms);
    // Title-cased, a heading's words are no terms of their own (above): the text's terms it names are.
    this.titleTerms = new Set(
      [...this.terms.keys()].filter((key) => frontHeadings.some((heading) => heading.includes(` ${key} `))),
    );
    this.#resolvePersonOpenings();
    this.definitions = findDefinitions(this.sentences, this.lists, this.terms);
    this.events = findEvents(this.sentences);
    this.coordinated = coordinatedPairs(this.sentences.filter((sentence) => sentence.role !== 'heading'));
    this.divided = dividedClasses(
      this.sentences.filter((sentence) => sentence.role !== 'heading'),
      this.terms,
    );
    this.#scoreSentences();
    this.#wording = new ShownWording(this.sentences, this.terms, this.titleTerms);
    for (const sentence of this.sentences) {
      const same = this.#sentencesByText.get(sentence.text);
      if (same) {
        same.push(sentence.id);
      } else {
        this.#sentencesByText.set(sentence.text, [sentence.id]);
      }
    }
  }

  /**
   * A text of a question as it shows it: modern spelling and case, the subject named in full
   * (analysis/wording.ts). `sourceSentences`: the texts of the sentences it cites.
   */
  shownText(text: string, sourceSentences: readonly string[]): string {
    const ids = sourceSentences.flatMap((sentence) => this.#sentencesByText.get(sentence) ?? [-1]);
    let resolved = text;
    for (const opening of this.#openingsOf(ids)) {
      // The subject as a question of its own sentence shows it ("The Erie Canal" for "The canal").
      const antecedent = this.#wording.shown(opening.antecedent, [this.#antecedentSentence.get(opening) ?? -1]);
      resolved = withAntecedent(resolved, { ...opening, antecedent });
    }
    return this.#wording.shown(resolved, ids);
  }

  /**
   * Whether a text of a question still says a cited sentence's opening pronoun ("It ran ..."): no
   * question asks about "it" (`shownText` puts the subject in its place where it can).
   */
  saysAnOpeningPronoun(texts: readonly string[], sourceSentences: readonly string[]): boolean {
    const openings = this.#openingsOf(sourceSentences.flatMap((sentence) => this.#sentencesByText.get(sentence) ?? []));
    return openings.some((opening) => texts.some((text) => saysThePronoun(text, opening)));
  }

  #openingsOf(sentenceIds: readonly number[]): OpeningPronoun[] {
    return sentenceIds.flatMap((id) => {
      const opening = this.sentences[id]?.opening;
      return opening ? [opening] : [];
    });
  }

  /**
   * What the section a sentence stands in is about, as a stem may name it ("Which of these statements
   * about water purification ...", blind-s22: stems that do not say what they are about): the topic
   * (analysis/section-topics.ts) of the nearest heading before it, or of a heading run into a sentence
   * before it, within the run of chunks without a gap that holds it; null when that heading names none.
   */
  sectionTopicOf(sentence: SentenceInfo): string | null {
    if (!this.#sectionStarts) {
      // Each sentence's heading, found in one pass (a walk back per question was quadratic in a long text).
      let current = -1;
      let chunk: number | null = null;
      this.#sectionStarts = this.sentences.map((each) => {
        // A scope that skips chunks ("chunks 0 and 7") does not carry a heading across the gap.
        if (chunk !== null && each.chunkIndex - chunk > 1) {
          current = -1;
        }
        chunk = each.chunkIndex;
        if (each.role === 'heading' || this.#gluedHeadings.has(each.id)) {
          if (current >= 0) {
            this.#headingBefore.set(each.id, current);
          }
          current = each.id;
        }
        return current;
      });
    }
    return this.#topicOfHeading(this.#sectionStarts[sentence.id] ?? -1);
  }
  #sectionStarts: number[] | undefined;
  /** The heading before each heading, within a run of chunks without a gap (by the ids `#sectionStarts` holds). */
  readonly #headingBefore = new Map<number, number>();

  #headingAt(id: number): { text: string; tokens: readonly Token[] } | undefined {
    const start = this.sentences[id];
    return start?.role === 'heading' ? start : this.#gluedHeadings.get(id);
  }

  /**
   * The topic of the heading at `id` (headingTopic), or, for a bare label ("Section 2"), the topic of the
   * nearest heading before it of a higher kind (`labelRank`: "THE CONSTITUTION ... Article I": its sections
   * are parts of Article I); never a sibling's ("Chapter 2" after "Chapter 1 Water" is about something else).
   */
  #topicOfHeading(id: number): string | null {
    const heading = this.#headingAt(id);
    if (!heading) {
      return null;
    }
    const known = this.#headingTopics.get(id);
    if (known !== undefined) {
      return known;
    }
    let topic = headingTopic(heading, this.#nameForm);
    if (topic === null && isBareLabel(heading.text)) {
      // The part's whole: the nearest heading before it of a higher kind ("Section 2" under "... Article
      // I"); none for "Article II" after "Article I"'s sections, nor "Section 1" under a bare "Chapter 2".
      const rank = labelRank(labelKindOf(heading.text));
      for (let before = this.#headingBefore.get(id); before !== undefined; before = this.#headingBefore.get(before)) {
        const outer = this.#headingAt(before);
        const outerRank = outer ? labelRank(labelKindOf(outer.text)) : Infinity;
        if (outer && outerRank < rank) {
          topic = this.#topicOfHeading(before);
          break;
        }
        // A sibling with a title of its own ("Chapter 1 Water" before "Chapter 2") ends the search; a bare
        // one ("Section 1" before "Section 2") is a part of the same whole.
        if (outer && outerRank === rank && !isBareLabel(outer.text)) {
          break;
        }
      }
    }
    this.#headingTopics.set(id, topic);
    return topic;
  }

  /** Each heading's topic (by the id of the heading, or of the sentence a heading was run into). */
  readonly #headingTopics = new Map<number, string | null>();
  /** The ids of the sentences that open a paragraph (opensAParagraph). */
  readonly #paragraphOpeners = new Set<number>();

  /** Whether a sentence is the first of its paragraph: a heading over prose names only the paragraph under it. */
  opensAParagraph(sentence: SentenceInfo): boolean {
    return this.#paragraphOpeners.has(sentence.id);
  }

  /** The headings run into a sentence and cut off it (withoutGluedHeading), by the sentence's id. */
  readonly #gluedHeadings = new Map<number, { text: string; tokens: readonly Token[] }>();

  /**
   * How the text writes words that are a name (section-topics.ts NameForm): a name of several words it
   * gives ("Erie Canal"), or a word it capitalises inside its sentences and never writes in lower case
   * ("Albany", "FEMA"; not "Water" of a table's row beside the text's "water"). Null otherwise.
   */
  readonly #nameForm = (phrase: string): string | null => {
    if (!this.#names) {
      const names = new Map<string, string>();
      const lower = new Set<string>();
      for (const sentence of this.sentences) {
        if ((sentence.role === 'sentence' || sentence.role === 'listItem') && sentence.defect === null) {
          for (const token of sentence.tokens.slice(1)) {
            // A name, not a title's capitalised word ("How" of "When and How to Wash Your Hands").
            if (/^\p{Lu}/u.test(token.value) && token.pos === 'PROPN') {
              names.set(token.value.toLowerCase(), token.value);
            } else if (/^\p{Ll}/u.test(token.value)) {
              lower.add(token.value);
            }
          }
        }
      }
      for (const word of lower) {
        names.delete(word.toLowerCase());
        this.#namesUnseen.add(word.toLowerCase());
      }
      for (const term of this.terms.values()) {
        if (term.kind === 'proper' && term.words > 1) {
          names.set(term.surface.toLowerCase(), term.surface);
        }
      }
      this.#names = names;
    }
    const named = this.#names.get(phrase.toLowerCase());
    if (named !== undefined) {
      return named;
    }
    // A heading's word the text writes nowhere else: "Roman" of "The Roman Colosseum".
    return !phrase.includes(' ') && !this.#namesUnseen.has(phrase.toLowerCase()) && keepsCapitalInATitle(phrase)
      ? phrase
      : null;
  };
  #names: Map<string, string> | undefined;
  /** Words the text writes in lower case inside its sentences: no name there ("Water" of a table's row). */
  #namesUnseen = new Set<string>();

  /** Whether the text writes this year as one before our era ("1200 BC", "44 B.C.", "between 1200 and 1184 BCE"). */
  isBeforeOurEra(year: string): boolean {
    if (!this.#yearsBeforeOurEra) {
      this.#yearsBeforeOurEra = new Set();
      const isEra = (token: Token | undefined) => ['bc', 'bce'].includes(token?.normal.replace(/\./g, '') ?? '');
      for (const sentence of this.sentences) {
        const tokens = sentence.tokens;
        tokens.forEach((token, i) => {
          // "1200 BC", and the first of "between 1200 and 1184 BCE".
          const ranged =
            ['and', 'to', 'or', '-', '–'].includes(tokens[i + 1]?.normal ?? '') &&
            tokens[i + 2]?.pos === 'NUM' &&
            isEra(tokens[i + 3]);
          if (token.pos === 'NUM' && (isEra(tokens[i + 1]) || ranged)) {
            this.#yearsBeforeOurEra?.add(token.value);
          }
        });
      }
    }
    return this.#yearsBeforeOurEra.has(year);
  }
  #yearsBeforeOurEra: Set<string> | undefined;

  /** Whether the whole text in scope says this (used to refuse "false" statements that are true). */
  textSays(text: string): boolean {
    const needle = normaliseForMatch(text);
    return needle !== '' && ` ${this.#normalisedText} `.includes(` ${needle} `);
  }

  /** How many of the text's sentences (clauses not counted apart) say this: its words in a row, any case. */
  sentencesSaying(text: string): number {
    const needle = ` ${normaliseForMatch(text)} `;
    let count = this.#sayings.get(needle);
    if (count === undefined) {
      this.#sayingTexts ??= this.sentences
        .filter((sentence) => sentence.role !== 'clause')
        .map((sentence) => ` ${normaliseForMatch(sentence.text)} `);
      count = needle.trim() === '' ? 0 : this.#sayingTexts.filter((sentence) => sentence.includes(needle)).length;
      this.#sayings.set(needle, count);
    }
    return count;
  }

  /**
   * Whether a sentence counts a unit the sentence before says what it is of: "If the water is cloudy
   * or cold, use 10 drops ..." after "add 5 drops of 2 percent tincture of iodine" (drops of what?
   * blind-s13 Q17). Asked alone, such a sentence lacks its subject matter.
   */
  countsWhatTheOneBeforeNames(sentence: SentenceInfo): boolean {
    // The clauses read out of a sentence stand after it: the one before is the last whole one.
    const before = this.sentences
      .slice(Math.max(0, sentence.id - 8), sentence.id)
      .reverse()
      .find((other) => other.role !== 'clause' && other.position < sentence.position);
    if (!before || before.chunkIndex !== sentence.chunkIndex || before.role === 'heading') {
      return false;
    }
    const said = ` ${normaliseForMatch(before.text)} `;
    return sentence.tokens.some((token, i) => {
      const unit = sentence.tokens[i + 1];
      return (
        (token.pos === 'NUM' || /^\d/.test(token.value)) &&
        unit?.pos === 'NOUN' &&
        sentence.tokens[i + 2]?.normal !== 'of' &&
        said.includes(` ${unit.normal} of `)
      );
    });
  }

  sentencesOfChunk(chunkIndex: number): SentenceInfo[] {
    return this.sentences.filter((sentence) => sentence.chunkIndex === chunkIndex);
  }

  /** Key terms of a sentence, best first, that a question could ask for (not the sentence's first word). */
  askableTerms(sentence: SentenceInfo): Array<TermOccurrence & { term: TermInfo }> {
    return sentence.terms
      .flatMap((occurrence) => {
        const term = this.terms.get(occurrence.key);
        // An example of a list is one of many: another of its kind may be one too (inExampleList).
        return term && term.score > 0 && occurrence.start > 0 && !inExampleList(sentence.tokens, occurrence.start)
          ? [{ ...occurrence, term }]
          : [];
      })
      .sort((a, b) => b.term.score - a.term.score || a.start - b.start);
  }

  /** Keys of the terms the text defines ("Giardiasis is an infection ..."): one field, whatever their words. */
  get definedKeys(): ReadonlySet<string> {
    this.#defined ??= new Set(this.definitions.map((definition) => definition.key));
    return this.#defined;
  }
  #defined: Set<string> | undefined;

  /** What the text shows of its people's and places' names: read the first time a distractor is asked for. */
  #nameFacts: NameFacts | undefined;

  /**
   * Whether a term names what the whole text is about: a word of its title, or the name it mentions most, at least
   * three times, half as often again as any other and in its opening sentence ("Mongolia", "Mendel" of "Gregor
   * Mendel"). "What is a landlocked
   * country in East Asia called?" over a text on Mongolia asks what its title gives away (the audit of session 21).
   */
  namesTheSubject(term: string): boolean {
    if (this.#subjectNames === undefined) {
      const [first, second] = [...this.terms.values()]
        .filter((candidate) => candidate.kind === 'proper')
        .sort((a, b) => b.frequency - a.frequency);
      // Named in the text's opening sentence too, as a subject is introduced ("Sleep is ..." is about sleep, not the
      // "REM" it names most often later).
      const opening = this.sentences.find((sentence) => sentence.role !== 'heading');
      const mostNamed =
        first &&
        first.frequency >= 3 &&
        first.frequency >= 1.5 * (second?.frequency ?? 0) &&
        opening !== undefined &&
        ` ${normaliseForMatch(opening.text)} `.includes(` ${first.key} `);
      this.#subjectNames = new Set(this.titleTerms);
      this.#mostNamed = mostNamed ? first.key : null;
    }
    const key = normaliseForMatch(term);
    // A part of a name only for the name the text gives most ("Mendel" of "Gregor Mendel"): "shield volcano" is no
    // name of a text headed "The Volcano" (the code review of session 21).
    const name = term.split(/\s+/).every((word) => /^\p{Lu}/u.test(word));
    return (
      this.#subjectNames.has(key) ||
      key === this.#mostNamed ||
      (name && this.#mostNamed !== null && ` ${key} `.includes(` ${this.#mostNamed} `))
    );
  }
  #subjectNames: Set<string> | undefined;
  #mostNamed: string | null = null;

  /**
   * Whether a name is a person's, as its words or the text show it: "Gregor Mendel", or "Mendel" whom a "he" follows.
   * "What is Mendel?" keyed "a gifted student" beside "an Austrian monk and scientist" asks for one of two true
   * descriptions (the audit of session 21): a person is described, not defined.
   */
  namesAPerson(name: string): boolean {
    this.#nameFacts ??= nameFactsOf(this.sentences, this.terms, (surface) => nameClass(surface) === 'person');
    const key = normaliseForMatch(name);
    const words = name.trim().split(/\s+/);
    if (!words.every((word) => /^\p{Lu}/u.test(word))) {
      return false;
    }
    // "Gregor Mendel", "King John"; not "the Bayeux Tapestry" or "the Eurasian Plate", which nameClass's shape alone
    // would take for people (the code review of session 21).
    const fullName =
      words.length > 1 &&
      nameClass(name) === 'person' &&
      (startsWithAGivenName(words) || TITLES.has((words[0] ?? '').toLowerCase()));
    return fullName || this.#nameFacts.sorts.get(key) === 'person' || this.#nameFacts.sexes.has(key);
  }

  /**
   * Terms of the same kind that can stand in for an occurrence, each in the form that fits where
   * the occurrence stands (singular or plural); best ranked first, terms the text lists with it first.
   */
  distractorsFor(
    occurrence: TermOccurrence & { term: TermInfo },
    sentence: SentenceInfo,
  ): Array<{ term: TermInfo; surface: string }> {
    this.#nameFacts ??= nameFactsOf(this.sentences, this.terms, (surface) => nameClass(surface) === 'person');
    const found = distractorsFor(
      this.terms,
      occurrence,
      sentence,
      this.coordinated,
      this.definedKeys,
      this.divided,
      this.#nameFacts,
    );
    if (occurrence.term.kind !== 'number' && occurrence.term.kind !== 'year') {
      return found;
    }
    // A year before our era for one before it, and none for one of ours ("founded in _____ BC": not 1630 and
    // 1608; "killed in _____ BC": not 476; "fell in AD _____": not 44).
    const beforeOurEra = this.isBeforeOurEra(occurrence.surface);
    const sameEra = found.filter(({ term }) => this.isBeforeOurEra(term.surface) === beforeOurEra);
    if (occurrence.term.kind === 'year') {
      return sameEra;
    }
    // A number for a number of the same unit ("2 liters" for "4 liters") and magnitude: "300 meters"
    // for "4 percent" is no choice a reader weighs.
    const unit = unitAfter(sentence.text, occurrence.end);
    const value = Number(occurrence.surface.replace(',', ''));
    const sameUnit = (term: TermInfo) => unit !== '' && this.#unitsOf(term).has(unit);
    // "up to _____ per cent of the cost": a percentage only for a percentage ("7", "9", "10" of a ratio of pupils to
    // adults beside "75" gave the answer away: the audit of session 26).
    const ofAShare = SHARES.has(unit);
    return sameEra
      .filter(({ term }) => {
        const other = Number(term.surface.replace(',', ''));
        return value > 0 && other > 0 && Math.max(other / value, value / other) <= 20 && (!ofAShare || sameUnit(term));
      })
      .sort((a, b) => Number(sameUnit(b.term)) - Number(sameUnit(a.term)));
  }

  /**
   * Counts of this unit that a sentence near this one (two either side) gives under a condition: "If the
   * water is cloudy or cold, use 10 drops" after "... add 5 drops of 2 percent tincture of iodine to 1
   * liter of water". Such a count is right too, in its case, so it is no wrong option for the other
   * (blind-s16 Q21: "10" offered for "add how many drops").
   */
  countsRightUnderACondition(sentence: SentenceInfo, unit: string): string[] {
    const singular = unit.toLowerCase().replace(/s$/, '');
    const near = this.sentences.slice(Math.max(0, sentence.id - 2), sentence.id + 3);
    return near
      .filter((other) => other.id !== sentence.id && other.tokens.some((token) => CONDITIONS.has(token.normal)))
      .flatMap((other) =>
        other.terms.filter(
          (occurrence) =>
            this.terms.get(occurrence.key)?.kind === 'number' && unitAfter(other.text, occurrence.end) === singular,
        ),
      )
      .map((occurrence) => occurrence.surface);
  }

  /** Numbers the text gives with this unit ("liters": the 2 of "2 liters", the 3 of "3 liter"), as written. */
  countsWith(unit: string): string[] {
    const singular = unit.toLowerCase().replace(/s$/, '');
    return [...this.terms.values()]
      .filter((term) => term.kind === 'number' && this.#unitsOf(term).has(singular))
      .map((term) => term.surface);
  }

  /**
   * The values of the counts the text writes as words before this unit ("seven Years", "nine Years" for
   * "years"), in the text's order; not the "five" of "twenty five Years", nor "hundred".
   */
  countWordsWith(unit: string): number[] {
    const singular = unit.toLowerCase().replace(/s$/, '');
    const found = new Set<number>();
    for (const sentence of this.sentences) {
      if (sentence.role === 'clause') {
        continue;
      }
      for (const [i, token] of sentence.tokens.entries()) {
        const value = NUMBER_WORDS.get(token.normal);
        if (
          value !== undefined &&
          token.normal !== 'hundred' &&
          sentence.tokens[i + 1]?.normal.replace(/s$/, '') === singular &&
          !NUMBER_WORDS.has(sentence.tokens[i - 1]?.normal ?? '')
        ) {
          found.add(value);
        }
      }
    }
    return [...found];
  }

  /** The words that follow a number in the text, singular: its units ("liter", "percent", "meter"). */
  #unitsOf(term: TermInfo): Set<string> {
    const known = this.#units.get(term.key);
    if (known) {
      return known;
    }
    const units = new Set<string>();
    this.#units.set(term.key, units);
    for (const id of term.sentenceIds) {
      const text = this.sentences[id]?.text ?? '';
      for (let at = text.indexOf(term.surface); at >= 0; at = text.indexOf(term.surface, at + 1)) {
        const unit = unitAfter(text, at + term.surface.length);
        if (unit !== '' && !/\d/.test(text.charAt(at - 1))) {
          units.add(unit);
        }
      }
    }
    return units;
  }

  /**
   * Openings "He" and "She" for the person the sentence before is about (OpeningPronoun, as "It" for a thing): its
   * subject is a name the text's pronouns tell of that sex (names.ts), and it names no one else that "he" or "she"
   * could be ("Louis Pasteur ... He boiled a broth ..." → "Louis Pasteur boiled a broth ..."; not after "Pierre met
   * Henri Becquerel."). A sentence that opens with the same pronoun after such a one is about the same person. Quoted
   * alone, "He found that heating wine to about how many degrees ...?" asked about nobody (the audit of session 25).
   */
  #resolvePersonOpenings() {
    this.#nameFacts ??= nameFactsOf(this.sentences, this.terms, (surface) => nameClass(surface) === 'person');
    const facts = this.#nameFacts;
    for (const [index, sentence] of this.sentences.entries()) {
      const [pronoun, next] = sentence.tokens;
      const sex = pronoun && NOMINATIVES.has(pronoun.normal) ? PRONOUN_SEX.get(pronoun.normal) : undefined;
      const before = this.sentences[index - 1];
      if (
        !sex ||
        !pronoun ||
        !next ||
        pronoun.start !== 0 ||
        next.start !== pronoun.value.length + 1 ||
        (next.pos !== 'VERB' && next.pos !== 'AUX') ||
        sentence.role !== 'sentence' ||
        sentence.defect !== null ||
        sentence.opening !== null ||
        !before ||
        before.role !== 'sentence' ||
        before.defect !== null ||
        before.chunkIndex !== sentence.chunkIndex
      ) {
        continue;
      }
      // The sentence before names no one else (any name that may be someone's: no kind of thing), says no "him" or "her" of another,
      // and quotes no one: "Pierre Curie met Henri Becquerel in 1896. He showed him a photographic plate." and "Gabriel
      // Lippmann taught her physics. She earned a degree ..." stay as they are (the code review of session 25).
      const { subject, names } = facts.namesOf?.(before) ?? { subject: undefined, names: [] };
      const objectOfTheSex = before.tokens.some(
        (token, at) =>
          PRONOUN_SEX.get(token.normal) === sex &&
          OBJECT_FORMS.has(token.normal) &&
          !['NOUN', 'ADJ', 'PROPN', 'NUM'].includes(before.tokens[at + 1]?.pos ?? ''),
      );
      // A name of a kind of thing ("the First World War", "the Nobel Prize") is no one.
      const someone = (name: NameInSentence) =>
        ['person', 'other'].includes(nameClass(before.text.slice(name.start, name.end)));
      const alone =
        subject !== undefined &&
        names.every((name) => name === subject || !someone(name)) &&
        !objectOfTheSex &&
        !QUOTE_MARKS.test(before.text) &&
        !QUOTE_MARKS.test(sentence.text);
      let antecedent: string | null = null;
      let antecedentId = before.id;
      if (before.opening && before.opening.pronoun.toLowerCase() === pronoun.normal) {
        // "He met Joseph Lister in London. He introduced ...": the chain holds only past a sentence of no one else.
        if (names.length === 0 && !objectOfTheSex && !QUOTE_MARKS.test(before.text)) {
          antecedent = before.opening.antecedent;
          antecedentId = this.#antecedentSentence.get(before.opening) ?? before.id;
        }
      } else if (alone) {
        // Only the person the whole text is about ("Louis Pasteur" of a biography of him), told of the pronoun's sex by
        // more pronouns than this one.
        const surface = before.text.slice(subject.start, subject.end);
        if (facts.sexes.get(subject.key) === sex && facts.hasAFirmSex?.(subject.key) && this.namesTheSubject(surface)) {
          antecedent = surface;
        }
      }
      if (antecedent !== null) {
        const opening: OpeningPronoun = { pronoun: pronoun.value, verb: next.value, antecedent, possessive: null };
        sentence.opening = opening;
        this.#antecedentSentence.set(opening, antecedentId);
      }
    }
  }

  #scoreSentences() {
    const defined = new Set(this.definitions.map((definition) => definition.sentenceId));
    for (const sentence of this.sentences) {
      const best = this.askableTerms(sentence)
        .slice(0, 3)
        .reduce((sum, occurrence) => sum + occurrence.term.score, 0);
      const lengthFit = sentence.wordCount >= 10 && sentence.wordCount <= 30 ? 1 : sentence.wordCount > 35 ? -0.5 : 0.3;
      const hasFact = /\d/.test(sentence.text) ? 0.3 : 0;
      sentence.score =
        best * 0.6 +
        lengthFit +
        hasFact +
        (defined.has(sentence.id) ? 0.6 : 0) -
        (sentence.text.includes('(') ? 0.3 : 0) -
        (addsToTheOneBefore(sentence.tokens) ? ADDITIVE_PENALTY : 0);
    }
  }
}

/**
 * How far down a sentence that adds to the one before goes: asked alone it reads as a riddle ("You can
 * also use water purification tablets, ...", "the base shakes too, but the hanging weight does not",
 * blind-s10 Q15, Q17). Still quoted when a chunk has nothing better.
 */
const ADDITIVE_PENALTY = 1.5;

/**
 * Whether a paragraph's sentence at `offset` stands inside a quotation opened by a sentence before it ("Wait
 * here. Wind the clockwork every 4 hours. Then call me," he told her): a character's words, no claim of the
 * text (the second code review of session 16). Double quotes only: a single one is an apostrophe as often.
 */
function insideQuotation(paragraph: string, offset: number): boolean {
  const before = paragraph.slice(0, offset);
  const count = (quote: RegExp) => before.match(quote)?.length ?? 0;
  // An inch mark ("a 2" pipe") opens nothing.
  return count(/(?<!\d)"/g) % 2 === 1 || count(/“/g) > count(/”/g);
}

/** Whether the sentence says "also" of its verb ("can also use") or ends a clause with "too". */
export function addsToTheOneBefore(tokens: readonly Token[]): boolean {
  return tokens.some((token, i) => {
    const next = tokens[i + 1];
    return (
      (token.normal === 'also' &&
        (next?.pos === 'VERB' || next?.pos === 'AUX') &&
        // "also called", "also known as": another name, no addition.
        !['called', 'known', 'termed', 'named'].includes(next.normal)) ||
      (token.normal === 'too' && (next === undefined || next.pos === 'PUNCT'))
    );
  });
}

export function analyseDocument(chunks: SourceChunk[]): DocumentAnalysis {
  return new DocumentAnalysis(chunks);
}
