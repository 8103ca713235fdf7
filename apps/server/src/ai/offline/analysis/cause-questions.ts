import type { Token } from '../nlp.ts';
import {
  BE_FORMS,
  capitalised,
  claimTokens,
  clauseEnd,
  personLike,
  subjectInQuestion,
  type NameTest,
} from './questions.ts';
import type { SentenceInfo } from './statements.ts';
import { hasPronoun, inverted, personNoun, plainSubject, questionVerb, type SpanQuestion } from './wh-questions.ts';
import { countWords } from './words.ts';

/** Participles whose "to" starts no purpose: "is able to", "was allowed to", "is said to". */
const NO_PURPOSE = new Set(
  'able allowed asked expected forced known likely made meant obliged persuaded required said supposed told used willing'.split(
    ' ',
  ),
);

/** A question on a clause of the sentence, with the other part as its answer (offsets in the claim). */
function splitQuestion(
  kind: SpanQuestion['kind'],
  sentence: SentenceInfo,
  clause: string,
  answer: { start: number; end: number },
  wh: string,
  isName?: NameTest,
): SpanQuestion | null {
  const question = inverted(clause, isName);
  const text = claimTokens(sentence).text.slice(answer.start, answer.end).replace(/[,.]$/, '').trim();
  if (!question || countWords(text) < 2 || countWords(question) < 3) {
    return null;
  }
  return {
    kind,
    stem: `${wh} ${question}?`,
    answer: capitalised(text),
    start: sentence.claimStart + answer.start,
    end: sentence.claimStart + answer.start + text.length,
  };
}

/**
 * "Why did scientists conclude in 1906 that ...?" → "Because S waves do not pass through the outer
 * core"; "Why was the Erie Canal enlarged between 1836 and 1862?" → "To carry larger boats" (a
 * passive and "to", or "in order to", "so that"); "How can you collect dew?" → "By tying rags ...".
 */
export function reasonQuestion(sentence: SentenceInfo, isName?: NameTest): SpanQuestion | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  const end = clauseEnd(text, tokens);
  if (tokens[0]?.normal === 'because') {
    const comma = text.indexOf(', ');
    return comma < 0
      ? null
      : splitQuestion(
          'reason',
          sentence,
          text.slice(comma + 2, clauseEnd(text, tokens, comma + 2)),
          { start: 0, end: comma },
          'Why',
          isName,
        );
  }
  const main = text.slice(0, end);
  const marker = / (?:because|so that|in order to) /.exec(main);
  if (marker) {
    const answerStart = marker.index + 1;
    return splitQuestion(
      'reason',
      sentence,
      main.slice(0, marker.index).replace(/,$/, ''),
      { start: answerStart, end },
      'Why',
      isName,
    );
  }
  const inMain = tokens.filter((token) => token.start < end);
  // "was enlarged between 1836 and 1862 to carry larger boats": a passive, no comma, then "to" and a verb.
  const purpose = inMain.findIndex(
    (token, i) => token.normal === 'to' && token.pos === 'PART' && inMain[i + 1]?.pos === 'VERB' && i > 1,
  );
  const be = inMain.findIndex((token) => token.pos === 'AUX' && BE_FORMS.has(token.normal));
  const participle = inMain[be + 1];
  if (
    purpose > 0 &&
    be > 0 &&
    be < purpose - 1 &&
    participle &&
    /(?:ed|en)$/.test(participle.normal) &&
    !NO_PURPOSE.has(participle.normal) &&
    !inMain.slice(be, purpose).some((token) => token.value === ',')
  ) {
    const to = inMain[purpose] as Token;
    return splitQuestion('reason', sentence, main.slice(0, to.start).trim(), { start: to.start, end }, 'Why', isName);
  }
  // "You can collect dew by tying rags ...": the means, a gerund after "by". Not one of a clause the main verb
  // reports: "Pasteur showed that fermentation is caused by living micro-organisms" had asked "How did Pasteur show
  // that fermentation is caused?" (keyed "By living micro-organisms": the audit of session 25).
  const reported = inMain.findIndex((token) => token.normal === 'that' && token.pos === 'SCONJ');
  const by = inMain.findIndex(
    (token, i) =>
      token.normal === 'by' &&
      i > 2 &&
      (reported < 0 || i < reported) &&
      // The tagger reads some gerunds as adjectives ("by striking flint"); a name or number is none.
      ['VERB', 'ADJ', 'NOUN'].includes(inMain[i + 1]?.pos ?? '') &&
      /^\p{Ll}.*ing$/u.test(inMain[i + 1]?.value ?? ''),
  );
  const means = inMain[by];
  if (means && !inMain.slice(0, by).some((token) => token.value === ',')) {
    const comma = text.indexOf(',', means.start);
    const meansEnd = comma < 0 ? end : comma;
    return splitQuestion(
      'means',
      sentence,
      main.slice(0, means.start).trim(),
      { start: means.start, end: Math.min(meansEnd, end) },
      'How',
      isName,
    );
  }
  return null;
}

