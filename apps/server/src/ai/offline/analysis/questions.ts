import { tagSentences, type Token } from '../nlp.ts';
import type { SentenceInfo } from './statements.ts';
import type { TermInfo } from './terms.ts';
import { countWords } from './words.ts';

const YEAR = /\b(1[0-9]{3}|20[0-9]{2})\b/g;
/** "in 1817", "on July 4, 1817", "by early 1990": the date phrase of a year (spaces already single). */
const datePhrase = (year: string) =>
  new RegExp(
    String.raw`(^|,? )(?:[Ii]n|[Oo]n|[Bb]y|[Dd]uring) (?:(?:early|late|mid) )?(?:[A-Z][a-z]+ (?:\d{1,2}, )?)?${year}\b,?`,
  );
const SUBJECT_PARTS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP']);
const BE_FORMS = new Set(['was', 'were', 'is', 'are']);

/** The subject as it reads inside a question: "The canal" becomes "the canal", a name stays. */
function subjectInQuestion(tokens: Token[], text: string, end: number): string {
  const subject = text.slice(0, end).trim();
  // "Construction of the archive" is no name, "DeWitt Clinton" is: a capital on the second word shows a name.
  const common = tokens[0]?.pos === 'DET' || tokens[0]?.pos === 'NOUN' || /^\p{Ll}/u.test(tokens[1]?.value ?? '');
  return common ? `${subject.charAt(0).toLowerCase()}${subject.slice(1)}` : subject;
}

/**
 * "When was the Debian Project founded?" from "The Debian Project was founded in 1993 by Ian
 * Murdock.": a statement dated by one year becomes a question on that year. The date phrase and
 * what follows it are left out; the verb is turned round ("was founded" → "was ... founded",
 * "began" → "did ... begin"). Null when the sentence does not read as subject + verb.
 */
export function whenQuestion(sentence: SentenceInfo): { stem: string; year: number } | null {
  if (!sentence.statement) {
    return null;
  }
  const claim = sentence.claim.replace(/\s+/g, ' ').replace(/[.!?]$/, '');
  const years = [...new Set(claim.match(YEAR) ?? [])];
  const year = years[0];
  if (years.length !== 1 || !year) {
    return null;
  }
  const phrase = datePhrase(year).exec(claim);
  if (!phrase) {
    return null;
  }
  const core =
    phrase.index === 0 ? claim.slice(phrase[0].length).trim() : claim.slice(0, phrase.index).replace(/,$/, '').trim();
  // A year inside a relative clause dates that clause, not the sentence ("X, who became governor in 1817").
  if (
    countWords(core) < 3 ||
    (core.match(YEAR) ?? []).length > 0 ||
    /,? (?:who|which|where|when|that|whose) /.test(core)
  ) {
    return null;
  }
  const text = `${core.charAt(0).toUpperCase()}${core.slice(1)}`;
  const tokens = tagSentences(text)[0]?.tokens ?? [];
  const verbAt = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const verb = tokens[verbAt];
  const subjectTokens = tokens.slice(0, verbAt);
  if (!verb || verbAt === 0 || verbAt > 8 || subjectTokens.some((token) => !SUBJECT_PARTS.has(token.pos))) {
    return null;
  }
  const subject = subjectInQuestion(subjectTokens, text, verb.start);
  const next = tokens[verbAt + 1];
  if (verb.pos === 'AUX' && BE_FORMS.has(verb.normal) && next?.pos === 'VERB') {
    return { stem: `When ${verb.normal} ${subject} ${text.slice(next.start)}?`, year: Number(year) };
  }
  if (verb.pos === 'VERB' && verb.lemma !== verb.normal && !/s$/.test(verb.normal)) {
    const rest = text.slice(verb.start + verb.value.length).trim();
    return { stem: `When did ${subject} ${verb.lemma}${rest ? ` ${rest}` : ''}?`, year: Number(year) };
  }
  return null;
}

/** "What is a solar still?" for a definition: the article the text gives the term, a common noun in lower case. */
export function whatIsStem(term: string, sentence: SentenceInfo, proper: boolean): string {
  const before = sentence.text.slice(sentence.claimStart).toLowerCase();
  const lowered = term.toLowerCase();
  const article = ['a', 'an', 'the'].find((word) => before.startsWith(`${word} ${lowered}`));
  return `What is ${article ? `${article} ` : ''}${proper ? term : lowered}?`;
}

/** A name keeps its capital inside a question: capitalised where no sentence starts ("Congress", not "Bamboo"). */
export function isName(term: TermInfo | undefined): boolean {
  return term?.kind === 'proper' && term.innerCount > 0;
}

const RULE_MODALS = new Set(['shall', 'must', 'may']);

/**
 * "What shall the Congress do?" from a rule "The Congress shall assemble at least once in every
 * Year, …": a subject, a lower-case "shall", "must" or "may" and a verb. Null otherwise.
 */
export function ruleQuestion(sentence: SentenceInfo): string | null {
  if (!sentence.statement) {
    return null;
  }
  const tokens = sentence.tokens.filter((token) => token.start >= sentence.claimStart);
  const modalAt = tokens.findIndex((token) => RULE_MODALS.has(token.value));
  const modal = tokens[modalAt];
  const subjectTokens = tokens.slice(0, modalAt);
  if (
    !modal ||
    modalAt === 0 ||
    modalAt > 6 ||
    tokens[modalAt + 1]?.pos !== 'VERB' ||
    subjectTokens.some((token) => !SUBJECT_PARTS.has(token.pos))
  ) {
    return null;
  }
  const claim = sentence.text.slice(sentence.claimStart);
  const subject = subjectInQuestion(
    subjectTokens,
    `${claim.charAt(0).toUpperCase()}${claim.slice(1)}`,
    modal.start - sentence.claimStart,
  );
  return `What ${modal.value} ${subject} do, according to the text?`;
}
