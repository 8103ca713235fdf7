import { tagSentences, type Token } from '../nlp.ts';
import { MONTHS } from './english.ts';
import {
  BE_FORMS,
  capitalised,
  claimTokens,
  clauseEnd,
  personLike,
  PRONOUNS,
  subjectInQuestion,
  SUBJECT_PARTS,
  type NameTest,
} from './questions.ts';
import type { SentenceInfo } from './statements.ts';
import { countWords, namesPeople } from './words.ts';

/**
 * A wh-question whose answer is a short span of its sentence: what the sentence identifies ("What
 * is the safest method of purifying water?" → Boiling), a place ("Where did construction begin?"),
 * a reason or purpose ("Why ...?" → "Because ...", "To ..."), a means ("How can you collect dew?"),
 * what follows a condition ("What happens when ...?") or what does something ("What contains about
 * 4 percent salt?", "What do seismographs record?").
 */
export interface SpanQuestion {
  kind: 'identity' | 'place' | 'reason' | 'means' | 'consequence' | 'subject' | 'cause';
  stem: string;
  answer: string;
  /** Words the answer puts before its span of the sentence ("Because they" of "Because they are rough"). */
  lead?: string;
  /** Where the answer stands in the sentence's text (its offsets), for distractors of the same kind. */
  start: number;
  end: number;
  /**
   * The answer is one of several the question fits ("What is one of the best ways to ...?"): among
   * options it is the one the text names, asked openly it has other right answers (blind-s11 Q13, Q14).
   */
  oneOfSeveral?: true;
  /**
   * Of a place a verb of going gives ("Where did Pompey escape?" of "Pompey escaped to Egypt"): who or what went, as
   * the sentence writes it, for the test that the text sends them nowhere else.
   */
  goer?: string;
}

/** Words that make "the X" a superlative or identifying description, not a class: "the safest method", "the only way". */
const IDENTIFYING = new Set([
  'best',
  'worst',
  'most',
  'least',
  'first',
  'last',
  'only',
  'sole',
  'main',
  'chief',
  'principal',
]);

/** Whether a token is a superlative or an identifying adjective ("safest", "best", "only"). */
export function identifying(token: Token | undefined): boolean {
  return (
    token !== undefined &&
    (IDENTIFYING.has(token.normal) ||
      (token.pos === 'ADJ' && /[^e]est$/.test(token.normal) && token.lemma !== token.normal))
  );
}

/** Whether words a question would leave without their antecedent occur ("Why do they ...?"). */
export function hasPronoun(tokens: readonly Token[]): boolean {
  return tokens.some((token) => PRONOUNS.has(token.normal));
}

/** Pronouns a subject may hold: "The Erie Canal itself". */
const REFLEXIVES = new Set(['itself', 'themselves']);

/** Words of time that may stand before a subject with no comma: "Today the desert ...", "Now the river ...". */
const TIME_OPENERS = new Set([
  'today',
  'tonight',
  'yesterday',
  'tomorrow',
  'now',
  'nowadays',
  'currently',
  'later',
  'then',
]);

/** A subject a question can name: nouns and their modifiers, a gerund phrase ("Washing hands with soap"), or a name. */
export function plainSubject(tokens: readonly Token[]): boolean {
  // "After the war the family": a phrase before the subject ("where did after the war the family move?", the code
  // review of session 21).
  if (
    tokens.length === 0 ||
    tokens.length > 9 ||
    hasPronoun(tokens) ||
    tokens[0]?.pos === 'ADP' ||
    // "Today the desert contains ...": a time before the subject ("what contains ...?" had keyed "Today the desert",
    // the re-audit of session 21).
    TIME_OPENERS.has(tokens[0]?.normal ?? '')
  ) {
    return false;
  }
  const gerund = tokens[0]?.pos === 'VERB' && /ing$/.test(tokens[0].normal);
  // "Canvass White": a name the tagger takes a word of for a verb.
  const name =
    tokens.length >= 2 &&
    tokens.every((token) => /^\p{Lu}/u.test(token.value) && token.pos !== 'PRON' && token.pos !== 'PART');
  return tokens.every(
    (token, i) =>
      SUBJECT_PARTS.has(token.pos) ||
      name ||
      (gerund && (token.pos === 'VERB' || token.pos === 'CCONJ' || token.normal === 'your')) ||
      (i > 0 && REFLEXIVES.has(token.normal)) ||
      (i > 0 && token.pos === 'ADV' && token.normal === 'ever') ||
      (i > 0 && token.pos === 'VERB' && /ed$/.test(token.normal)),
  );
}