const MODALS_YOU = new Set(['can', 'should', 'must', 'may']);

/**
 * "What happens when the plate has moved far enough?" → "The edges unstick ..." from "When the
 * plate has moved far enough, the edges unstick ..."; "What can you do if soap and water are not
 * readily available?" → "Use an alcohol-based hand sanitizer ..." (a "you" and a modal after the
 * condition); "What should you do if ...?" for an instruction.
 */
export function conditionQuestion(sentence: SentenceInfo): SpanQuestion | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  const opener = tokens[0]?.normal;
  const comma = text.indexOf(', ');
  if ((opener !== 'when' && opener !== 'if') || comma < 0) {
    return null;
  }
  const condition = text.slice(tokens[1]?.start ?? 0, comma);
  const conditionTokens = tokens.filter((token) => token.start < comma).slice(1);
  const result = tokens.filter((token) => token.start > comma);
  // "When the alarm sounds, or when a lifeguard blows ..., all swimmers must leave": a second condition after the
  // comma, not the consequence (the audit of session 21 found options "Or when a lifeguard blows ...").
  if (['or', 'and'].includes(result[0]?.normal ?? '') && ['when', 'if'].includes(result[1]?.normal ?? '')) {
    return null;
  }
  if (
    countWords(condition) < 3 ||
    // "What happens when vacancies happen ...?" says it twice.
    conditionTokens.some((token) => token.lemma === 'happen' || token.lemma === 'occur') ||
    hasPronoun(conditionTokens) ||
    !conditionTokens.some((token) => token.pos === 'VERB' || token.pos === 'AUX')
  ) {
    return null;
  }
  const first = result[0];
  const second = result[1];
  let stem = `What happens ${opener} ${condition}?`;
  let answerFrom = first?.start ?? 0;
  if (first?.normal === 'you' && second && MODALS_YOU.has(second.normal) && result[2]?.pos === 'VERB') {
    stem = `What ${second.normal} you do ${opener} ${condition}?`;
    answerFrom = result[2].start;
  } else if (
    first &&
    /^\p{Ll}/u.test(first.value) &&
    first.normal === first.lemma &&
    (first.pos === 'VERB' || ['DET', 'NUM', 'PRON'].includes(second?.pos ?? ''))
  ) {
    // An instruction: "use 10 drops and let it stand ...".
    stem = `What should you do ${opener} ${condition}?`;
  } else if (!first || hasPronoun(result.slice(0, 3))) {
    return null;
  }
  const answer = text.slice(answerFrom, clauseEnd(text, [], answerFrom)).trim();
  if (countWords(answer) < 3 || !result.some((token) => token.pos === 'VERB' || token.pos === 'AUX')) {
    return null;
  }
  return {
    kind: 'consequence',
    stem,
    answer: capitalised(answer),
    start: sentence.claimStart + answerFrom,
    end: sentence.claimStart + answerFrom + answer.length,
  };
}

/** The longest answer a cause question takes: a noun phrase with a relative clause, no paragraph. */
const CAUSE_MAX_WORDS = 14;

const MODALS = new Set(['can', 'could', 'may', 'might', 'will', 'would']);
/** Verbs of a "so" clause that say what becomes of the subject, with no object a "they" could stand for. */
const BECOMING = new Set(['be', 'get', 'become', 'stay', 'remain', 'grow', 'turn', 'fall', 'rise', 'break', 'melt']);

/**
 * Whether the verb at `at` says one thing brings about another: "led to", "led other states to build",
 * "made ... possible", "caused"; in its base form only after a modal ("can cause").
 */
