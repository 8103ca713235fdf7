import type { SentenceInfo } from '../analysis/statements.ts';
import type { TermInfo, TermOccurrence } from '../analysis/terms.ts';
import { fitsBetween, isAsked, replaceIn, type BuildContext } from './common.ts';

/**
 * Terms of a sentence's claim that a false version may change: askable terms that occur only once
 * in it, names and codes only as whole phrases ("Vatnajokull Glacier", never its "Glacier").
 */
function changeableTerms(context: BuildContext, sentence: SentenceInfo): Array<TermOccurrence & { term: TermInfo }> {
  const lowered = sentence.text.toLowerCase();
  const preferShort = (occurrence: TermOccurrence & { term: TermInfo }) => (occurrence.term.words <= 2 ? 0 : 1);
  return context.analysis
    .askableTerms(sentence)
    .filter((occurrence) => occurrence.whole || (occurrence.term.kind !== 'proper' && occurrence.term.kind !== 'code'))
    .filter(
      (occurrence) =>
        lowered.indexOf(occurrence.surface.toLowerCase()) === lowered.lastIndexOf(occurrence.surface.toLowerCase()),
    )
    .filter((occurrence) => occurrence.start >= sentence.claimStart)
    .sort((a, b) => preferShort(a) - preferShort(b) || b.term.score - a.term.score);
}

/** The claim with one occurrence replaced, and "a"/"an" right before it made to agree with the replacement. */
function swapIn(sentence: SentenceInfo, occurrence: TermOccurrence, replacement: string): string {
  const before = sentence.text.slice(0, occurrence.start);
  const article = /\b(a|an|A|An)(\s+)$/.exec(before);
  if (!article?.[1] || article.index < sentence.claimStart) {
    return replaceIn(sentence, occurrence, replacement);
  }
  const wanted = /^[aeiouAEIOU]/.test(replacement) ? 'an' : 'a';
  const cased = article[1].startsWith('A') ? wanted.charAt(0).toUpperCase() + wanted.slice(1) : wanted;
  return replaceIn(sentence, { ...occurrence, start: article.index }, `${cased}${article[2] ?? ' '}${replacement}`);
}

/**
 * A false version of a statement that changes a fact, not a word: a name, number (same unit and
 * magnitude) or year for another of the text, a common noun for one the text lists with it ("lakes,
 * ponds, swamps"), a rule turned round ("may" for "may not"; first when `preferRule`), else its main
 * verb negated ("was opened" → "was not opened"). Checked not to be something the text says
 * anywhere. A common noun of another kind ("lose hole rapidly") is never swapped in: it is absurd.
 */
export function falsify(
  context: BuildContext,
  sentence: SentenceInfo,
  preferRule = false,
): { text: string; swapped: string; original: string } | null {
  const rule = preferRule ? negatedRule(context, sentence) : null;
  return rule ?? swappedTerm(context, sentence) ?? negatedRule(context, sentence) ?? negatedVerb(context, sentence);
}

function swappedTerm(
  context: BuildContext,
  sentence: SentenceInfo,
): { text: string; swapped: string; original: string } | null {
  for (const occurrence of changeableTerms(context, sentence)) {
    for (const distractor of context.analysis.distractorsFor(occurrence, sentence).slice(0, 6)) {
      // A common noun, or a capitalised one after a possessive ("its Proceedings", "their other Officers":
      // a formal text's nouns read as names), only for one the text lists with it.
      const singleName =
        occurrence.term.kind === 'proper' &&
        !/\s/.test(occurrence.surface) &&
        /\b(?:its|their|his|her|our|your|other|an?)\s+$/i.test(
          sentence.text.slice(Math.max(0, occurrence.start - 12), occurrence.start),
        );
      if (
        (occurrence.term.kind === 'concept' || singleName) &&
        !context.analysis.coordinated.has(`${occurrence.term.key}|${distractor.term.key}`)
      ) {
        continue;
      }
      const surface =
        occurrence.term.kind === 'concept' && !/^[\p{Lu}]/u.test(occurrence.surface)
          ? distractor.surface.toLowerCase()
          : distractor.surface;
      // "1 liter" and "2 liters": a number for another must agree with the noun after it, and a range's
      // ends keep their order ("0.5 to 1 liter" is no "2 to 1 liter").
      if (
        !fitsBetween(sentence, occurrence, surface) ||
        (occurrence.surface === '1') !== (surface === '1') ||
        (occurrence.term.kind === 'number' && inRange(sentence.text, occurrence))
      ) {
        continue;
      }
      const text = swapIn(sentence, occurrence, surface);
      if (!context.analysis.textSays(text)) {
        return { text, swapped: surface, original: occurrence.surface };
      }
    }
  }
  return null;
}

