import { ORDINAL_WORDS } from '../../../chunking/headings.ts';
import type { GeneratedQuestion } from '../../generator.ts';
import type { DocumentAnalysis } from '../analysis.ts';
import { capitalised } from '../analysis/questions.ts';
import type { DatedEvent } from '../analysis/dates.ts';
import { MONTHS } from '../analysis/english.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { shortTopic, type BuildContext, type QuestionBuilder } from './common.ts';
import { instructionOf, PROHIBITIONS } from '../analysis/instructions.ts';

/** `chunks`: those the sources stand in, named on the question when other than the one asked about. */
function ordering(
  context: BuildContext,
  questionText: string,
  items: string[],
  sources: SentenceInfo[],
  explanation: string,
  chunks: number[] = [context.chunk.index],
): GeneratedQuestion {
  const ordered = [...sources].sort((a, b) => a.position - b.position);
  return {
    type: 'ORDERING',
    questionText,
    difficulty: context.difficulty,
    content: { items: items.map((text, i) => ({ id: i + 1, text })) },
    explanation,
    hint: null,
    sourceSentences: ordered.map((sentence) => sentence.text),
    position: ordered[0]?.position ?? 0,
    ...(chunks.length > 1 || chunks[0] !== context.chunk.index ? { sourceChunks: chunks } : {}),
  };
}

const IN_ORDER = 'the order the text gives them.';

/** How many sentences before a list or procedure may say what it is for. */
const TOPIC_REACH = 3;

/**
 * A purpose that opens the sentence before steps and that sentence's main clause introducing them: "To
 * build a below-ground still, you need ...". Not "To get the most water, dig where the soil is damp."
 * (an instruction of its own), nor "To avoid this, ..." (a purpose the sentence before holds).
 */
const PURPOSE = /^To (\p{Ll}[^,;:]{2,80}), (?:you (?:will |would )?need|follow|do the following|take these steps)\b/u;
const POINTING_WORDS = /\b(?:this|that|these|those|it|them)\b/i;

/**
 * The stem of steps to order, with what they are for where the text says it just before them: "Put
 * these steps to build a below-ground still in the order ..." after "To build a below-ground still,
 * you need ...", "How to use hand sanitizer: put these steps in the order ..." under that heading, as
 * the section's topic (analysis/section-topics.ts; blind-s22 Q28: the stem did not say what the steps
 * were of). Another list before them ends the look; then the section of steps that are a list names them,
 * where it has a topic and that list stands in another section (steps in prose may be one of several
 * procedures of their section: "Boil Your Drinking Water" above steps to treat it with bleach).
 */
function stepsStem(analysis: DocumentAnalysis, first: SentenceInfo): string {
  let seen = 0;
  let listBefore: SentenceInfo | undefined;
  // Paragraphs of prose from the heading to the steps: "Boil Your Drinking Water" over "Boiling is the safest
  // way ..." names no steps of the next paragraph ("If you cannot boil water, ... Add 8 drops of bleach ...").
  let paragraphs = first.role !== 'listItem' && analysis.opensAParagraph(first) ? 1 : 0;
  for (let id = first.id - 1; id >= 0 && seen < TOPIC_REACH; id -= 1) {
    const sentence = analysis.sentences[id];
    if (!sentence || sentence.role === 'clause') {
      continue;
    }
    if (sentence.role === 'listItem') {
      listBefore = sentence;
      break;
    }
    seen += 1;
    if (sentence.role === 'heading') {
      return topicStem(paragraphs > 1 ? null : analysis.sectionTopicOf(sentence));
    }
    if (first.role !== 'listItem' && analysis.opensAParagraph(sentence)) {
      paragraphs += 1;
    }
    const purpose = PURPOSE.exec(sentence.text)?.[1];
    if (purpose && sentence.tokens[1]?.pos === 'VERB' && !POINTING_WORDS.test(purpose)) {
      return `Put these steps to ${purpose} in ${IN_ORDER}`;
    }
  }
  // The section's heading further up, or run into a sentence ("Follow Five Steps to Wash Your Hands the Right
  // Way Washing your hands is easy, ..."): blind-s39 Q21 did not say what the steps were of. Not the heading of
  // a list before them: it is that list's.
  const topic = first.role === 'listItem' ? analysis.sectionTopicOf(first) : null;
  return topicStem(topic && (!listBefore || analysis.sectionTopicOf(listBefore) !== topic) ? topic : null);
}

