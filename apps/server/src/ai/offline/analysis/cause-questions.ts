import type { Token } from '../nlp.ts';
import { BE_FORMS, capitalised, claimTokens, type NameTest } from './questions.ts';
import type { SentenceInfo } from './statements.ts';
import { clauseEnd, hasPronoun, inverted, type SpanQuestion } from './wh-questions.ts';
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
  // "You can collect dew by tying rags ...": the means, a gerund after "by".
  const by = inMain.findIndex(
    (token, i) =>
      token.normal === 'by' &&
      i > 2 &&
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