/** The first verb after the subject: a gerund opening the sentence ("Filtering is ...") is its subject. */
function mainVerbAt(tokens: readonly Token[]): number {
  return tokens.findIndex(
    (token, i) => (token.pos === 'VERB' || token.pos === 'AUX') && !(i === 0 && /ing$/.test(token.normal)),
  );
}

/** The do-support of a finite verb: "began" → did + begin, "contains" → does + contain, "was" → was. */
export function questionVerb(verb: Token): { aux: string; verb: string } | null {
  if (verb.pos === 'AUX') {
    return ['do', 'does', 'did'].includes(verb.normal) ? null : { aux: verb.normal, verb: '' };
  }
  if (verb.pos !== 'VERB' || !verb.lemma || /ing$/.test(verb.normal)) {
    return null;
  }
  if (verb.normal === verb.lemma) {
    return { aux: 'do', verb: verb.lemma };
  }
  return { aux: /s$/.test(verb.normal) ? 'does' : 'did', verb: verb.lemma };
}

/**
 * A clause turned into a question's word order: "scientists concluded in 1906 that ..." → "did
 * scientists conclude in 1906 that ...", "the canal was enlarged" → "was the canal enlarged". Null
 * when the clause does not read as a plain subject and a finite verb.
 */
export function inverted(clause: string, isName?: NameTest): string | null {
  const text = capitalised(clause.trim());
  const tokens = tagSentences(text)[0]?.tokens ?? [];
  const verbAt = mainVerbAt(tokens);
  const verb = tokens[verbAt];
  // "you" of a manual is the reader: "How can you collect dew?" needs no antecedent.
  const reader = verbAt === 1 && tokens[0]?.normal === 'you';
  if (!verb || verbAt === 0 || verbAt > 8 || hasPronoun(tokens) || !(reader || plainSubject(tokens.slice(0, verbAt)))) {
    return null;
  }
  const form = questionVerb(verb);
  if (!form) {
    return null;
  }
  const subject = reader ? 'you' : subjectInQuestion(tokens.slice(0, verbAt), text, verb.start, isName);
  const rest = text.slice(verb.start + verb.value.length).trim();
  const predicate = [form.verb, rest].filter((part) => part !== '').join(' ');
  return `${form.aux} ${subject}${predicate ? ` ${predicate}` : ''}`;
}

/**
 * "What is the safest method of purifying water?" → Boiling, from "Boiling is the safest method of
 * purifying water: ..."; "What became the chief port of the United States?" → New York City. The
 * sentence names the one thing a superlative or identifying description fits.
 */