/** "How to use hand sanitizer: put these steps in the order ...", or without a topic. */
function topicStem(topic: string | null): string {
  return topic ? `${capitalised(shortTopic(topic))}: put these steps in ${IN_ORDER}` : `Put these steps in ${IN_ORDER}`;
}

/** Fewest words a step's first sentence needs to stand for the whole step ("Need a timer?" does not). */
const STEP_MIN_WORDS = 3;

/**
 * A step as an item to order: its first sentence, without a bracket ("Scrub your hands for at least 20
 * seconds." of "... 20 seconds. Need a timer? Hum the "Happy Birthday" song ..."; "Apply the gel product to
 * the palm of one hand." without "(read the label ...)"). The blind reviews asked for steps cut to what
 * is done (blind-s32 Q2, Q14): the order is what is asked, and the rest of a step is reading.
 */
function stepText(step: SentenceInfo): string {
  const { text, tokens } = step;
  // A new sentence opens with a capital: "10 min. on a floured board", "approx. 5 min." go on.
  const stop = tokens.findIndex(
    (token, i) => ['.', '!', '?'].includes(token.value) && /^\p{Lu}/u.test(tokens[i + 1]?.value ?? ''),
  );
  const words = (end: number) => tokens.slice(0, end).filter((token) => /\p{L}/u.test(token.value)).length;
  const end = stop > 0 && words(stop) >= STEP_MIN_WORDS ? (tokens[stop] as { start: number }).start + 1 : text.length;
  let shown = '';
  let depth = 0;
  for (const char of text.slice(0, end)) {
    if (char === '(') {
      depth += 1;
      shown = shown.trimEnd();
    } else if (char === ')' && depth > 0) {
      depth -= 1;
    } else if (depth === 0) {
      shown += char;
    }
  }
  // An unclosed bracket took the rest: the step as written.
  return withoutSequenceWord(depth > 0 || words(tokens.length) < STEP_MIN_WORDS ? text.slice(0, end) : shown.trim());
}

/**
 * Words that say where a step stands ("First,", "Next,", "Then", "After that,", "Finally,"): kept on the items, they
 * order them for the taker (the audit of session 18). With their comma but "Then": "First thing in the morning,
 * water the seedlings" keeps its "First".
 */
const SEQUENCE_WORDS =
  /^(?:(?:First|Second|Third|Fourth|Fifth|Sixth|Seventh|Eighth|Ninth|Tenth|Next|After that|After this|Afterwards|Finally|Lastly),|Then,?) (?=\p{Ll})/u;

