import type { GeneratedQuestion } from '../../generator.ts';
import { normaliseForMatch } from '../../quality.ts';
import { claimForms } from '../analysis/paraphrase.ts';
import { ADVICE_MODALS, givesAnInstruction, PROHIBITIONS } from '../analysis/instructions.ts';
import { identifying } from '../analysis/wh-questions.ts';
import { leansOnTheTextBefore, type SentenceInfo } from '../analysis/statements.ts';
import { POINTING_PRONOUNS } from '../analysis/words.ts';
import { isAsked, shortTopic, type BuildContext } from './common.ts';
import { falsify } from './falsify.ts';

/** A statement of a multi-statement question: its text, whether the text says it, and the sentence it rests on. */
interface Statement {
  text: string;
  isTrue: boolean;
  source: SentenceInfo;
}

/**
 * Whether a claim leans on a sentence before it, or is no claim: "it", "they", "these" before any
 * noun of its own ("You can't live long without it", "Follow these five steps"), or anywhere in a
 * clause cut from a longer sentence ("Jefferson called it ...": what it pointed to may be in the
 * other clause); a subject compared with something said before ("A smaller Number may adjourn");
 * or no finite verb ("Cross-section of a fault, showing the hypocenter": a caption).
 */
function pointsBack(sentence: SentenceInfo): boolean {
  const tokens = sentence.tokens.filter((token) => token.start >= sentence.claimStart);
  const finite = tokens.some((token) => token.pos === 'AUX' || (token.pos === 'VERB' && !/ing$/.test(token.normal)));
  // "A smaller Number may adjourn", "The other members ...": compared with something said before.
  const verbAt = tokens.findIndex((token) => token.pos === 'AUX' || token.pos === 'VERB');
  const comparedSubject = tokens
    .slice(0, Math.min(3, Math.max(0, verbAt)))
    .some((token) => token.pos === 'ADJ' && (/[^e]er$/.test(token.normal) || token.normal === 'other'));
  const firstNoun = tokens.findIndex((token) => token.pos === 'NOUN' || token.pos === 'PROPN');
  const pointer = tokens.findIndex((token) => POINTING_PRONOUNS.has(token.normal));
  const dangling = pointer >= 0 && (sentence.role === 'clause' || firstNoun < 0 || pointer < firstNoun);
  // "A Majority of each shall constitute a Quorum": each of what the sentence before names (blind-s13 Q24).
  const quantifierAlone = tokens.slice(0, Math.max(0, verbAt)).some(
    (token, i, subject) =>
      QUANTIFIERS.has(token.normal) &&
      !NOUN_PHRASE.has(subject[i + 1]?.pos ?? '') &&
      // "Each of the fifty states": what it counts follows (the session 8 review).
      subject[i + 1]?.normal !== 'of',
  );
  // "..., the base shakes too, but the hanging weight does not": what it adds to is the sentence before
  // (blind-s10 Q15, blind-s13 Q19).
  const addsToo = tokens.some(
    (token, i) => token.normal === 'too' && (tokens[i + 1] === undefined || tokens[i + 1]?.pos === 'PUNCT'),
  );
  // "He ruled for forty-one years ...": who, the statement alone does not say (the audit of session 18), unless the
  // analysis knows whom it stands for and shows the name in its place (its `opening`: session 25).
  const personBefore = PERSONAL_PRONOUNS.has(tokens[0]?.normal ?? '') && sentence.opening === null;
  return (
    !finite ||
    comparedSubject ||
    dangling ||
    quantifierAlone ||
    addsToo ||
    personBefore ||
    leansOnTheTextBefore(sentence)
  );
}

/** Pronouns of a person that open a claim: whom they stand for is a sentence before. */
const PERSONAL_PRONOUNS = new Set(['he', 'she']);

/** Words that stand for "each one" of things named before when no noun follows them. */
const QUANTIFIERS = new Set(['each', 'both', 'either', 'neither']);
/** What follows a quantifier that is a determiner of its own noun phrase ("each State", "both large houses"). */
const NOUN_PHRASE = new Set(['NOUN', 'PROPN', 'ADJ', 'NUM']);

/**
 * The claim forms of a sentence a statement may show: those that do not lean on another sentence, and no
 * instruction (one that is not the advice it gives, `claimForms`: "Keep it out of reach of children" is an
 * order to follow, not a statement to judge, blind-s29 Q2). `toDeny`: forms to change a fact of, in the
 * text's own order (no definition turned round): whether
 * the text says the changed claim after all is read off the text's words in their order ("P waves
 * are compressional waves ..." is said; "... are called P waves" for "Primary waves" would pass).
 */