export function identityQuestion(sentence: SentenceInfo): SpanQuestion | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  const verbAt = mainVerbAt(tokens);
  const verb = tokens[verbAt];
  if (!verb || verbAt === 0 || !plainSubject(tokens.slice(0, verbAt))) {
    return null;
  }
  const copula = (verb.pos === 'AUX' && BE_FORMS.has(verb.normal)) || verb.lemma === 'become';
  const after = tokens.slice(verbAt + 1, verbAt + 5).map((token) => token.normal);
  const described =
    (after[0] === 'the' && identifying(tokens[verbAt + 2])) ||
    (after[0] === 'one' && after[1] === 'of' && identifying(tokens[verbAt + 4]));
  if (!copula || !described) {
    return null;
  }
  const predicateStart = tokens[verbAt + 1]?.start ?? 0;
  const predicate = text.slice(predicateStart, clauseEnd(text, tokens, predicateStart)).trim();
  const predicateTokens = tokens.filter(
    (token) => token.start >= predicateStart && token.start < predicateStart + predicate.length,
  );
  const answer = text.slice(0, verb.start).trim();
  if (countWords(predicate) < 3 || countWords(answer) > 7 || hasPronoun(predicateTokens)) {
    return null;
  }
  // "What was the first woman to win a Nobel Prize?" asks for a person: "Who", where the predicate's noun or one
  // of the answer's names people ("Scottish explorer David Livingstone"; the wrong-key audit of session 19). Not by
  // the answer's capitals: "The Nile", "Mona Lisa" and "Mount Everest" read as names of people.
  // A noun's head only: "Emperor penguin" names no one ("who is the largest of the world's 18 penguin species?", the
  // wrong-key audit of session 20).
  // A sex before a trade still names a person ("the first woman physician", the code review of session 20).
  const isHead = (token: Token) => {
    const next = tokens[tokens.indexOf(token) + 1];
    return SEXES.has(token.normal) || (next?.pos !== 'NOUN' && next?.pos !== 'PROPN');
  };
  const person = [...predicateTokens.slice(0, 4), ...tokens.slice(0, verbAt)].some(
    (token) => token.pos === 'NOUN' && namesPeople(token.value) && isHead(token),
  );
  return {
    kind: 'identity',
    stem: `${person ? 'Who' : 'What'} ${verb.normal} ${predicate}?`,
    answer: capitalised(answer),
    start: sentence.claimStart,
    end: sentence.claimStart + answer.length,
    ...(after[0] === 'one' ? { oneOfSeveral: true as const } : {}),
  };
}

/** Nouns of a sex, which name a person before another noun too ("woman physician"). */
const SEXES = new Set(['woman', 'women', 'man', 'men', 'girl', 'girls', 'boy', 'boys']);

/** Verbs whose object is where something happened: "struck Chile", "reached England". */
const PLACE_VERBS = new Set(['strike', 'hit', 'reach', 'visit', 'enter', 'cross', 'invade']);
/** Verbs of going somewhere: the text may send the same one to several places ("fled to Greece", "escaped to Egypt"). */
export const GOING_VERBS = new Set([
  'go',
  'flee',
  'escape',
  'travel',
  'move',
  'sail',
  'return',
  'march',
  'retreat',
  'fly',
  'emigrate',
  'withdraw',
  'run',
  'come',
  'journey',
]);
/** Prepositions of place before a name: "at Rome, New York", "to England". */
const PLACE_PREPOSITIONS = new Set(['in', 'at', 'to', 'near']);

/** Marks of an era written beside a year: "AD 14", "44 BC". */
const ERA_MARKS = new Set(['ad', 'bc', 'bce', 'ce']);

/** The place name starting at token `at`: "Chile", "Rome, New York", "the Hudson River". Null for no place. */
function placeAt(tokens: readonly Token[], text: string, at: number): { start: number; end: number } | null {
  let index = tokens[at]?.normal === 'the' ? at + 1 : at;
  const first = tokens[index];
  const isCapitalWord = (token: Token | undefined) =>
    token !== undefined && token.pos === 'PROPN' && /^\p{Lu}\p{L}+$/u.test(token.value);
  if (!first || !isCapitalWord(first)) {
    return null;
  }
  while (isCapitalWord(tokens[index + 1])) {
    index += 1;
  }
  // "Rome, New York,": a town and its state, when a comma or the end follows the state.
  if (tokens[index + 1]?.value === ',' && isCapitalWord(tokens[index + 2])) {
    let stateEnd = index + 2;
    while (isCapitalWord(tokens[stateEnd + 1])) {
      stateEnd += 1;
    }
    const following = tokens[stateEnd + 1];
    if (stateEnd - index <= 3 && (!following || following.value === ',')) {
      index = stateEnd;
    }
  }
  const last = tokens[index] as Token;
  const span = { start: tokens[at]?.start ?? 0, end: last.start + last.value.length };
  const name = text.slice(first.start, span.end);
  // "in AD 14 at Nola": an era's mark is part of a date, no place ("Where did Augustus die?" had been keyed "AD").
  if (MONTHS.has(first.normal) || ERA_MARKS.has(first.normal) || personLike(name.replace(/,/g, ''))) {
    return null;
  }
  return span;
}