/** The step without the word that says where it stands, its next word capitalised ("Remove the person ..."). */
function withoutSequenceWord(step: string): string {
  const opener = SEQUENCE_WORDS.exec(step);
  if (!opener) {
    return step;
  }
  const rest = step.slice(opener[0].length);
  return `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/**
 * The steps as items: each cut to its first sentence without the word of its place, unless two would then read the
 * same ("pin (L)", "pin (N)"; "First, check ..." and "Finally, check ..."), when all stay as the text has them.
 */
function stepTexts(steps: readonly SentenceInfo[]): string[] {
  const cut = steps.map(stepText);
  return distinct(cut) ? cut : steps.map((step) => step.text);
}

const distinct = (texts: string[]) => new Set(texts.map((text) => text.toLowerCase())).size === texts.length;

/**
 * What a sentence is to a procedure: a step (whole, of a readable length, an instruction: "Dig a sump ...",
 * "Boil the water ..."), an aside the procedure goes on past, or neither (which ends it). An aside is a warning
 * of what never to do ("Never try to change a tyre on a slope", "Do not put it somewhere hot"), which holds at
 * every step, or what is done at the same time as another ("Meanwhile, heat the oven ...", "Keep doing
 * compressions while the pads are attached"): neither has a place in an order (the wrong-key audit of session 17).
 */
function stepKind(sentence: SentenceInfo): 'step' | 'aside' | 'none' {
  const instruction = instructionOf(sentence.tokens);
  if (
    sentence.role !== 'sentence' ||
    sentence.defect !== null ||
    sentence.wordCount < 4 ||
    sentence.text.length > 220 ||
    instruction === null
  ) {
    return 'none';
  }
  const forbids = sentence.tokens
    .slice(instruction.start, instruction.verb + 2)
    .some((token) => PROHIBITIONS.has(token.normal) || token.normal === "n't" || token.value === ':');
  const conditional = sentence.tokens.some(
    (token, i) =>
      CONDITIONAL.has(token.normal) &&
      !ANY_CASE.has(sentence.tokens[i + 1]?.normal ?? '') &&
      // "Test a piece to see if it is soft": what to find out, no case.
      !FINDING_OUT.has(sentence.tokens[i - 1]?.lemma ?? ''),
  );
  return forbids || conditional || sentence.tokens.some((token) => SIMULTANEOUS.has(token.normal)) ? 'aside' : 'step';
}
/** A sentence that announces the steps after it: "Follow these steps.", "Do the following steps in order.". */
const ANNOUNCES_STEPS = /\b(?:these|the following|following) (?:steps|instructions)\b/i;
/** Words of something done beside another step, not after it. */
const SIMULTANEOUS = new Set(['meanwhile', 'while', 'whilst']);
/**
 * Words of something done only in a case: "Seek medical help if the burn is larger than the person's hand" has no
 * place after the last step (the audit of session 18: keyed sixth, after "Finally, give a pain reliever").
 */
const CONDITIONAL = new Set(['if', 'unless']);
/** Words after "if" that name no case of its own: "give a pain reliever if needed" is a step. */
const ANY_CASE = new Set(['needed', 'necessary', 'possible', 'required', 'desired', 'wanted']);
/** Verbs whose "if" asks whether: "see if", "check if". */
const FINDING_OUT = new Set(['see', 'check', 'ask', 'test', 'know', 'find', 'tell', 'decide', 'wonder']);
/** Words that say a step is the last: the procedure ends with it. */
const LAST_STEP = new Set(['finally', 'lastly']);

/**
 * Runs of three or more instructions one after the other in the chunk, past asides: a procedure written as prose.
 * Steps that say their place ("First, ...", "Second, ...") go on past up to STAGE_GAP sentences that explain one
 * ("First, choose a level spot ... A heap should be at least one cubic metre in size."): a how-to whose steps each
 * had a word of why gave no ORDERING (the wrong-key audit of session 20, on brewing coffee and composting).
 */
function procedures(sentences: readonly SentenceInfo[]): SentenceInfo[][] {
  const runs: SentenceInfo[][] = [];
  let run: SentenceInfo[] = [];
  let explained = 0;
  const placed = (sentence: SentenceInfo | undefined) => sentence !== undefined && SEQUENCE_WORDS.test(sentence.text);
  const close = () => {
    if (run.length >= 3) {
      runs.push(run);
    }
    run = [];
    explained = 0;
  };
  for (const sentence of sentences.filter((candidate) => candidate.role !== 'clause')) {
    // "Follow these steps to start composting at home." is no step of them, and "To make coffee, follow these steps."
    // starts another procedure (the code review of session 20 found tea's and coffee's steps in one ORDERING).
    if (ANNOUNCES_STEPS.test(sentence.text)) {
      close();
      continue;
    }
    const kind = stepKind(sentence);
    if (kind === 'step') {
      // After an explanation only a step that says its place goes on: another instruction starts anew, and so does
      // a second "First, ...".
      if ((explained > 0 && !placed(sentence)) || (run.length > 0 && /^First\b/u.test(sentence.text))) {
        close();
      }
      run.push(sentence);
      explained = 0;
      if (LAST_STEP.has(sentence.tokens[0]?.normal ?? '')) {
        close();
      }
      continue;
    }
    if (kind === 'aside') {
      continue;
    }
    // A step that says its place and is read as none ("Seventh, press the plunger down ...", read without a verb)
    // ends the run: left out, the order would skip it.
    if (!placed(sentence) && placed(run.at(-1)) && sentence.role === 'sentence' && explained < STAGE_GAP) {
      explained += 1;
      continue;
    }
    close();
  }
  close();
  return runs;
}

/**
 * How many sentences may explain one counted step before the next: the aquarium's "Sixth, cycle the tank." took
 * seven (the wrong-key audit of session 21). The count itself says which sentence is the next step.
 */
const COUNTED_STEP_GAP = 10;

/** Where a sentence's opener counts it ("Third, install ..." is 3, "Finally, add ..." the last), or null. */
function countedPlace(sentence: SentenceInfo): number | 'last' | null {
  const [opener, comma] = sentence.tokens;
  if (comma?.value !== ',' || opener === undefined) {
    return null;
  }
  // "First," is step 1, "Tenth," step 10.
  const place = ORDINAL_WORDS.indexOf(opener.normal);
  return place >= 1 && place <= 10 ? place : LAST_STEP.has(opener.normal) ? 'last' : null;
}

/**
 * A procedure whose steps the text counts, "First, choose a place for the tank. ... Second, rinse the gravel ...
 * Third, install the equipment. Fit the filter and the heater ...": the counted steps, one after the other, past
 * what explains or details each (up to COUNTED_STEP_GAP sentences), to "Finally," or "Lastly,", a heading or a
 * count that skips. The instructions inside one step are no steps of the procedure: the wrong-key audit of session
 * 21 found "Install the equipment. / Fit the filter and the heater ..." ordered as two steps, and the aquarium's
 * seven counted steps unused.
 */
function countedProcedures(sentences: readonly SentenceInfo[]): SentenceInfo[][] {
  const runs: SentenceInfo[][] = [];
  let run: SentenceInfo[] = [];
  let gap = 0;
  const close = () => {
    if (run.length >= 3) {
      runs.push(run);
    }
    run = [];
    gap = 0;
  };
  const candidates = sentences.filter((candidate) => candidate.role !== 'clause');
  // Whether the count goes on within the gap after `from`: "Third, install the equipment. Fit the filter ... Then connect
  // the air pump. Fourth, ...": that "Then" is inside the third step, no step of its own (the code review of session 21).
  const countGoesOn = (from: number) =>
    candidates.slice(from + 1, from + 1 + COUNTED_STEP_GAP - gap).some((later) => {
      // Only a counted place: "Second, ... Next, put ... Finally, ..." has its "Next" step stand in the count.
      return countedPlace(later) === run.length + 1;
    });
  for (const [index, sentence] of candidates.entries()) {
    const place = countedPlace(sentence);
    const step = place !== null && stepKind(sentence) === 'step';
    if (step && place === 1) {
      close();
      run.push(sentence);
      continue;
    }
    if (run.length === 0) {
      continue;
    }
    if (step && (place === run.length + 1 || place === 'last')) {
      run.push(sentence);
      gap = 0;
      if (place === 'last') {
        close();
      }
      continue;
    }
    gap += 1;
    // "First, ... Second, ... Next, ... Finally, ...": a step placed by another word stands in the count, which would
    // skip it; the run of steps that say their place (procedures) orders them all.
    if (
      place !== null ||
      (SEQUENCE_WORDS.test(sentence.text) && !countGoesOn(index)) ||
      sentence.role === 'heading' ||
      gap > COUNTED_STEP_GAP
    ) {
      close();
    }
  }
  close();
  return runs;
}

/** A step a label counts: "Step 3: Loosen the wheel nuts." (its number, then what it says). */
const STEP_LABEL = /^Step (\d{1,2}): (\p{Lu}[^:]{2,150})$/u;

/**
 * Runs of at least three steps whose labels count on one by one ("Step 1: Find a safe place to stop.", "Step 2: Secure
 * the car.", ...), from any count a chunk starts at.
 */
function labelledSteps(sentences: readonly SentenceInfo[]): SentenceInfo[][] {
  const runs: SentenceInfo[][] = [];
  let run: SentenceInfo[] = [];
  let last = 0;
  for (const sentence of sentences) {
    const label = STEP_LABEL.exec(sentence.text);
    if (!label) {
      continue;
    }
    const place = Number(label[1]);
    if (place !== last + 1 || run.length === 0) {
      if (run.length >= 3) {
        runs.push(run);
      }
      run = [];
    }
    if (run.length === 0 || place === last + 1) {
      run.push(sentence);
    }
    last = place;
  }
  if (run.length >= 3) {
    runs.push(run);
  }
  return runs;
}

/** Words of time among a run's openers: "First, ... Second, ... Finally, ..." may count reasons, not stages. */
const TIME_OPENERS = /^(?:Next|Then|After that|After this|Afterwards)\b/u;
/** How many sentences without an opener may stand between two stages ("This process is called evaporation."). */
const STAGE_GAP = 2;

/**
 * Stages of a process the text describes in order, each opening with the word of its place: "First, in prophase,
 * the chromosomes condense ... Next, in metaphase, ... Then, in anaphase, ... Finally, in telophase, ..." (the
 * wrong-key audit of session 19 found texts on mitosis and the water cycle gave no ORDERING). A run starts at
 * "First", ends at "Finally" or "Lastly", a heading or more than STAGE_GAP other sentences, and holds a word of time
 * ("Next", "Then"): "First, ... Second, ..." may count reasons, whose order is the text's alone. Instructions are
 * procedures' (stepKind), not stages.
 */
function describedStages(sentences: readonly SentenceInfo[]): SentenceInfo[][] {
  const runs: SentenceInfo[][] = [];
  let run: SentenceInfo[] = [];
  let gap = 0;
  const close = () => {
    const openers = run.map((stage) => SEQUENCE_WORDS.exec(stage.text)?.[0] ?? '');
    // "Second, taxes were too high. Then there was the plague.": reasons counted, the code review of session 19.
    const counted = openers.some((opener) => /^(?:Second|Third|Fourth|Fifth|Sixth)\b/u.test(opener));
    const timed = run.some((stage, i) => TIME_OPENERS.test(openers[i] ?? '') && !/^Then,? there\b/u.test(stage.text));
    if (run.length >= 3 && timed && !counted) {
      runs.push(run);
    }
    run = [];
    gap = 0;
  };
  for (const sentence of sentences.filter((candidate) => candidate.role !== 'clause')) {
    const opener = SEQUENCE_WORDS.exec(sentence.text)?.[0];
    const stage =
      opener !== undefined &&
      sentence.role === 'sentence' &&
      sentence.defect === null &&
      sentence.text.length <= 220 &&
      instructionOf(sentence.tokens) === null;
    if (stage && opener.startsWith('First')) {
      close();
    }
    if (stage && run.length + (opener.startsWith('First') ? 1 : 0) > 0) {
      run.push(sentence);
      gap = 0;
      if (LAST_STEP.has(sentence.tokens[0]?.normal ?? '')) {
        close();
      }
      continue;
    }
    gap += 1;
    if (run.length > 0 && (sentence.role === 'heading' || gap > STAGE_GAP)) {
      close();
    }
  }
  close();
  return runs;
}

/** Where an event stands in time: its year, then its month and day where the text gives them. */
const momentOf = (event: DatedEvent) => event.year * 10_000 + event.month * 100 + event.day;

/** An event's date as the explanation gives it: "14 August 1765", "March 1765", "1765". */
function dateOf(event: DatedEvent): string {
  const month = event.month > 0 ? capitalised([...MONTHS][event.month - 1] ?? '') : '';
  return [event.day > 0 ? String(event.day) : '', month, String(event.year)].filter(Boolean).join(' ');
}
/**
 * The events a timeline may order, earliest first: one per year (the text's last of it), or every event of a year where each of them has a
 * month and none shares its moment ("In March 1765 ...", "In May 1765 ...", "On 14 August 1765 ...": the re-audit of
 * session 21 found the Stamp Act's six dated events no timeline, four of them in 1765).
 */
function timeline(events: readonly DatedEvent[]): DatedEvent[] {
  const byYear = new Map<number, DatedEvent[]>();
  for (const event of events) {
    byYear.set(event.year, [...(byYear.get(event.year) ?? []), event]);
  }
  return [...byYear.values()]
    .flatMap((ofYear) => {
      const moments = ofYear.map(momentOf);
      const apart = ofYear.every((event) => event.month > 0) && new Set(moments).size === ofYear.length;
      return apart ? ofYear : ofYear.slice(-1);
    })
    .sort((a, b) => momentOf(a) - momentOf(b));
}

/**
 * Where in the course of a thing's life an event stands, by the word that tells it: an idea or plan (0), a start
 * (1), an opening or completion (2), a change to what stands (3). Null for any other event.
 */
function lifeStage(event: DatedEvent): number | null {
  for (const word of event.event.toLowerCase().split(/[^\p{L}]+/u)) {
    const stage = LIFE_STAGES.findIndex((words) => words.has(word));
    if (stage >= 0) {
      return stage;
    }
  }
  return null;
}
const LIFE_STAGES = [
  'idea ideas proposed proposal planned plan plans conceived suggested envisioned envisaged authorized authorised approved designed surveyed commissioned',
  'began begun begin beginning start started construction founded',
  'opened opening completed completion finished inaugurated inauguration dedicated',
  'enlarged enlargement expanded expansion extended widened renovated rebuilt replaced replacement closed closure abandoned demolished',
].map((words) => new Set(words.split(' ')));

/**
 * Whether events in time order each stand a stage further on in a life's course (lifeStage): plan, start, opening.
 * Such an order needs no knowledge of the text; one event of no stage, or two of one, makes a student place it. Not
 * events that two names do ("World War I started", "the United States completed its entry", "the Allies replaced ...";
 * "Darwin proposed", "Mendel began", "Watson and Crick completed": the code review of session 23): the life of one
 * thing, told of at most one name.
 */
function followsALifeCourse(analysis: DocumentAnalysis, events: readonly DatedEvent[]): boolean {
  const stages = events.map(lifeStage);
  const names = new Set(events.flatMap((event) => nameOpening(analysis, event.event) ?? []));
  // People who do the stages of one thing ("Hawley proposed a canal", "Clinton began construction", "the Erie Canal
  // was opened": the second code review of session 23) still tell its life: two events name a thing alike.
  const ofOneThing =
    names.size <= 1 || events.some((event, i) => events.slice(i + 1).some((other) => shareAThing(event, other)));
  return ofOneThing && stages.every((stage, i) => stage !== null && (i === 0 || stage > (stages[i - 1] ?? 0)));
}

/** Whether two events name a thing alike: a word of four letters or more, no stage word ("canal" and "Erie Canal"). */
function shareAThing(a: DatedEvent, b: DatedEvent): boolean {
  const things = (event: DatedEvent) =>
    new Set(
      event.event
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .filter((word) => word.length >= 4 && !LIFE_STAGES.some((words) => words.has(word)) && !COMMON_WORDS.has(word))
        .map((word) => word.replace(/s$/, '')),
    );
  const ofB = things(b);
  return [...things(a)].some((word) => ofB.has(word));
}
/** Words two events share that name no thing of theirs. */
const COMMON_WORDS = new Set([
  'with',
  'from',
  'into',
  'that',
  'this',
  'their',
  'there',
  'were',
  'have',
  'been',
  'after',
  'before',
  'which',
  'year',
  'years',
  'first',
]);

/** The name a text opens with, past "The" ("The Erie Canal was opened ...": Erie Canal), by the text's names. */
function nameOpening(analysis: DocumentAnalysis, text: string): string | null {
  const from = text.replace(/^the /i, '');
  let longest: string | null = null;
  for (const term of analysis.terms.values()) {
    if (
      term.kind === 'proper' &&
      from.startsWith(term.surface) &&
      !/^[\p{L}\p{N}]/u.test(from.slice(term.surface.length)) &&
      term.surface.length > (longest?.length ?? 0)
    ) {
      longest = term.surface;
    }
  }
  return longest;
}

/** How many of an item's first words may say it is a rule ("Students who wear contact lenses should ..."). */
const RULE_REACH = 7;
/** Words that make a sentence a rule that holds throughout, not a step done once in its turn. */
const RULE_WORDS = new Set(['must', 'shall', 'should', 'may', 'never', 'always']);

/**
 * Whether a numbered list's items are rules, half of them or more (a modal of duty or leave, "never", "always"): "1.
 * Students must not enter a laboratory unless a
 * teacher is present. 2. Bags and coats shall be left ... 3. Food, drink and chewing gum are not allowed ..." is a
 * rule sheet, whose numbers order nothing ("Put these steps in the order the text gives them." of "Never taste a
 * chemical." and "Always add acid to water": the audit of session 25).
 */
function areRules(items: readonly SentenceInfo[]): boolean {
  // Not "Do not use the lifts.": an order in its turn, as a fire-alarm procedure gives it (the code review of session
  // 25 found a procedure of six steps, three of them "Do not ...", refused).
  // In the item's first words: "1. Mix the flour ... The flour should be at room temperature." is a step with a note
  // (the code review of session 25).
  const rules = items.filter((item) => item.tokens.slice(0, RULE_REACH).some((token) => RULE_WORDS.has(token.normal)));
  return rules.length * 2 >= items.length;
}

/**
 * ORDERING from real sequences only: the steps of a numbered list in the text's order (a list that
 * runs on into the next chunk whole), dated events in chronological order (dates taken out of the
 * items), a procedure written as consecutive instructions, or stages a text describes with "First", "Next" and
 * "Finally". A chunk with none of them gives none
 * here (the session then looks at its neighbours): "the order the sentences appear in" is trivia.
 */
export const orderingBuilder: QuestionBuilder = {
  type: 'ORDERING',
  shortage: 'the text has no numbered steps, procedure, stages or three dated events to order',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    for (const list of analysis.lists.filter(
      (candidate) => candidate.numbered && candidate.items.some((item) => item.chunkIndex === context.chunk.index),
    )) {
      const items = list.items.filter((item) => item.text.length <= 300).slice(0, 6);
      const chunks = [...new Set(items.map((item) => item.chunkIndex))];
      if (items.length >= 3 && distinct(items.map((item) => item.text)) && !areRules(items)) {
        yield ordering(
          context,
          stepsStem(analysis, items[0] as SentenceInfo),
          stepTexts(items),
          items,
          'This is the order of the numbered list in the text.',
          chunks,
        );
      }
    }
    // Steps a label counts ("Step 3: Loosen the wheel nuts."), as the text names them without their labels: "Step 6: Fit
    // the spare wheel." among loose instructions had told its place (the audits of session 26).
    const labelled = labelledSteps(context.sentences);
    for (const run of labelled) {
      const steps = run.slice(0, 6);
      const texts = steps.map((step) => STEP_LABEL.exec(step.text)?.[2] ?? step.text);
      if (distinct(texts)) {
        yield ordering(
          context,
          stepsStem(analysis, steps[0] as SentenceInfo),
          texts,
          steps,
          'This is the order of the numbered steps in the text.',
        );
      }
    }
    const counted = [...labelled, ...countedProcedures(context.sentences)];
    // A procedure's first six steps, as the text gives them.
    function* stepsInOrder(run: readonly SentenceInfo[]): Iterable<GeneratedQuestion> {
      const steps = run.slice(0, 6);
      if (distinct(steps.map((step) => step.text))) {
        yield ordering(
          context,
          stepsStem(analysis, steps[0] as SentenceInfo),
          stepTexts(steps),
          steps,
          'This is the order in which the text gives the steps.',
        );
      }
    }
    for (const run of counted.slice(labelled.length)) {
      yield* stepsInOrder(run);
    }
    // Instructions inside counted steps are no procedure of their own ("Install the equipment. Fit the filter ...").
    const insideCounted = (run: readonly SentenceInfo[]) =>
      counted.some(
        (steps) => (run[0]?.id ?? 0) <= (steps.at(-1)?.id ?? -1) && (run.at(-1)?.id ?? -1) >= (steps[0]?.id ?? 0),
      );
    for (const run of procedures(context.sentences).filter((candidate) => !insideCounted(candidate))) {
      yield* stepsInOrder(run);
    }
    for (const run of describedStages(context.sentences)) {
      const stages = run.slice(0, 6);
      const items = stages.map((stage) => withoutSequenceWord(stage.text));
      if (distinct(items)) {
        const topic = analysis.sectionTopicOf(stages[0] as SentenceInfo);
        yield ordering(
          context,
          `${topic ? `${capitalised(shortTopic(topic))}: put` : 'Put'} these stages in the order the text describes them.`,
          items,
          stages,
          'This is the order in which the text describes the stages.',
        );
      }
    }
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    const chunkOf = (event: { sentenceId: number }) => analysis.sentences[event.sentenceId]?.chunkIndex;
    // A history's dates spread over its chunks: a timeline may take those of the chunks either side, where the
    // chunk's own are too few or follow a life's course that orders itself (blind-s55 Q9, blind-s57 Q17: the idea,
    // the start of construction and the opening of a canal).
    const near = (index: number | undefined) => index !== undefined && Math.abs(index - context.chunk.index) <= 1;
    const own = timeline(analysis.events.filter((event) => inChunk.has(event.sentenceId)));
    const ordered =
      own.length >= 3 && !followsALifeCourse(analysis, own)
        ? own
        : timeline(analysis.events.filter((event) => near(chunkOf(event))));
    if (ordered.length >= 3) {
      const chosen =
        ordered.length > 5
          ? context.random
              .shuffle(ordered)
              .slice(0, 5)
              .sort((a, b) => momentOf(a) - momentOf(b))
          : ordered;
      if (followsALifeCourse(analysis, chosen)) {
        return;
      }
      const sources = chosen.flatMap((event) =>
        analysis.sentences[event.sentenceId] ? [analysis.sentences[event.sentenceId] as SentenceInfo] : [],
      );
      const chunks = [...new Set(sources.map((sentence) => sentence.chunkIndex))].sort((a, b) => a - b);
      if (distinct(chosen.map((event) => event.event))) {
        yield ordering(
          context,
          'Put these events in chronological order, earliest first.',
          chosen.map((event) => event.event),
          sources,
          `In the text: ${chosen.map((event) => `${event.event.replace(/\.$/, '')} (${dateOf(event)})`).join('; ')}.`,
          chunks,
        );
      }
    }
  },
};
