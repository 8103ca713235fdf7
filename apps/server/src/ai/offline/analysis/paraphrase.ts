import type { Token } from '../nlp.ts';
import { claimOf, claimStartOf, type SentenceInfo } from './statements.ts';
import { DAYS, isEnglishName, keepsCapitalInside, MONTHS, TIME_NOUNS } from './english.ts';
import { isWord } from './words.ts';
import { adviceOf, SEQUENCE_OPENERS } from './instructions.ts';

/**
 * Statements a question may show for a sentence of the text, each one claim: the independent clauses
 * of a compound sentence that stand alone ("Sea water contains about 4 percent salt, and the body
 * requires ..." gives two), lightly reworded where that is safe (an appositive or a bracket dropped,
 * a short fronted phrase moved to the end, a definition turned round unless `turnDefinitions` is
 * false). Every word a form keeps is the sentence's own ("is called" aside), so a true form stays
 * grounded in the sentence it cites. The forms are `SentenceInfo`s of their own text
 * (tokens and terms moved with it); the sentence itself stays the one a question cites.
 */
export function claimForms(sentence: SentenceInfo, { turnDefinitions = true } = {}): SentenceInfo[] {
  const parts = independentClauses(sentence);
  return (parts.length > 0 ? parts : [sentence]).map((part) => asAdvice(lightlyReworded(part, turnDefinitions)));
}

/**
 * The independent clauses of a compound sentence that stand alone, word for word (no light rewording):
 * what a cloze quotes of a long sentence. Empty for a sentence of one clause.
 */
export function clausesOf(sentence: SentenceInfo): SentenceInfo[] {
  return independentClauses(sentence);
}

/**
 * A piece of the sentence's text kept in a form (`lowerFirst`: its first letter lower-cased), or words added
 * (`words`: their tokens, in the order the literal writes them, where a test of the form reads them).
 */
type Segment =
  { from: number; to: number; lowerFirst?: boolean } | { literal: string; words?: ReadonlyArray<Omit<Token, 'start'>> };

/** The full stop a form ends with, as a token: a later rewording reads where the clause ends. */
const FULL_STOP: Segment = {
  literal: '.',
  words: [{ value: '.', normal: '.', lemma: '.', pos: 'PUNCT', type: 'punctuation' }],
};

/**
 * The form made of these segments of the sentence: its text, first letter upper case, with the
 * tokens and terms that fall inside them.
 */
