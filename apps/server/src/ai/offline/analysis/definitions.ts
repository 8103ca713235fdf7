import { containsText, normaliseForMatch } from '../../quality.ts';
import type { Token } from '../nlp.ts';
import type { ListGroup } from './lists.ts';
import type { SentenceInfo } from './statements.ts';
import { termKeyOf, type TermInfo } from './terms.ts';
import { identifying } from './wh-questions.ts';
import { countWords } from './words.ts';

export interface Definition {
  key: string;
  term: string;
  definition: string;
  sentenceId: number;
}

/**
 * Whether a definition's description reads on its own, as an option or in a question: no pronoun whose
 * antecedent stayed in the text ("The recording they make"), no second definition inside it ("... is
 * called the hypocenter").
 */
export function descriptionStandsAlone(description: string): boolean {
  return (
    !/\b(?:they|them|it|its|he|she|this|these|those)\b/i.test(description) &&
    !/\b(?:is|are) called\b/i.test(description)
  );
}

/**
 * The sentence's text from `start` to the end of its clause: up to ", and", ", but", ", while",
 * ", whereas" or ";" before another clause. A ", and" that closes a series goes on ("diarrhea with
 * bloody stools, fever, and weakness"): a comma before it in the definition, and after it a last item
 * of at most six words, without a verb or a pronoun, that ends the sentence.
 */
function firstClauseFrom(sentence: SentenceInfo, start: number): string {
  const text = sentence.text;
  for (const separator of text.slice(start).matchAll(/, (?:and|but|while|whereas) |; /g)) {
    const at = start + separator.index;
    const after = at + separator[0].length;
    const last = text.slice(after).replace(/[.!?]$/, '');
    const closesSeries =
      separator[0] === ', and ' &&
      text.slice(start, at).includes(',') &&
      !/[,;:]/.test(last) &&
      countWords(last) <= 6 &&
      !sentence.tokens.some(
        (token) => token.start >= after && (token.pos === 'VERB' || token.pos === 'AUX' || token.pos === 'PRON'),
      );
    if (!closesSeries) {
      return text.slice(start, at);
    }
  }
  return text.slice(start);
}

/**
 * Longest sentence or list item read for a definition ("X is called Y", "LABEL. description"): the
 * patterns allow 200 and 240 characters around single spaces, and their runs of \s+ make longer
 * texts (300,000 characters of a pasted text) cost a scan per possible split.
 */
const DEFINITION_TEXT_MAX = 400;

/** Nouns of a role that a thing fills ("The approved method is ...", "The main goal is ..."), no kind a definition names. */
const ROLES = new Set(
  'method way means approach option choice goal aim purpose objective reason result answer solution rule exception limit deadline default priority target outcome'.split(
    ' ',
  ),
);

/** Words before a role noun that say who set it ("The approved method", "The main goal"), no kind's own name. */
const ROLE_SETTERS = new Set(['main', 'best', 'only', 'usual', 'standard', 'preferred', 'primary', 'default', 'chief']);

/** Words that pick out one of a sequence, in lower case ("the first stage", "the final step"): no kind's name. */
const SEQUENCE_PLACES = new Set(
  'first second third fourth fifth sixth seventh eighth ninth tenth last final next previous'.split(' '),
);

/** An adjective in "-est" that picks out one thing ("The smallest bone"); not "first" nor "main" of a term's name. */
const superlative = (token: Token) =>
  token.pos === 'ADJ' && /[^e]est$/.test(token.normal) && token.lemma !== token.normal;

/**
 * Definitions the text gives: "X is called Y", "X is a/an/the Y", "X means Y", "X refers to Y" (the
 * subject a key term), and list items "LABEL. description". A defined term weighs more.
 */
/** The most words of "a divergent boundary": a kind, with an adjective or two, and nothing that picks one out. */
const KIND_ONLY_WORDS = 4;