export function usableForms(sentence: SentenceInfo, { toDeny = false } = {}): SentenceInfo[] {
  const plain = claimForms(sentence, { turnDefinitions: false });
  const states = (form: SentenceInfo) =>
    !pointsBack(form) &&
    !trueByForm(form) &&
    !givesAnInstruction(form.tokens.filter((token) => token.start >= form.claimStart));
  if (toDeny) {
    return plain.filter((form) => states(form) && !forbids(form));
  }
  // A definition turned round that reads as leaning on another sentence ("Smaller earthquakes that
  // follow the mainshock are called aftershocks.": a compared subject) is stated in the text's order.
  return claimForms(sentence)
    .map((form, i) => (pointsBack(form) ? plain[i] : form))
    .filter((form): form is SentenceInfo => form !== undefined && states(form));
}

const KEEPING_AWAY = new Set(['away', 'out', 'clear']);

/**
 * Whether a claim tells the reader what not to do ("You should not drink sea water", "You must never ...",
 * "You should avoid drinking ...", "You should stay away from downed power lines after a storm"): with another
 * thing in its place it may still hold ("... never drink water from a stream" where the text says only to
 * purify it), so no false statement is made of it.
 */
function forbids(form: SentenceInfo, { outright = false } = {}): boolean {
  const you = form.tokens.findIndex(
    (token, i) => token.normal === 'you' && ADVICE_MODALS.has(form.tokens[i + 1]?.normal ?? ''),
  );
  const after = form.tokens.slice(you + 2);
  // Outright: the first word after the modal past its adverbs ("should also avoid", "should therefore never"), and not
  // "not only".
  const first = after.findIndex((token) => token.pos !== 'ADV' || PROHIBITIONS.has(token.normal));
  return (
    you >= 0 &&
    after.some(
      (token, i) =>
        (!outright || (i === first && after[i + 1]?.normal !== 'only')) &&
        (PROHIBITIONS.has(token.normal) ||
          (['stay', 'keep'].includes(token.normal) && KEEPING_AWAY.has(after[i + 1]?.normal ?? ''))),
    )
  );
}

/**
 * Whether a claim is advice not to do something, said right after its modal ("You should not drink sea water, urine, or
 * blood", "You must never touch ...", "You should avoid ..."): never made false (forbids), so stated true it is answered
 * by its form (blind-s57 Q13: common sense). Not a "not" further on ("You should drink 3 liters a day, even when you do
 * not feel thirsty").
 */
export const forbidsOutright = (form: SentenceInfo): boolean => forbids(form, { outright: true });

/**
 * Words that hedge a claim so that it reads true whatever the text says: a student marks "Bamboo often
 * holds water" or "Germs can spread ..." true without having read a word (blind-s28 scored Q2, Q7 and Q18,
 * each hedged, 1 and 2 as giveaways). "can't" and "cannot" hedge nothing. "may" stays: in a rule it
 * grants a power ("Each House may determine the Rules of its Proceedings"), a fact a student must know.
 */
const QUALIFIERS = new Set([
  'can',
  'could',
  'might',
  'often',
  'usually',
  'sometimes',
  'almost',
  'generally',
  'typically',
  'mostly',
  'frequently',
  'occasionally',
  'normally',
  'possibly',
  'perhaps',
  'probably',
  'likely',
]);

/**
 * Whether a claim is hedged (`QUALIFIERS`, "to some degree", "in most cases") or ranks a thing among
 * others ("one of the most effective ways", "one of your first goals": blind-s29 Q7 a platitude): true by
 * its form, no statement to judge.
 */
function trueByForm(form: SentenceInfo): boolean {
  const tokens = form.tokens.filter((token) => token.start >= form.claimStart);
  // A hedge inside a relative clause hedges that clause, not the claim ("The battle, which could have ended
  // the war, was fought in 1863"); "almost 700,000" approximates a number.
  const relative = tokens.findIndex((token) => token.normal === 'which' || token.normal === 'who');
  return tokens.some(
    (token, i) =>
      (QUALIFIERS.has(token.normal) &&
        tokens[i + 1]?.normal !== 'not' &&
        tokens[i + 1]?.pos !== 'NUM' &&
        !(relative >= 0 && relative < i)) ||
      // "to some degree", "to some extent", "in most cases", "in some places"
      (['some', 'most'].includes(token.normal) && ['to', 'in'].includes(tokens[i - 1]?.normal ?? '')) ||
      (token.normal === 'one' && tokens[i + 1]?.normal === 'of' && tokens.slice(i + 2, i + 5).some(identifying)),
  );
}

/** Whether the job already asks for this form of the sentence's claim (or the whole claim) as a true statement. */
export function formAsked(context: BuildContext, sentence: SentenceInfo, form: SentenceInfo): boolean {
  return isAsked(context, sentence) || context.asked(sentence.text, form.claim);
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
  return groups;
}

/**
 * A group's statements for the multi-statement types, each one claim (`claimForms`: a clause of a
 * compound sentence, lightly reworded): up to `trueWanted` claims the job does not ask about yet
 * stay true, the others come back with a fact changed (falsify: never with a "not" added, which a
 * student reads off the list); a claim already asked that cannot be changed is left out, and so is
 * a claim that no fact of can be changed. Null unless at least three statements remain, one of
 * each kind among them: a list of two is a TRUE_FALSE twice.
 */