/**
 * "Where did the largest earthquake ever recorded strike?" → Chile, from "The largest earthquake
 * ever recorded struck Chile on May 22, 1960 ..."; "Where did construction begin?" → "Rome, New
 * York". The verb takes the place as its object (strike, reach, ...) or right after "in", "at", "to".
 */
export function whereQuestion(sentence: SentenceInfo, isName?: NameTest): SpanQuestion | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  for (let verbAt = 1; verbAt < Math.min(tokens.length - 1, 10); verbAt += 1) {
    const verb = tokens[verbAt] as Token;
    const object = PLACE_VERBS.has(verb.lemma) ? verbAt + 1 : null;
    const preposition = PLACE_PREPOSITIONS.has(tokens[verbAt + 1]?.normal ?? '') ? verbAt + 2 : null;
    const placeStart = object ?? preposition;
    if (verb.pos !== 'VERB' || placeStart === null || !/^\p{Ll}/u.test(verb.value)) {
      continue;
    }
    const place = placeAt(tokens, text, placeStart);
    if (!place) {
      continue;
    }
    // Passive "was built at ..." keeps its auxiliary; an active verb takes "did".
    const auxiliary = tokens[verbAt - 1];
    const passive = auxiliary?.pos === 'AUX' && BE_FORMS.has(auxiliary.normal);
    const subjectEnd = passive ? verbAt - 1 : verbAt;
    const subjectTokens = tokens.slice(0, subjectEnd);
    const form = passive ? { aux: auxiliary.normal, verb: verb.value } : questionVerb(verb);
    // A present tense states a habit ("Salmon spawn in rivers"): no one place answers it.
    if (!plainSubject(subjectTokens) || !form || form.aux === 'does' || form.aux === 'do') {
      return null;
    }
    const subject = subjectInQuestion(subjectTokens, capitalised(text), tokens[subjectEnd]?.start ?? 0, isName);
    const goes = GOING_VERBS.has(verb.lemma) && tokens[verbAt + 1]?.normal === 'to';
    return {
      kind: 'place',
      stem: `Where ${form.aux} ${subject} ${form.verb}?`,
      answer: capitalised(text.slice(place.start, place.end)),
      start: sentence.claimStart + place.start,
      end: sentence.claimStart + place.end,
      ...(goes ? { goer: text.slice(0, tokens[subjectEnd]?.start ?? 0).trim() } : {}),
    };
  }
  return null;
}

/** Head nouns of people ("What had little training?" would ask for the engineers): "-ists", "-ians", plural "-ers"/"-ors". */
const PERSON_NOUN = /(?:ist|ian|eer)s?$|(?:er|or)s$/;
const PEOPLE = new Set(
  // Roles a rule sheet names in the singular ("A manager may refuse ...": "Who may refuse ...?", the audit of session 26).
  'people person man men woman women child children citizen citizens family families member members president governor officer merchant representative senator doctor teacher worker farmer leader engineer manager employee employer supervisor student pupil candidate applicant tenant landlord owner user visitor customer patient nurse director parent guardian'.split(
    ' ',
  ),
);
export const personNoun = (token: Token) => PERSON_NOUN.test(token.normal) || PEOPLE.has(token.normal);

/** "contain" → "contains", "have" → "has": the verb after "What" agrees with a singular "what". */
function thirdPerson(lemma: string): string {
  if (lemma === 'have') {
    return 'has';
  }
  if (lemma === 'be') {
    return 'is';
  }
  if (/(?:s|sh|ch|x|z|o)$/.test(lemma)) {
    return `${lemma}es`;
  }
  return /[^aeiou]y$/.test(lemma) ? `${lemma.slice(0, -1)}ies` : `${lemma}s`;
}