/** Whether a number is an end of a range ("0.5 to 1", "3-4"). */
function inRange(text: string, occurrence: TermOccurrence): boolean {
  const before = text.slice(Math.max(0, occurrence.start - 6), occurrence.start);
  const after = text.slice(occurrence.end, occurrence.end + 6);
  return /\d ?(?:to|-|–) ?$/.test(before) || /^ ?(?:to|-|–) ?\d/.test(after);
}

const MODALS = new Set(['shall', 'must', 'may', 'can', 'will', 'should']);
const BE_FORMS = new Set(['is', 'are', 'was', 'were']);
/** Auxiliaries that take "not" right after them ("was not", "can not" is written "cannot" elsewhere). */
const NEGATABLE_AUX = new Set(['is', 'are', 'was', 'were', 'will', 'would', 'could', 'should', 'might', 'can']);
const PERFECT_AUX = new Set(['has', 'have', 'had']);
/** Words that open a clause inside the subject: a verb after them is not the sentence's main verb. */
const CLAUSE_OPENERS = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'if', 'because', 'while']);

/**
 * The main verb negated, a fact turned round as a person would write it: "The canal was opened in
 * 1825" → "The canal was not opened in 1825", "Germs spread ..." → "Germs do not spread ...", "The
 * still produced ..." → "The still did not produce ...". Only for a sentence with no negation, a
 * subject before the verb and no clause opening before it (where the first verb is the main one).
 */
function negatedVerb(
  context: BuildContext,
  sentence: SentenceInfo,
): { text: string; swapped: string; original: string } | null {
  if (sentence.tokens.some((token) => NEGATIONS.has(token.normal))) {
    return null;
  }
  const tokens = sentence.tokens.filter((token) => token.start >= sentence.claimStart);
  // A gerund subject ("Washing your hands is easy") is no main verb: the first finite verb after it is.
  let at = tokens.findIndex(
    (token, i) =>
      (token.pos === 'AUX' || token.pos === 'VERB') && !(token.pos === 'VERB' && /ing$/.test(token.normal) && i === 0),
  );
  // "Rainwater collected in clean containers is usually safe": the participle describes the subject, "is" is the verb.
  const be = tokens.findIndex((token, i) => i > at && token.pos === 'AUX' && BE_FORMS.has(token.normal));
  if (tokens[at]?.pos === 'VERB' && be > at && !tokens.slice(at, be).some((token) => token.pos === 'PUNCT')) {
    at = be;
  }
  const verb = tokens[at];
  if (
    !verb ||
    at === 0 ||
    tokens[at - 1]?.normal === 'to' ||
    // Inside a word ("battery-powered") it is no verb of the sentence.
    !/\s/.test(sentence.text.charAt(verb.start - 1)) ||
    tokens.slice(0, at).some((token) => CLAUSE_OPENERS.has(token.normal) || token.value === ',')
  ) {
    return null;
  }
  const next = tokens[at + 1];
  let replacement: string | null = null;
  if (verb.pos === 'AUX') {
    if (verb.normal === 'can') {
      replacement = verb.value === 'Can' ? 'Cannot' : 'cannot';
    } else if (
      NEGATABLE_AUX.has(verb.normal) ||
      (PERFECT_AUX.has(verb.normal) && /(?:ed|en)$/.test(next?.normal ?? ''))
    ) {
      replacement = `${verb.value} not`;
    }
  } else if (verb.value === verb.normal && verb.lemma && !/ing$/.test(verb.normal)) {
    const lemma = verb.lemma;
    if (verb.normal === lemma) {
      replacement = `do not ${lemma}`;
    } else if (verb.normal === `${lemma}s` || verb.normal === `${lemma}es` || /ies$/.test(verb.normal)) {
      replacement = `does not ${lemma}`;
    } else {
      replacement = `did not ${lemma}`;
    }
  }
  if (!replacement) {
    return null;
  }
  const text = replaceIn(
    sentence,
    { key: '', whole: true, plural: false, start: verb.start, end: verb.start + verb.value.length, surface: '' },
    replacement,
  );
  return context.analysis.textSays(text) ? null : { text, swapped: replacement, original: verb.value };
}
const NEGATIONS = new Set(['not', "n't", 'no', 'never', 'neither', 'nor', 'none', 'without', 'cannot']);