export function trueAndFalse(
  context: BuildContext,
  group: readonly SentenceInfo[],
  trueWanted: number,
): Statement[] | null {
  const ordered = [...group].sort((a, b) => Number(isAsked(context, a)) - Number(isAsked(context, b)));
  const statements: Statement[] = [];
  // A statement the job's other questions ask or give away is left out here, not left to refuse the
  // whole list: one such statement had refused every group it was in (the harness's multi-statement
  // types short "asked by the job's other questions" with most of their chunk's claims unasked).
  const clear = (statement: Statement) => !context.clashes(statementAlone(context, statement));
  // What the list's false statements put in: each puts in something of its own.
  const swapped = new Set<string>();
  ordered.forEach((sentence, i) => {
    const forms = usableForms(sentence);
    if (i >= trueWanted) {
      for (const form of usableForms(sentence, { toDeny: true })) {
        const falsified = falsify(context, form, swapped, { figuresLast: true });
        const statement = falsified && { text: falsified.text, isTrue: false, source: sentence };
        if (statement && clear(statement)) {
          statements.push(statement);
          swapped.add(falsified.swapped.toLowerCase());
          return;
        }
      }
    }
    // Advice not to do something is never made false (forbids): true among statements, its form answers it.
    const fresh = forms
      .filter((form) => !formAsked(context, sentence, form) && !forbidsOutright(form))
      .map((form) => ({ text: form.claim, isTrue: true, source: sentence }))
      .find(clear);
    if (fresh) {
      statements.push(fresh);
    }
  });
  const trueCount = statements.filter((statement) => statement.isTrue).length;
  return statements.length >= MIN_STATEMENTS && trueCount > 0 && trueCount < statements.length ? statements : null;
}

/** A statement of a list as a question of its own, for the job's test of what its questions ask. */
function statementAlone(context: BuildContext, statement: Statement): GeneratedQuestion {
  return {
    type: 'TRUE_FALSE',
    questionText: statement.text,
    difficulty: context.difficulty,
    content: { answer: statement.isTrue },
    explanation: null,
    hint: null,
    sourceSentences: [statement.source.text],
    position: statement.source.position,
  };
}

/** The fewest statements a multi-statement question offers. */
const MIN_STATEMENTS = 3;

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

/**
 * What every statement of a list is about, for its stem ("Which of these statements about the Erie
 * Canal ..."): a name, or a noun the text uses at least three times, that each statement names; the
 * longest and most salient such term; else the topic of the section all of them stand in, from its
 * heading; or null (the stem stays plain).
 */
export function topicOf(context: BuildContext, statements: readonly Statement[]): string | null {
  const texts = statements.map((statement) => ` ${normaliseForMatch(statement.text)} `);
  const names = (forms: Array<string | null>) =>
    forms.filter((form): form is string => !!form).map((form) => ` ${normaliseForMatch(form)} `);
  const terms = [...new Set(statements.flatMap((statement) => statement.source.terms.map((term) => term.key)))]
    .map((key) => context.analysis.terms.get(key))
    .filter(
      (term) =>
        term !== undefined &&
        term.score > 0 &&
        term.surface.length >= 4 &&
        ((term.kind === 'proper' && term.words >= 2) || (term.kind === 'concept' && term.frequency >= 3)) &&
        // Named near the start of every statement: what each is about, not a word in passing.
        texts.every((text) =>
          names([term.surface, term.forms.singular, term.forms.plural]).some((name) =>
            ` ${text.trim().split(' ').slice(0, 6).join(' ')} `.includes(name),
          ),
        ),
    )
    .sort((a, b) => (b?.words ?? 0) - (a?.words ?? 0) || (b?.score ?? 0) - (a?.score ?? 0));
  const topic = terms[0];
  if (!topic) {
    // Else the section they all stand in, named by its heading ("about water purification").
    const sections = new Set(statements.map((statement) => context.analysis.sectionTopicOf(statement.source)));
    const [section] = sections;
    return sections.size === 1 && section ? shortTopic(section) : null;
  }
  const named = topic.kind === 'proper' ? topic.surface : (topic.forms.plural ?? topic.forms.singular ?? topic.surface);
  // As the text names it: "the Erie Canal" and "the epicenter", but "Congress", "water" and "earthquakes".
  return topic.articleRate >= 0.5 && named !== topic.forms.plural ? `the ${named}` : named;
}

/** Where a list of statements stands in the text: its sources in the text's order, and the first one's place. */
export function citedSources(statements: readonly Statement[]): { sourceSentences: string[]; position: number } {
  const sources = statements.map((statement) => statement.source).sort((a, b) => a.position - b.position);
  return { sourceSentences: sources.map((sentence) => sentence.text), position: sources[0]?.position ?? 0 };
}