/** Words of time the tagger reads as nouns after a name ("seismographs today"). */
const TIME_ADVERBS = new Set(['today', 'tonight', 'yesterday', 'tomorrow', 'now', 'nowadays']);
/** Plurals whose lemma the tagger gives as themselves. */
const LATIN_PLURALS = new Set([
  'bacteria',
  'data',
  'criteria',
  'phenomena',
  'media',
  'algae',
  'fungi',
  'larvae',
  'nuclei',
]);

/**
 * "What contains about 4 percent salt?" → "Sea water", from "Sea water contains about 4 percent
 * salt, and ..."; "What are the instruments that record earthquakes called?" → "Seismographs", from "Earthquakes
 * are recorded by instruments called seismographs."; "What did barometers measure?" → "Storms", from "Storms were
 * measured by instruments called barometers." (a passive with a thing, not a person, after "by").
 */
export function subjectQuestion(sentence: SentenceInfo, isName?: NameTest): SpanQuestion | null {
  if (!sentence.statement) {
    return null;
  }
  const { text, tokens } = claimTokens(sentence);
  const end = clauseEnd(text, tokens);
  const verbAt = mainVerbAt(tokens);
  const verb = tokens[verbAt];
  const subjectTokens = tokens.slice(0, verbAt);
  const head = subjectTokens[subjectTokens.length - 1];
  // "The largest earthquake ever recorded struck ...": a participle of the subject is not its verb.
  const participleOfSubject = verb?.pos === 'VERB' && tokens[verbAt + 1]?.pos === 'VERB';
  if (!verb || !head || verbAt > 6 || participleOfSubject || !plainSubject(subjectTokens) || personNoun(head)) {
    return null;
  }
  const subject = text.slice(0, verb.start).trim();
  const named = subjectTokens.every((token) => token.pos === 'PROPN') && (isName?.(subject) ?? true);
  if (named || personLike(subject) || countWords(subject) > 5) {
    return null;
  }
  const answer = { start: 0, end: subject.length };
  const participle = tokens[verbAt + 1];
  // Passive with an agent: "Earthquakes are recorded by instruments called seismographs."
  const by = tokens[verbAt + 2];
  if (verb.pos === 'AUX' && BE_FORMS.has(verb.normal) && participle?.pos === 'VERB' && by?.normal === 'by') {
    const agentText = text
      .slice(by.start + 3, end)
      .replace(/^.*\bcalled /, '')
      .trim();
    const agent = tokens.filter((token) => token.start > by.start && token.start < end);
    const plural = /s$/.test(agentText);
    // "instruments called barometers": the words before "called" say what the agent is.
    const called = agent.findIndex((token) => token.normal === 'called');
    const agentHead = called < 0 ? agent : agent.slice(0, called);
    if (
      countWords(agentText) > 4 ||
      // Nor "buoys at sea", "“seismographs”": a place or a mark in the name (the code review of session 22).
      agent.some((token) => ['CCONJ', 'PRON', 'NUM', 'ADP', 'PUNCT'].includes(token.pos) || token.value === ',') ||
      personLike(agentText) ||
      agentHead.some((token) => personNoun(token) && token.pos === 'NOUN')
    ) {
      return null;
    }
    // "by instruments called seismographs": the name is what the text teaches, so the question asks for it ("What are
    // the instruments that record earthquakes called?"); "What do seismographs record?" had other right answers (ground
    // motion, seismic waves: blind-s55 Q22). The past where the participle is the verb's past too ("measured").
    const what = agentHead.filter((token) => token.pos !== 'DET');
    const tense =
      verb.normal === 'are' || verb.normal === 'is' ? 'present' : /ed$/.test(participle.normal) ? 'past' : null;
    if (called > 0 && tense && what.length > 0 && what.every((token) => token.pos === 'NOUN' || token.pos === 'ADJ')) {
      const calledToken = agent[called] as Token;
      // The name's words: "a seismograph" without its article; not "in Japan" or "today" after it, nor quotation marks.
      const rest = agent.slice(called + 1);
      const articled = ['a', 'an', 'the'].includes(rest[0]?.normal ?? '');
      const nameTokens = rest.slice(articled ? 1 : 0);
      const nameLength = nameTokens.findIndex(
        (token) => !['NOUN', 'PROPN', 'ADJ'].includes(token.pos) || TIME_ADVERBS.has(token.normal),
      );
      const name = nameLength < 0 ? nameTokens : nameTokens.slice(0, nameLength);
      const first = name[0];
      const last = name.at(-1);
      // A kind's number by its article and its word ("a process", "instruments"), not by a final "s" ("process").
      const head = what.at(-1) as Token;
      const many =
        agentHead[0]?.normal !== 'a' &&
        agentHead[0]?.normal !== 'an' &&
        (head.normal !== head.lemma || LATIN_PLURALS.has(head.normal));
      const whatText = text.slice(what[0]?.start ?? 0, calledToken.start).trim();
      const subjectInQuestion = /^\p{Lu}\p{Ll}/u.test(subject)
        ? `${subject.charAt(0).toLowerCase()}${subject.slice(1)}`
        : subject;
      const doing = tense === 'past' ? participle.normal : many ? participle.lemma : thirdPerson(participle.lemma);
      const be = tense === 'past' ? (many ? 'were' : 'was') : many ? 'are' : 'is';
      if (first && last && !/\p{P}/u.test(text.slice(first.start, last.start + last.value.length))) {
        const nameEnd = last.start + last.value.length;
        return {
          kind: 'identity',
          stem: `What ${be} the ${whatText} that ${doing} ${subjectInQuestion} called?`,
          answer: capitalised(text.slice(first.start, nameEnd)),
          start: sentence.claimStart + first.start,
          end: sentence.claimStart + nameEnd,
        };
      }
    }
    const aux = verb.normal === 'was' || verb.normal === 'were' ? 'did' : plural ? 'do' : 'does';
    const agentInQuestion = /^\p{Lu}/u.test(agentText) && isName?.(agentText) ? agentText : agentText.toLowerCase();
    return {
      kind: 'subject',
      stem: `What ${aux} ${agentInQuestion} ${participle.lemma}?`,
      answer: capitalised(subject),
      start: sentence.claimStart,
      end: sentence.claimStart + answer.end,
    };
  }
  // Active: "What contains ...?" — a finite verb other than "be", an object or complement after it.
  const modal =
    verb.pos === 'AUX' && ['can', 'could', 'will', 'would', 'should', 'must', 'may', 'might'].includes(verb.normal);
  if ((verb.pos === 'AUX' && !modal && verb.lemma !== 'have') || /ing$/.test(verb.normal)) {
    return null;
  }
  // "The kit should also hold ...": "also" adds to what the text said before, not to the question.
  const rest = text
    .slice(verb.start + verb.value.length, end)
    .trim()
    .replace(/^also /, '');
  const restTokens = tokens.filter((token) => token.start > verb.start && token.start < end);
  // An object must follow the verb: "What began at Rome?" or "What can spread from ...?" asks for little.
  const object = restTokens.slice(modal ? 1 : 0).find((token) => token.pos !== 'ADV' && token.pos !== 'VERB');
  if (countWords(rest) < 2 || hasPronoun(restTokens) || !object || object.pos === 'ADP' || object.pos === 'PUNCT') {
    return null;
  }
  const past = verb.normal !== verb.lemma && !/s$/.test(verb.normal);
  const finite = modal || past ? verb.normal : thirdPerson(verb.lemma);
  return {
    kind: 'subject',
    stem: `What ${finite} ${rest}?`,
    answer: capitalised(subject),
    start: sentence.claimStart,
    end: sentence.claimStart + answer.end,
    // "What contains about 4 percent salt?" has other right answers than sea water, and "What took weeks
    // to cross the Appalachian ridges?" than a wagon load (blind-s28 scored both 2 as open questions):
    // among options the text's is the one, asked openly only where what it does is one thing's alone
    // ("What causes the most damage?").
    // "within at most four hours" bounds a number; it names no one thing.
    ...(restTokens.some((token, i) => identifying(token) && restTokens[i - 1]?.normal !== 'at')
      ? {}
      : { oneOfSeveral: true as const }),
  };
}