/**
 * A rule turned round: "shall" becomes "shall not", "may not" becomes "may". Only for a sentence
 * with no other negation, where one more or one fewer "not" reverses what the rule says.
 */
function negatedRule(
  context: BuildContext,
  sentence: SentenceInfo,
): { text: string; swapped: string; original: string } | null {
  const tokens = sentence.tokens;
  // In lower case only: "May" inside a sentence is the month ("on May 22, 1960").
  const at = tokens.findIndex(
    (token) => token.start >= sentence.claimStart && MODALS.has(token.value) && token.value === token.normal,
  );
  const modal = tokens[at];
  const negations = tokens.filter((token) => NEGATIONS.has(token.normal)).length;
  if (!modal || negations > 1) {
    return null;
  }
  const next = tokens[at + 1];
  const not = next?.normal === 'not' ? next : null;
  const negated = not !== null;
  if (negations === 1 && !negated) {
    return null;
  }
  const end = not ? not.start + not.value.length : modal.start + modal.value.length;
  const replacement = negated ? modal.value : modal.value === 'can' ? 'cannot' : `${modal.value} not`;
  const text = replaceIn(
    sentence,
    { key: '', whole: true, plural: false, start: modal.start, end, surface: '' },
    replacement,
  );
  return context.analysis.textSays(text)
    ? null
    : { text, swapped: replacement, original: sentence.text.slice(modal.start, end) };
}

/**
 * Groups of statements for the multi-statement types: disjoint fours first, then overlapping
 * fours, then threes, so a short text still gives a few different questions.
 */
export function statementGroups<T>(pool: readonly T[]): T[][] {
  const groups: T[][] = [];
  const seen = new Set<string>();
  const push = (group: T[]) => {
    const key = group
      .map((item) => pool.indexOf(item))
      .sort((a, b) => a - b)
      .join(',');
    if (!seen.has(key)) {
      seen.add(key);
      groups.push(group);
    }
  };
  for (let start = 0; start + 4 <= pool.length; start += 4) {
    push(pool.slice(start, start + 4));
  }
  for (let start = 2; start + 4 <= pool.length; start += 2) {
    push(pool.slice(start, start + 4));
  }
  for (let start = 0; start + 3 <= pool.length; start += 1) {
    push(pool.slice(start, start + 3));
  }
  // A short text: pairs, the least a multi-statement question can have.
  for (let start = 0; start + 2 <= pool.length; start += 1) {
    push(pool.slice(start, start + 2));
  }
  return groups;
}

/**
 * A group's statements for the multi-statement types: up to `trueWanted` claims the job does not
 * ask about yet stay true, the others come back with a fact changed (falsify; a rule turned round
 * first when `preferRule`); a claim already
 * asked that cannot be changed is left out. Null unless at least one of each remains.
 */
export function trueAndFalse(
  context: BuildContext,
  group: readonly SentenceInfo[],
  trueWanted: number,
  preferRule = false,
): Array<{ text: string; isTrue: boolean; source: SentenceInfo }> | null {
  const ordered = [...group].sort((a, b) => Number(isAsked(context, a)) - Number(isAsked(context, b)));
  const statements: Array<{ text: string; isTrue: boolean; source: SentenceInfo }> = [];
  ordered.forEach((sentence, i) => {
    const falsified = i >= trueWanted ? falsify(context, sentence, preferRule) : null;
    if (falsified) {
      statements.push({ text: falsified.text, isTrue: false, source: sentence });
    } else if (!isAsked(context, sentence)) {
      statements.push({ text: sentence.claim, isTrue: true, source: sentence });
    }
  });
  const trueCount = statements.filter((statement) => statement.isTrue).length;
  return trueCount > 0 && trueCount < statements.length ? statements : null;
}

/**
 * How many true statements a multi-statement question may spend: up to `most` when the chunk has
 * plenty of claims not asked yet, one when it has few (each claim is asked once in a job).
 */
export function trueBudget(context: BuildContext, most: number): number {
  return freshClaims(context) >= 8 ? 1 + context.random.int(most) : 1;
}

/** Claims of the chunk the job does not ask about yet. */
export function freshClaims(context: BuildContext): number {
  return context.sentences.filter((sentence) => sentence.statement && !isAsked(context, sentence)).length;
}