function causeVerbAt(tokens: readonly Token[], at: number): boolean {
  const verb = tokens[at];
  if (!verb || verb.pos !== 'VERB' || (verb.normal === verb.lemma && !MODALS.has(tokens[at - 1]?.normal ?? ''))) {
    return false;
  }
  if (verb.lemma === 'lead') {
    // "led to lower prices", "led other states to build": never "led the hikers up the mountain to the summit".
    if (tokens[at + 1]?.normal === 'to') {
      return true;
    }
    const to = tokens.findIndex((token, i) => i > at && token.normal === 'to');
    const between = tokens.slice(at + 1, to);
    return (
      to > at + 1 &&
      to - at <= 5 &&
      tokens[to + 1]?.pos === 'VERB' &&
      between.every((token) => ['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM'].includes(token.pos))
    );
  }
  const next = tokens.slice(at + 1, at + 9).map((token) => token.normal);
  return (verb.lemma === 'make' && next.includes('possible')) || verb.lemma === 'cause';
}

/**
 * "What led other states to build canals of their own?" → "The success of the canal"; "What made the
 * stone locks possible?" → "A hydraulic cement that would harden under water" (the thing a ", which
 * made" points back to, where a relative clause of its own says what about it did); "What caused a
 * tsunami that reached the coast of California?" → "The Great Alaska earthquake of 1964"; "What does the
 * size of an earthquake depend on?" → "The size of the fault and the amount of slip on the fault"; "Why
 * do the edges of the tectonic plates get stuck ...?" → "Because they are rough" (from "X is A, so they
 * get B"). The causes a text gives, asked in its own words: what a teacher asks first of a text that
 * explains (every blind review of sessions 12 to 15). Never a person asked with "What" ("The guide led
 * the hikers ..."), never a "which" that stands for the whole clause before it ("abolished the tax on
 * salt, which led to lower prices": the abolition, not the tax), never a "they" that may stand for an
 * object ("tested the new bridges, so they are safe").
 */