export function findDefinitions(
  sentences: readonly SentenceInfo[],
  lists: readonly ListGroup[],
  terms: Map<string, TermInfo>,
): Definition[] {
  const definitions: Definition[] = [];
  const add = (key: string, term: string, definition: string, sentence: SentenceInfo) => {
    const words = countWords(definition);
    if (words < 2 || words > 35 || definitions.some((existing) => existing.key === key)) {
      return;
    }
    definitions.push({
      key,
      term,
      definition: definition.replace(/[.;:,]$/, '').trim(),
      sentenceId: sentence.id,
    });
    const info = terms.get(key);
    if (info) {
      info.score += 0.5;
    }
  };
  for (const sentence of sentences) {
    if (sentence.role === 'heading' || (sentence.role === 'sentence' && sentence.defect !== null)) {
      continue;
    }
    const tokens = sentence.tokens;
    // "X is called Y": Y is the term, X its description.
    if (sentence.text.length > DEFINITION_TEXT_MAX) {
      continue;
    }
    // Each clause of its own: in "X is called the hypocenter, and Z is called the epicenter" the
    // epicenter is Z, not all before it ("The location below ... is called the hypocenter, and the
    // location directly above it ...", read as the epicenter's definition until session 8).
    // A clause that names nothing goes on into the next: "The place inside the Earth where the rock
    // first breaks, and where the shaking starts, is called the focus" is one subject (the session 8 review).
    let namedByClause = false;
    let pending = '';
    const pieces = sentence.text.split(/(, (?:and|but) |; )/);
    for (let at = 0; at < pieces.length; at += 2) {
      const clause = `${pending}${pieces[at] ?? ''}`;
      const called =
        /^(.{8,200}?)\s+(?:is|are)\s+(?:called|known as|termed)\s+(?:its\s+|the\s+|a\s+|an\s+)?["“']?([\p{L}][\p{L}\p{N} -]{1,40}?)["”']?\.?$/u.exec(
          clause,
        );
      // "The first seven pairs attach directly to the sternum and are called true ribs": a clause that ends on its
      // conjunction describes nothing ("What are true ribs?" had been keyed "The first seven pairs attach directly to
      // the sternum and": the audit of session 20).
      const clauseBefore = called?.[1] !== undefined && /\s(?:and|or|but)$/.test(called[1]);
      const key = called?.[1] && called[2] && !clauseBefore ? termKeyOf(terms, called[2]) : null;
      if (called?.[1] && called[2] && key) {
        add(key, called[2], called[1], sentence);
        namedByClause = true;
        pending = '';
      } else {
        pending = `${clause}${pieces[at + 1] ?? ''}`;
      }
    }
    if (namedByClause) {
      continue;
    }
    // "X is a/an/the Y", "X means Y", "X refers to Y": the subject must be a key term.
    const verbIndex = tokens.findIndex(
      (token, i) =>
        i > 0 &&
        i <= 8 &&
        ((token.lemma === 'be' && (token.pos === 'AUX' || token.pos === 'VERB')) ||
          ['mean', 'means', 'refer', 'denote'].includes(token.lemma)),
    );
    const verb = tokens[verbIndex];
    const next = tokens[verbIndex + 1];
    if (verb && next && sentence.statement) {
      const isCopula = verb.lemma === 'be';
      if (isCopula && !(next.pos === 'DET' && ['a', 'an', 'the'].includes(next.normal))) {
        continue;
      }
      // "Boiling is the safest method of purifying water" names the one thing a description fits; it
      // does not say what boiling is (wh-questions.ts asks it as "What is the safest method ...?").
      if (isCopula && next.normal === 'the' && identifying(tokens[verbIndex + 2])) {
        continue;
      }
      const subject = tokens.slice(0, verbIndex);
      // A simple subject only: "Flexible typing is ...", not "Tourism, aluminum and fishing are ...". Nor one that
      // picks out one thing ("The smallest bone is the stapes, ...": no kind defined, and its description had been a
      // wrong option of "What are true ribs?", the audit of session 20).
      // Nor one of a sequence ("The first stage is the light-dependent reactions": "What is stage?" had keyed the
      // second stage wrong, the audit of session 21); "The First Amendment" is a name, "A second cousin is ..." a kind.
      if (
        subject.some((token) => !['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos)) ||
        (isCopula && next.normal === 'the' && subject.some(superlative)) ||
        (subject[0]?.normal === 'the' && subject.some((token) => SEQUENCE_PLACES.has(token.value)))
      ) {
        continue;
      }
      const occurrence = sentence.terms
        .filter((term) => term.end <= verb.start && subject.some((token) => token.start === term.start))
        .sort((a, b) => b.end - b.start - (a.end - a.start))[0];
      if (!occurrence) {
        continue;
      }
      // "The approved method is the company authenticator app": what fills a role the text sets, which "What is the
      // company authenticator app called?" keyed "Approved method" turned round (the wrong-key audit of session 20).
      if (
        isCopula &&
        next.normal === 'the' &&
        subject[0]?.normal === 'the' &&
        ROLES.has(subject.at(-1)?.lemma ?? '') &&
        subject.slice(1, -1).every((token) => ROLE_SETTERS.has(token.normal) || token.normal.endsWith('ed'))
      ) {
        continue;
      }
      const startAfter =
        verb.lemma === 'refer' && tokens[verbIndex + 1]?.normal === 'to'
          ? (tokens[verbIndex + 2]?.start ?? 0)
          : next.start;
      // "Administrator accounts are an exception: their passwords must be changed every 90 days": a colon opens what
      // the predicate announces, no definition ("What are an exception: their passwords ... called?", the audit); a
      // longer predicate before it is one ("Osmosis is the movement of water across a membrane: ...").
      const colon = sentence.text.slice(startAfter).search(/:\s/);
      if (colon >= 0 && countWords(sentence.text.slice(startAfter, startAfter + colon)) <= 3) {
        continue;
      }
      // What the colon opens is no part of the definition ("What is the movement of water across a membrane: water
      // moves ... called?", the code review of session 20).
      const clause = firstClauseFrom(sentence, startAfter);
      const definition = colon >= 0 ? clause.slice(0, Math.min(colon, clause.length)) : clause;
      // "The Mid-Atlantic Ridge is a divergent boundary": a name with no more than its kind is one of that kind, no
      // definition of it ("What is a divergent boundary called?" keyed "Mid-Atlantic Ridge": the audit of session 26);
      // "The Eurasian Plate is a large plate that carries most of Europe and Asia" describes the one it names. A name by
      // more than the capital that opens the sentence: "Giardiasis is an infection ..." defines a disease.
      const name =
        terms.get(occurrence.key)?.kind === 'proper' &&
        (occurrence.surface.includes(' ') || sentence.caseInText(occurrence.surface) === 'name');
      const kindOnly = isCopula && next.normal !== 'the' && name && countWords(definition) <= KIND_ONLY_WORDS;
      if (!containsText(definition, occurrence.surface) && !kindOnly) {
        add(occurrence.key, occurrence.surface, definition, sentence);
      }
    }
  }
  // List items of the form "LABEL. description" (or "LABEL: description").
  for (const list of lists) {
    for (const item of list.items) {
      if (item.text.length > DEFINITION_TEXT_MAX) {
        continue;
      }
      const labelled = /^([\p{L}\p{N}][\p{L}\p{N} _-]{0,30}?)[.:]\s+(.{10,240})$/u.exec(item.text);
      if (labelled && labelled[1] && labelled[2] && countWords(labelled[1]) <= 3) {
        const key = termKeyOf(terms, labelled[1]) ?? normaliseForMatch(labelled[1]);
        if (!terms.has(key)) {
          continue;
        }
        add(key, labelled[1], labelled[2], item);
      }
    }
  }
  return definitions;
}