function composed(sentence: SentenceInfo, segments: readonly Segment[]): SentenceInfo {
  let text = '';
  const tokens: Token[] = [];
  const terms: SentenceInfo['terms'] = [];
  for (const segment of segments) {
    // "... between 11 a.m. and 3 p.m." ends on its time's stop: no second one ("3 p.m..", the wrong-key audit of
    // session 19).
    if (segment === FULL_STOP && text.endsWith('.')) {
      continue;
    }
    if ('literal' in segment) {
      let at = 0;
      for (const word of segment.words ?? []) {
        at = segment.literal.indexOf(word.value, at);
        tokens.push({ ...word, start: text.length + at });
        at += word.value.length;
      }
      text += segment.literal;
      continue;
    }
    const shift = text.length - segment.from;
    let piece = sentence.text.slice(segment.from, segment.to);
    if (segment.lowerFirst) {
      piece = `${piece.charAt(0).toLowerCase()}${piece.slice(1)}`;
    }
    text += piece;
    const inside = (start: number, end: number) => start >= segment.from && end <= segment.to;
    for (const token of sentence.tokens) {
      if (inside(token.start, token.start + token.value.length)) {
        const value =
          segment.lowerFirst && token.start === segment.from
            ? `${token.value.charAt(0).toLowerCase()}${token.value.slice(1)}`
            : token.value;
        tokens.push({ ...token, value, start: token.start + shift });
      }
    }
    for (const term of sentence.terms) {
      if (inside(term.start, term.end)) {
        const surface = text.slice(term.start + shift, term.end + shift);
        terms.push({ ...term, surface, start: term.start + shift, end: term.end + shift });
      }
    }
  }
  text = `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  const opening = tokens[0];
  if (opening?.start === 0) {
    tokens[0] = { ...opening, value: `${opening.value.charAt(0).toUpperCase()}${opening.value.slice(1)}` };
  }
  const claimStart = claimStartOf(text);
  return {
    ...sentence,
    text,
    tokens,
    terms,
    claim: claimOf(text),
    claimStart,
    claimSuffix: /[.!?]$/.test(text) ? '' : '.',
    wordCount: tokens.filter(isWord).length,
  };
}

/** Openings that point back to the clause before ("it", "they", "such Meeting"): such a clause does not stand alone. */
const POINTS_BACK = new Set(
  'it this that these those they them its their such which who both there here he she his her'.split(' '),
);
/** Forms of "be" and "have" after an existential "there" ("there are", "there has been"). */
const BE_FORMS = new Set(['is', 'are', 'was', 'were', 'be', 'been', 'has', 'have', 'had', 'will', 'may', 'must']);
/** Words that open a clause inside a subject: a verb after one is not the clause's own. */
const RELATIVES = new Set(['that', 'which', 'who', 'whom', 'whose', 'where', 'when', 'if', 'because', 'while']);
const SUBJECT_OPENERS = new Set(['DET', 'NOUN', 'PROPN', 'NUM', 'ADJ']);
const isVerb = (token: Token | undefined) => token?.pos === 'VERB' || token?.pos === 'AUX';

/**
 * Whether tokens read as a clause of their own: a subject first, then a verb of the clause (not of a
 * relative clause inside the subject), then something the verb says ("the hanging weight does not"
 * says nothing alone), and at least five words.
 */
function standsAlone(tokens: readonly Token[], withSubject: boolean): boolean {
  const words = tokens.filter(isWord);
  const first = words[0];
  if (!first || words.length < 5 || POINTS_BACK.has(first.normal)) {
    return false;
  }
  if (withSubject && !SUBJECT_OPENERS.has(first.pos) && first.normal !== 'you') {
    return false;
  }
  const verbAt = tokens.findIndex(isVerb);
  if (verbAt <= 0 || tokens.slice(0, verbAt).some((token) => RELATIVES.has(token.normal))) {
    return false;
  }
  // "..., and most of the large cities and farms are found there": where "there" is, the clause before says (the
  // audit of session 24: "Most of the small cities and farms are found there." stated alone).
  const pointsToAPlace = tokens.some(
    (token, i) => token.normal === 'there' && i > 0 && !BE_FORMS.has(tokens[i + 1]?.normal ?? ''),
  );
  if (withSubject && pointsToAPlace) {
    return false;
  }
  return tokens
    .slice(verbAt + 1)
    .some((token) => ['NOUN', 'PROPN', 'ADJ', 'NUM', 'VERB', 'ADV'].includes(token.pos) && token.normal !== 'not');
}

/**
 * The independent clauses of a compound sentence that stand alone, or none when it is one clause:
 * split where ", and", ", but", "; ", "; and" or ": and" is followed by a subject of its own ("..., and the
 * body requires ..."), never where the next clause has no subject ("..., and shall have the sole
 * Power") or points back ("..., and they can continue ..."), which then stays out.
 */
const LEAVE_MODALS = new Set(['may', 'can']);
const DUTY_MODALS = new Set(['must', 'shall', 'should']);

function independentClauses(sentence: SentenceInfo): SentenceInfo[] {
  const tokens = sentence.tokens.filter((token) => token.start >= sentence.claimStart);
  const cuts: Array<{ end: number; next: number }> = [];
  tokens.forEach((token, i) => {
    const after = tokens[i + 1];
    const joined = after?.normal === 'and' || after?.normal === 'but';
    if (token.value === ';' && after) {
      const conjunction = joined ? tokens[i + 2] : after;
      if (conjunction) {
        cuts.push({ end: token.start, next: conjunction.start });
      }
    } else if (token.value === ':' && joined && tokens[i + 2]) {
      // "..., the Chief Justice shall preside: And no Person shall be convicted ...": two rules (blind-s38 Q13).
      // A colon alone opens what explains or lists: "the safest method of purifying water: boil it ...".
      cuts.push({ end: token.start, next: (tokens[i + 2] as Token).start });
    } else if (
      token.value === ',' &&
      after &&
      (after.normal === 'and' || after.normal === 'but') &&
      tokens[i + 2] &&
      // "Children aged eight to twelve may swim without an adult, but a parent must remain inside the building": the rule
      // after "but" holds in the case the leave before it opens ("A parent or guardian must remain outside the building"
      // had been a false statement of the clause alone: the audit of session 21).
      !(
        after.normal === 'but' &&
        tokens.slice(0, i).some((before) => LEAVE_MODALS.has(before.normal)) &&
        tokens.slice(i + 2).some((later) => DUTY_MODALS.has(later.normal))
      ) &&
      // "two main parts: the command module, called Columbia, and the lunar module, called Eagle": the list the colon
      // opened goes on ("The lunar module, called Eagle." had been a claim: the wrong-key audit of session 20).
      !tokens
        .slice(0, i)
        .some((before, j) => before.value === ':' && !['and', 'but'].includes(tokens[j + 1]?.normal ?? ''))
    ) {
      cuts.push({ end: token.start, next: (tokens[i + 2] as Token).start });
    }
  });
  if (cuts.length === 0) {
    return [];
  }
  const spans: Array<{ from: number; to: number }> = [];
  let from = sentence.claimStart;
  for (const cut of cuts) {
    spans.push({ from, to: cut.end });
    from = cut.next;
  }
  spans.push({ from, to: sentence.text.replace(/[.!?]$/, '').length });
  // A cut that does not leave a clause on its right (a list of verbs, a pronoun) joins the pieces again.
  const clauses: Array<{ from: number; to: number; alone: boolean }> = [];
  spans.forEach((span, i) => {
    const inside = tokens.filter((token) => token.start >= span.from && token.start < span.to);
    const alone = standsAlone(inside, i > 0) || (i === 0 && afterItsCondition(inside));
    const previous = clauses[clauses.length - 1];
    if (i > 0 && previous && !alone && !POINTS_BACK.has(inside.find(isWord)?.normal ?? '')) {
      previous.to = span.to;
      previous.alone = standsAlone(
        tokens.filter((token) => token.start >= previous.from && token.start < previous.to),
        clauses.length > 1,
      );
    } else {
      clauses.push({ ...span, alone });
    }
  });
  if (clauses.length < 2) {
    return [];
  }
  return clauses
    .filter((clause) => clause.alone)
    .map((clause) => ({
      ...composed(sentence, [{ from: clause.from, to: clause.to }, FULL_STOP]),
      role: 'clause',
    }));
}

/**
 * Whether a first clause is a clause of time or condition and, after its comma, a main clause that stands
 * alone: "When the President of the United States is tried, the Chief Justice shall preside".
 */
function afterItsCondition(tokens: readonly Token[]): boolean {
  const comma = tokens.findIndex((token) => token.value === ',');
  return SUBORDINATORS.has(tokens[0]?.normal ?? '') && comma > 2 && standsAlone(tokens.slice(comma + 1), true);
}

/**
 * The clause reworded where that cannot change what it says: a bracket and an appositive after a
 * name or noun dropped ("Benjamin Wright, the chief engineer, had been ..."; "Secondary waves, or S
 * waves, move ..."), and a short fronted phrase moved to the end ("Even in cold areas, you need ..."
 * → "You need ..., even in cold areas.") when the rest is one plain clause it cannot attach wrongly to.
 */
function lightlyReworded(form: SentenceInfo, turnDefinitions: boolean): SentenceInfo {
  const plain = withoutAsides(form);
  const turned = turnDefinitions ? definitionTurned(plain) : plain;
  if (turned !== plain) {
    return turned;
  }
  const moved = frontedPhraseMoved(plain);
  if (moved !== plain) {
    return moved;
  }
  const condition = conditionMoved(plain);
  return condition !== plain ? condition : trailingPhraseFronted(plain);
}

/** The words an instruction's advice opens with ("You should", "you should not"). */
const YOU: Omit<Token, 'start'> = { value: 'You', normal: 'you', lemma: 'you', pos: 'PRON', type: 'word' };
const SHOULD: Omit<Token, 'start'> = { value: 'should', normal: 'should', lemma: 'should', pos: 'AUX', type: 'word' };
const NOT: Omit<Token, 'start'> = { value: 'not', normal: 'not', lemma: 'not', pos: 'PART', type: 'word' };
/**
 * An instruction as the advice it gives, which a statement may hold true or false (an order may not: blind-s29
 * scored "Do not drink sea water, urine, or blood." stated true 1): "Scrub your hands for at least 20 seconds."
 * → "You should scrub your hands for at least 20 seconds."; "Never drink ..." → "You should never drink ...";
 * "Don't drink ..." → "You should not drink ..."; "Next, place the plastic sheet ..." → "You should place
 * ..."; "If the water is cloudy or cold, use 10 drops ..." → "If the water is cloudy or cold, you should use 10
 * drops ...". A statement shows it in the third person ("People should scrub their hands ...",
 * analysis/person.ts). Any other instruction stays as it is, and no statement shows it (`usableForms`): "Please
 * ...", "Gently, rub ...", one that quotes, one whose object points back ("Keep it out of reach ..."), one a
 * character gives ("..., the old man told them"), one of an argument ("Suppose ...", "Let n be ...").
 */
function asAdvice(form: SentenceInfo): SentenceInfo {
  const tokens = form.tokens.filter((token) => token.start >= form.claimStart);
  const instruction = adviceOf(tokens);
  const verb = tokens[instruction?.verb ?? -1];
  const opening = tokens[instruction?.start ?? -1];
  if (
    !instruction ||
    !verb ||
    !opening ||
    !/[.]$/.test(form.text) ||
    /["“”]/.test(form.text) ||
    opening.normal === 'please' ||
    // A list item of two sentences ("... to sign in. Contact the help desk ...") is advice and an order.
    /[.!?]\s+\p{Lu}/u.test(form.text)
  ) {
    return form;
  }
  const doNot = verb.normal === 'do' && tokens[instruction.verb + 1]?.normal === 'not';
  // "Keep it out of reach of young children": what "it" is, the sentence before says ("If the water smells bad,
  // do not drink it": the clause before the comma says).
  if (!instruction.afterComma && POINTS_BACK.has(tokens[instruction.verb + (doNot ? 3 : 1)]?.normal ?? '')) {
    return form;
  }
  const between = tokens.slice(instruction.start, instruction.verb);
  // "Never drink ..." keeps its adverb before the verb; "Next, ..." leaves its place in the procedure; "Gently,
  // rub ..." and "Never do not ..." stay.
  const sequence = between.length === 2 && SEQUENCE_OPENERS.has(opening.normal);
  if ((between.some((token) => token.value === ',') && !sequence) || (doNot && between.length > 0)) {
    return form;
  }
  const rest = doNot ? tokens[instruction.verb + 2] : sequence ? verb : opening;
  if (!rest) {
    return form;
  }
  const end = form.text.length;
  const advised: { literal: string; words: ReadonlyArray<Omit<Token, 'start'>> } = doNot
    ? { literal: 'You should not ', words: [YOU, SHOULD, NOT] }
    : { literal: 'You should ', words: [YOU, SHOULD] };
  if (!instruction.afterComma) {
    return composed(form, [advised, { from: rest.start, to: end, lowerFirst: true }]);
  }
  // After what says when, if or why: "If ..., you should use ...". A word that links the instruction to the clause
  // before stays before it: "..., so you should pour any extra ...", not "you should so pour" (the audit texts).
  const linked = between.length === 1 && LINKERS.has(opening.normal);
  return composed(form, [
    { from: (tokens[0] as Token).start, to: linked ? verb.start : opening.start },
    {
      literal: advised.literal.replace(/^Y/, 'y'),
      words: advised.words.map((word) => (word === YOU ? { ...YOU, value: 'you' } : word)),
    },
    { from: linked ? verb.start : rest.start, to: end, lowerFirst: true },
  ]);
}

/** Words that join an instruction to the clause before it: "..., so pour any extra ...". */
const LINKERS = new Set(['so', 'and', 'then', 'but']);

/** Words of a term that a definition names first ("Dew", "A solar still", "Aftershocks"). */
const TERM_WORDS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN']);

/**
 * "Dew is moisture that condenses on cool surfaces during the night." → "Moisture that condenses on
 * cool surfaces during the night is called dew.": a definition turned round, so a statement to judge
 * is not the text's sentence word for word (the blind reviews' main defect). Only where it stays a
 * definition: a term of at most four words (no pronoun) before "is"/"are", then a noun phrase ("a
 * tall, woody grass", "smaller earthquakes") that a relative clause or a participle goes on to
 * describe, at least five words, one clause ("Boiling is the safest method ..." names no kind: it stays).
 */
function definitionTurned(form: SentenceInfo): SentenceInfo {
  const { tokens, text } = form;
  const be = tokens.findIndex((token) => token.normal === 'is' || token.normal === 'are');
  const term = tokens.slice(0, be);
  const described = tokens.slice(be + 1);
  // The noun phrase's last noun ("compressional waves"): what the relative clause goes on to describe.
  let head = described.findIndex((token) => token.pos === 'NOUN');
  while (head >= 0 && described[head + 1]?.pos === 'NOUN') {
    head += 1;
  }
  const opening = described[0];
  if (
    be < 1 ||
    be > 4 ||
    !/[.]$/.test(text) ||
    !term.some((token) => token.pos === 'NOUN' || token.pos === 'PROPN') ||
    term.some((token) => !TERM_WORDS.has(token.pos) || POINTS_BACK.has(token.normal)) ||
    (term[0]?.pos === 'DET' && !['a', 'an'].includes(term[0].normal)) ||
    !opening ||
    !(opening.normal === 'a' || opening.normal === 'an' || opening.pos === 'ADJ' || opening.pos === 'NOUN') ||
    head < 0 ||
    head > 4 ||
    described.slice(0, head).some((token) => !TERM_WORDS.has(token.pos) && token.value !== ',') ||
    !(RELATIVES.has(described[head + 1]?.normal ?? '') || described[head + 1]?.pos === 'VERB') ||
    described.filter(isWord).length < 5 ||
    described.some((token) => token.value === ';' || token.value === ':')
  ) {
    return form;
  }
  const beToken = tokens[be] as Token;
  const termEnd = beToken.start;
  // "is called dew", "is called giardiasis"; a name keeps its capital ("Albany", "New York", "GPS").
  const names = term.filter((token) => token.pos !== 'DET' && /^\p{Lu}/u.test(token.value));
  const keepsCapital =
    names.length > 1 || names.some((token) => isEnglishName(token.value) || /\p{Lu}/u.test(token.value.slice(1)));
  return composed(form, [
    { from: opening.start, to: text.length - 1 },
    { literal: ` ${beToken.normal} called ` },
    // An article goes lower case before any name ("a GPS unit").
    { from: 0, to: termEnd - 1, lowerFirst: term[0]?.pos === 'DET' || !keepsCapital },
    FULL_STOP,
  ]);
}

/** Words that open a clause of time, condition, cause or concession ("When the President is tried, ..."). */
const SUBORDINATORS = new Set([
  'when',
  'if',
  'because',
  'although',
  'though',
  'until',
  'unless',
  'after',
  'before',
  'once',
]);
/** Of those, the ones a clause put after the main one takes a comma before ("..., because ..."). */
const COMMA_BEFORE = new Set(['because', 'although', 'though']);
/** Pronouns that would point across the two clauses once they change places. */
const CROSS_POINTERS = new Set(
  'it its they them their this these those he she him his her such thereof therein same'.split(' '),
);

/**
 * A clause of time, condition or cause put on the other side of the main clause, which changes no
 * word: "When the President is tried, the Chief Justice shall preside." → "The Chief Justice shall
 * preside when the President is tried."; "Scientists can't tell ... until the larger earthquake
 * happens." → "Until the larger earthquake happens, scientists can't tell ...". Only for a sentence
 * of those two clauses alone (no other comma, colon or semicolon), each standing alone and no
 * pronoun in either that could point into the other.
 */
function conditionMoved(form: SentenceInfo): SentenceInfo {
  const { tokens } = form;
  const first = tokens[0];
  const last = tokens[tokens.length - 1];
  if (!first || last?.value !== '.' || tokens.some((token) => CROSS_POINTERS.has(token.normal))) {
    return form;
  }
  const commas = tokens.filter((token) => token.value === ',' || token.value === ';' || token.value === ':');
  // "... and there is an earthquake when ...": a clause moved next to two joined ones attaches to one of them.
  const oneClause = (part: readonly Token[]) =>
    !part.some((token) => ['and', 'but', 'or', 'what'].includes(token.normal)) || part.filter(isVerb).length < 2;
  if (!oneClause(tokens)) {
    return form;
  }
  const end = last.start;
  const keepsCapital = (token: Token | undefined) =>
    token?.pos === 'PROPN' || /^\p{Lu}{1,2}$/u.test(token?.value ?? '');
  if (SUBORDINATORS.has(first.normal) && commas.length === 1 && commas[0]?.value === ',') {
    const comma = tokens.indexOf(commas[0]);
    const rest = tokens.slice(comma + 1, -1);
    if (comma < 3 || !standsAlone(rest, true) || !standsAlone(tokens.slice(1, comma), true)) {
      return form;
    }
    return composed(form, [
      { from: (rest[0] as Token).start, to: end },
      { literal: COMMA_BEFORE.has(first.normal) ? ', ' : ' ' },
      { from: 0, to: commas[0].start, lowerFirst: true },
      FULL_STOP,
    ]);
  }
  // A condition after the main clause (never "because": "X because Y" turned round reads as a riddle).
  const at = tokens.findIndex((token, i) => i >= 5 && SUBORDINATORS.has(token.normal) && token.normal !== 'because');
  const subordinator = tokens[at];
  if (!subordinator || commas.length > 0 || ['though', 'although'].includes(subordinator.normal)) {
    return form;
  }
  const main = tokens.slice(0, at);
  const clause = tokens.slice(at + 1, -1);
  if (!standsAlone(main, true) || !standsAlone(clause, true)) {
    return form;
  }
  return composed(form, [
    { from: subordinator.start, to: end },
    { literal: ', ' },
    {
      from: 0,
      to: (tokens[at - 1] as Token).start + (tokens[at - 1] as Token).value.length,
      lowerFirst: !keepsCapital(first),
    },
    FULL_STOP,
  ]);
}

/** Brackets and appositives ", a/an/the/or ... ," of at most seven words without a verb or a number. */
function withoutAsides(form: SentenceInfo): SentenceInfo {
  const drops: Array<{ from: number; to: number }> = [];
  const { tokens, text } = form;
  tokens.forEach((token, i) => {
    if (token.value === '(' && i > 0) {
      const close = tokens.findIndex((other, j) => j > i && other.value === ')');
      if (close > i) {
        const from = token.start - (text.charAt(token.start - 1) === ' ' ? 1 : 0);
        const to = (tokens[close] as Token).start + 1;
        // "advice, (though ...), and": the bracket's own commas go with it, one stays.
        drops.push({ from, to: text.charAt(from - 1) === ',' && text.charAt(to) === ',' ? to + 1 : to });
      }
      return;
    }
    const before = tokens[i - 1];
    const opener = tokens[i + 1];
    if (
      token.value !== ',' ||
      !before ||
      !opener ||
      // After a name ("Jesse Hawley, a flour merchant,") or a noun's other name (", or S waves,"); after a
      // common noun ", a first aid kit," is the next item of a list.
      !(
        (before.pos === 'PROPN' && ['a', 'an', 'the'].includes(opener.normal)) ||
        (['NOUN', 'PROPN'].includes(before.pos) && opener.normal === 'or')
      ) ||
      i - 1 < 1
    ) {
      return;
    }
    const close = tokens.findIndex((other, j) => j > i && (other.value === ',' || other.pos === 'PUNCT'));
    const inside = tokens.slice(i + 1, close);
    if (
      close < 0 ||
      tokens[close]?.value !== ',' ||
      inside.filter(isWord).length > 7 ||
      inside.some((other) => isVerb(other) || /\d/.test(other.value)) ||
      // An aside, not a list: ", a flour merchant, and ..." or ", a Y, a Z" goes on listing; ", the Northwest
      // Territories and Nunavut," ends one ("The three northern territories, Yukon, ..." had been cut to "Yukon
      // cover about 40 percent ...", keyed true: the wrong-key audit of session 17).
      ['CCONJ', 'DET', 'PUNCT'].includes(tokens[close + 1]?.pos ?? 'PUNCT') ||
      inside.some((other, at) => other.value === ',' || (at > 0 && other.pos === 'CCONJ'))
    ) {
      return;
    }
    drops.push({ from: token.start, to: tokens[close].start + 1 });
  });
  if (drops.length === 0) {
    return form;
  }
  const segments: Segment[] = [];
  let at = 0;
  for (const drop of drops) {
    segments.push({ from: at, to: drop.from });
    at = drop.to;
  }
  segments.push({ from: at, to: text.length });
  return composed(form, segments);
}

/** Phrases that link a sentence to the one before it, and say nothing of their own. */
const CONNECTIVES = new Set([
  'in addition',
  'in fact',
  'in particular',
  'in general',
  'in contrast',
  'in other words',
  'in short',
  'as a result',
  'for example',
  'for instance',
  'by contrast',
  'on the other hand',
  'on the whole',
]);

/**
 * "In 1825, the canal ..." → "The canal ... in 1825.": a leading phrase of a preposition (or "even"
 * and one) of at most six words, when the rest is one clause of at most 16 words with no comma and
 * no relative clause the phrase could be read as part of.
 */
function frontedPhraseMoved(form: SentenceInfo): SentenceInfo {
  const { tokens, text } = form;
  const comma = tokens.findIndex((token) => token.value === ',');
  const first = tokens[0];
  if (!first || comma < 2 || comma > 6 || !/[.]$/.test(text)) {
    return form;
  }
  const opensWithPreposition = first.pos === 'ADP' || (first.normal === 'even' && tokens[1]?.pos === 'ADP');
  const phrase = tokens.slice(0, comma);
  const rest = tokens.slice(comma + 1);
  // "In addition, a permanent area of high pressure ... keeps storms away": a link to the sentence before, which
  // moved to the end read "... keeps storms away in addition." (the audit of session 21); the claim is the rest.
  if (CONNECTIVES.has(phrase.map((token) => token.normal).join(' ')) && rest[0] && standsAlone(rest, true)) {
    return composed(form, [{ from: rest[0].start, to: text.length }]);
  }
  if (
    !opensWithPreposition ||
    phrase.some(isVerb) ||
    // "In 1903 Marie Curie, Pierre Curie and Henri Becquerel shared ...": a name after the year opens the subject's
    // list, and moved with the phrase it had become "... in 1903 Marie Curie" (the wrong-key audit of session 19).
    phrase.some((token, i) => token.pos === 'PROPN' && phrase[i - 1]?.pos === 'NUM' && !MONTHS.has(token.normal)) ||
    rest.some((token) => token.value === ',' || token.value === ';' || RELATIVES.has(token.normal)) ||
    rest.filter(isWord).length > 16 ||
    !standsAlone(rest, true)
  ) {
    return form;
  }
  const restStart = (rest[0] as Token).start;
  const end = text.length - 1;
  const phraseEnd = (tokens[comma] as Token).start;
  const keepsCapital = first.pos === 'PROPN';
  return composed(form, [
    { from: restStart, to: end },
    // "..., even in cold areas": a concession keeps its comma; "... in 1825" needs none.
    { literal: first.normal === 'even' ? ', ' : ' ' },
    { from: 0, to: phraseEnd, lowerFirst: !keepsCapital },
    FULL_STOP,
  ]);
}

/** Prepositions of a phrase that says when or in what case: "in a survival situation", "during the night". */
const SETTING_PREPOSITIONS = new Set(['in', 'during', 'within', 'at', 'on', 'after', 'before']);
/**
 * Nouns that make such a phrase a setting of the whole clause, not a part of its last noun: "water in
 * a survival situation" is water wanted in one; "water in the hole" is not moved ("hole" is no setting).
 */
/** Setting nouns of place or case, which a phrase after a noun may say of that noun ("the fighting in the region"). */
const PLACE_NOUNS = new Set(
  'situation situations emergency emergencies area areas climate climates region regions conditions case cases'.split(
    ' ',
  ),
);
const SETTING_NOUNS = new Set([...TIME_NOUNS, ...PLACE_NOUNS]);

/** Words after "at" that make a bound of a count, no setting: "at least 10 minutes", "at most 3 days". */
const BOUND_WORDS = new Set(['least', 'most']);

/**
 * "One of your first goals is to obtain an adequate supply of water in a survival situation." → "In a
 * survival situation, one of your first goals is to obtain an adequate supply of water."; "... was opened
 * along its whole length on October 26, 1825." → "On October 26, 1825, ...": a closing phrase of time or
 * setting (a preposition, at most six words, ending on a setting noun, a year or a date) put in front,
 * when the rest is one plain clause of at most 20 words with no comma it could attach across.
 */
function trailingPhraseFronted(form: SentenceInfo): SentenceInfo {
  const { tokens } = form;
  const last = tokens[tokens.length - 1];
  if (last?.value !== '.' || tokens.length < 7) {
    return form;
  }
  const body = tokens.slice(0, -1);
  let at = -1;
  for (let i = body.length - 2; i >= Math.max(1, body.length - 7); i -= 1) {
    if (SETTING_PREPOSITIONS.has((body[i] as Token).normal) && (body[i] as Token).pos === 'ADP') {
      at = i;
      break;
    }
  }
  const phrase = body.slice(at + 1);
  const rest = body.slice(0, at);
  // "on the first Monday in December": a date's parts stay together.
  const before = rest[rest.length - 1];
  const head = phrase[phrase.length - 1];
  const isDate =
    phrase.some((token) => MONTHS.has(token.normal)) &&
    phrase.every((token) => MONTHS.has(token.normal) || /^\d{1,4}$/.test(token.value) || token.value === ',');
  const isYear = phrase.length === 1 && /^\d{4}$/.test(head?.value ?? '');
  if (
    at < 0 ||
    !head ||
    !before ||
    before.pos === 'NUM' ||
    // "during the first hour or during the last fifteen minutes": the phrase is one of two the "or" joins, and
    // fronted it had left "... during the first hour or." (the wrong-key audit of session 19).
    before.pos === 'CCONJ' ||
    // "knead it for at least 10 minutes": "at least" bounds a count, and "for" would be left behind ("At least 10
    // minutes, tip the dough ... and knead it for.", the wrong-key audit of session 17).
    before.pos === 'ADP' ||
    BOUND_WORDS.has(phrase[0]?.normal ?? '') ||
    // "children born in 1990": the phrase says when they were born, not when the study followed them.
    before.pos === 'VERB' ||
    // "the fighting in the region", "a supply of water in a survival situation": a place may be the noun's.
    (PLACE_NOUNS.has(head.normal) && (before.pos === 'NOUN' || before.pos === 'PROPN')) ||
    DAYS.has(before.normal) ||
    SETTING_NOUNS.has(before.normal) ||
    !(isDate || isYear || (SETTING_NOUNS.has(head.normal) && head.pos === 'NOUN')) ||
    phrase.some((token) => isVerb(token) || token.pos === 'ADP' || (token.value === ',' && !isDate)) ||
    rest.some(
      (token) => token.value === ',' || token.value === ';' || token.value === ':' || RELATIVES.has(token.normal),
    ) ||
    rest.filter(isWord).length > 20 ||
    !standsAlone(rest, true)
  ) {
    return form;
  }
  const first = tokens[0] as Token;
  const preposition = body[at] as Token;
  const restEnd = (rest[rest.length - 1] as Token).start + (rest[rest.length - 1] as Token).value.length;
  const written = form.caseInText(first.value);
  const keepsCapital = keepsCapitalInside(first.value, written === 'name');
  // A word the tagger reads as a name that the text writes nowhere else ("Apple sold ... in 1976"): its
  // capital cannot be told, so the sentence keeps its order.
  if (first.pos === 'PROPN' && !keepsCapital && written === 'unknown') {
    return form;
  }
  return composed(form, [
    { from: preposition.start, to: last.start },
    { literal: ', ' },
    { from: 0, to: restEnd, lowerFirst: !keepsCapital },
    FULL_STOP,
  ]);
}