export function causeQuestion(sentence: SentenceInfo, isName?: NameTest): SpanQuestion | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  const at = (offset: number) => ({ start: sentence.claimStart + offset });
  const question = (stem: string, answerStart: number, answerEnd: number, lead?: string): SpanQuestion | null => {
    const span = text.slice(answerStart, answerEnd).trim();
    if (countWords(span) < (lead ? 2 : 1) || countWords(span) > CAUSE_MAX_WORDS || countWords(stem) < 5) {
      return null;
    }
    return {
      kind: 'cause',
      stem,
      answer: lead ? `${lead} ${span}` : capitalised(span),
      start: at(answerStart).start,
      end: at(answerStart).start + span.length,
      ...(lead ? { lead } : {}),
    };
  };
  // "..., which made the stone locks possible": the thing named before the comma brought it about.
  const which = tokens.findIndex(
    (token, i) => token.normal === 'which' && tokens[i - 1]?.value === ',' && causeVerbAt(tokens, i + 1),
  );
  if (which > 2) {
    const comma = tokens[which - 1] as Token;
    const verb = tokens[which + 1] as Token;
    // The object of the last verb before the comma, with a relative clause that says what it does: "discovered
    // a hydraulic cement that would harden under water". Without one, "which" may stand for the whole
    // clause ("The tenant breached the lease, which led to ...": the breach).
    const before = tokens.slice(0, which - 1);
    const objectAt = before.findLastIndex((token, i) => token.pos === 'DET' && before[i - 1]?.pos === 'VERB');
    const object = before[objectAt];
    const relative = before.slice(objectAt + 2).some((token) => token.normal === 'that' || token.normal === 'which');
    const rest = text.slice(verb.start, clauseEnd(text, tokens, verb.start)).trim();
    const restTokens = tokens.filter((token) => token.start > verb.start && token.start < verb.start + rest.length);
    if (!object || !relative || hasPronoun(restTokens)) {
      return null;
    }
    return question(`What ${rest}?`, object.start, comma.start);
  }
  const end = clauseEnd(text, tokens);
  // A phrase put in front ("In Alaska, the Great Alaska earthquake ..."): the subject starts after it.
  const frontComma = tokens[0]?.pos === 'ADP' ? tokens.findIndex((token) => token.value === ',') : -1;
  const subjectAt = frontComma > 0 && frontComma < 5 ? frontComma + 1 : 0;
  const firstVerb = tokens.findIndex((token, i) => i > subjectAt && (token.pos === 'VERB' || token.pos === 'AUX'));
  const subjectTokens = tokens.slice(subjectAt, firstVerb);
  const subjectStart = tokens[subjectAt]?.start ?? 0;
  const subjectEnd = text.slice(0, tokens[firstVerb]?.start ?? 0).trimEnd().length;
  // The head noun stands before "of": "The walls of the old mill" are walls.
  const ofAt = subjectTokens.findIndex((token) => token.pos === 'ADP');
  const head = subjectTokens[(ofAt < 0 ? subjectTokens.length : ofAt) - 1];
  if (
    firstVerb < 0 ||
    !head ||
    !plainSubject(subjectTokens) ||
    personNoun(head) ||
    personLike(text.slice(subjectStart, subjectEnd))
  ) {
    return null;
  }
  const subject = subjectInQuestion(subjectTokens, text.slice(subjectStart), subjectEnd - subjectStart, isName);
  // "X is A, so they get B": why X gets B is that it is A.
  const so = text.indexOf(', so ');
  if (so > 0 && so < end + 1) {
    return soQuestion(so);
  }
  // The cause verb right after the subject, after a modal, or after "and" ("had a magnitude of 9.2 and caused ...").
  const verbAt = [firstVerb, firstVerb + 1].find((i) => causeVerbAt(tokens, i));
  const andAt = tokens.findIndex((token, i) => i > firstVerb && token.normal === 'and' && causeVerbAt(tokens, i + 1));
  const causeAt =
    verbAt === firstVerb || (verbAt === firstVerb + 1 && MODALS.has(tokens[firstVerb]?.normal ?? ''))
      ? verbAt
      : andAt > 0 && !tokens.slice(firstVerb, andAt).some((token) => token.value === ',' || token.pos === 'SCONJ')
        ? andAt + 1
        : undefined;
  if (causeAt !== undefined) {
    const from = tokens[causeAt - (causeAt === firstVerb + 1 && verbAt === causeAt ? 1 : 0)] as Token;
    const rest = text.slice(from.start, Math.max(clauseEnd(text, tokens, from.start), end)).trim();
    const restTokens = tokens.filter((token) => token.start >= from.start && token.start < from.start + rest.length);
    // "their own" of "led other states to build canals of their own" stands for the states the question names.
    const pointsBack = restTokens.some(
      (token, i) => hasPronoun([token]) && !(token.normal === 'their' && restTokens[i + 1]?.normal === 'own'),
    );
    return pointsBack ? null : question(`What ${rest}?`, subjectStart, subjectEnd);
  }
  // "The size of an earthquake depends on the size of the fault ...", "Crop yields depend on rain".
  const verb = tokens[firstVerb] as Token;
  if (verb.lemma === 'depend' && tokens[firstVerb + 1]?.normal === 'on') {
    const form = questionVerb(verb);
    const objectStart = tokens[firstVerb + 2]?.start;
    return form && objectStart !== undefined
      ? question(`What ${form.aux} ${subject} ${form.verb} on?`, objectStart, end)
      : null;
  }
  return null;

  function soQuestion(so: number): SpanQuestion | null {
    const effect = text.slice(so + 5, clauseEnd(text, tokens, so + 5));
    const effectTokens = tokens.filter((token) => token.start >= so + 5 && token.start < so + 5 + effect.length);
    const [pronoun, effectVerb] = effectTokens;
    const verb = tokens[firstVerb] as Token;
    const causeTokens = tokens.filter((token) => token.start >= verb.start && token.start < so);
    // The pronoun is the subject's only where their numbers agree, the cause says what the subject is (no
    // object of its own a "they" could stand for: "tested the new bridges, so they are safe") and the effect
    // says what becomes of it ("get stuck", "stay cool"; not "they closed the pass").
    const plural = /s$/.test(head?.normal ?? '');
    const copular = verb.pos === 'AUX' && BE_FORMS.has(verb.normal);
    if ((pronoun?.normal !== 'they' || !plural) && (pronoun?.normal !== 'it' || plural)) {
      return null;
    }
    if (
      !copular ||
      causeTokens.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN' || token.normal === 'not') ||
      hasPronoun(causeTokens) ||
      !effectVerb ||
      !(BECOMING.has(effectVerb.lemma) || (effectVerb.pos === 'AUX' && BE_FORMS.has(effectVerb.normal))) ||
      countWords(effect) < 3
    ) {
      return null;
    }
    const asked = inverted(`${subject}${effect.slice(pronoun.value.length)}`, isName);
    const cause = text.slice(verb.start, so);
    return asked ? question(`Why ${asked}?`, verb.start, verb.start + cause.length, `Because ${pronoun.normal}`) : null;
  }
}
