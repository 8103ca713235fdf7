import type { Token } from '../nlp.ts';
import { instructionOf } from './instructions.ts';
import { isNameHead, isUnknownWord, joinsAName, keepsOnlyItsOwnCapital } from './title-names.ts';

/** The longest section heading a stem names as its topic, in words. */
const SECTION_TOPIC_MAX_WORDS = 6;
/** Verbs after "Steps to" that are the steps' own ("Steps to Take After ..."), naming no purpose. */
const STEPS_OWN_VERBS = new Set(['take', 'follow', 'know', 'remember']);
/**
 * "Follow Five Steps to", "Steps for", "3 Easy Steps to" before what the steps do: the topic is what they do
 * ("Follow Five Steps to Wash Your Hands the Right Way" → "how to wash your hands the right way").
 */
const STEPS_TO =
  /^(?:follow\s+)?(?:(?:the|these|\d{1,2}|two|three|four|five|six|seven|eight|nine|ten)\s+)?(?:(?:simple|easy|basic|key)\s+)?steps?\s+(?:to|for)\s+/i;

/** A section's label and number before its title: "6.3", "Chapter IV", "Unit 3 -", "Part one:". */
const SECTION_LABEL =
  /^(?:(?:chapter|section|part|article|unit|lesson|module|appendix|book|title)\s+(?:\d{1,3}|[ivxlc]{1,6}|one|two|three|four|five|six|seven|eight|nine|ten)\b\.?|\d{1,3}(?:\.\d{1,3})*\.?(?:\s|$))\s*(?:[-–—:.]\s*)?/i;

/** A label after a title: "THE CONSTITUTION OF THE UNITED STATES Article I" (a title line, then its part's label). */
const TRAILING_LABEL = /\s(chapter|section|part|article|unit|book|title)\s+(?:\d{1,3}|[ivxlc]{1,6})\.?$/i;

/**
 * The kind of a heading's label ("section" of "Section 3", "article" of "... Article I", "number" of
 * "6.3"), or null for a heading without one: a bare label of another kind than the heading before it
 * ("Section 2" under "... Article I") is a part of that one's topic.
 */
export function labelKindOf(heading: string): string | null {
  const trailing = TRAILING_LABEL.exec(heading)?.[1];
  if (trailing) {
    return trailing.toLowerCase();
  }
  const label = SECTION_LABEL.exec(heading)?.[0];
  if (!label) {
    return null;
  }
  const word = /^\p{L}+/u.exec(label)?.[0];
  return word ? word.toLowerCase() : 'number';
}

/** Whether a heading is a label and nothing else ("Section 2", "Chapter IV", "6.3"). */
export function isBareLabel(heading: string): boolean {
  const label = SECTION_LABEL.exec(heading)?.[0];
  return label !== undefined && heading.slice(label.length).trim() === '';
}

/** A caption's or a step's label: what follows it is no section's topic. */
const CAPTION_LABEL = /^(?:table|figure|fig\.|step|exhibit)\s+\d/i;

/**
 * Headings that say where a part stands in a document, not what it is about: a procedure's "Purpose" and "Scope"
 * too ("According to the text on purpose, the inspection takes ...", read as "deliberately": the audit of session 21).
 */
const GENERIC_HEADINGS = new Set(
  'introduction summary conclusion conclusions notes references contents overview background preface index glossary abstract foreword acknowledgements acknowledgments bibliography appendix purpose scope'.split(
    ' ',
  ),
);

/**
 * Words of direction a tagger may read as adverbs ("Down the Rabbit-Hole"), unlike "Still construction",
 * and a preposition it may read as a verb ("According to Plan").
 */
const DIRECTIONS = new Set(
  'down up into out over through across back away off along around beyond inside outside according'.split(' '),
);

const QUESTION_WORDS = new Set(['what', 'why', 'when', 'where', 'who', 'whom', 'whose', 'which']);

/** How a document writes words of a heading that are a name or an acronym ("Erie Canal", "FEMA"), or null. */
export type NameForm = (phrase: string) => string | null;

/** Words of a subtitle that says what kind of text follows, not what it is about ("An Introduction", "Key Facts"). */
const GENERIC_SUBTITLE_WORDS = new Set(
  (
    "a an the and of to for introduction overview basics key facts fact brief short history guide beginner's " +
    'beginners early life causes consequences summary background story profile notes part chapter what you need know'
  ).split(' '),
);

/**
 * What a section is about, from its heading, as a stem may name it ("water purification", "how to use
 * hand sanitizer", "the Erie Canal"): the heading without its label and number, in lower case but for
 * the names the text gives (`named`: the longest name at each place). Null for a heading that says no
 * topic: a bare or caption label ("Section 3", "Table 2 Materials"), a generic one ("Introduction"), a
 * question or a sentence ("What was the Erie Canal", "The canal opens in 1825"), an instruction of a
 * label ("Step 3: dig the trench"; another is "how to ...": "Build an Emergency Supply Kit" → "how to build an
 * emergency supply kit", "Follow Five Steps to Wash Your Hands ..." → "how to wash your hands ..."), or one
 * longer than SECTION_TOPIC_MAX_WORDS words.
 */
export function headingTopic(heading: { text: string; tokens: readonly Token[] }, named: NameForm): string | null {
  if (CAPTION_LABEL.test(heading.text) || /\?$/.test(heading.text)) {
    return null;
  }
  // The steps' purpose names the section (blind-s39 Q21: "Put these steps in the order ..." of hand washing).
  const steps = STEPS_TO.exec(heading.text)?.[0].length ?? 0;
  // "Steps to Take After a Car Accident": the steps' own verb, no purpose.
  if (steps > 0 && STEPS_OWN_VERBS.has(heading.text.slice(steps).split(/\s/)[0]?.toLowerCase() ?? '')) {
    return null;
  }
  if (steps > 0) {
    const tokens = heading.tokens
      .filter((token) => token.start >= steps)
      .map((token) => ({ ...token, start: token.start - steps }));
    return headingTopic({ text: heading.text.slice(steps), tokens }, named);
  }
  const label = SECTION_LABEL.exec(heading.text)?.[0] ?? '';
  // "Staff Canteen Kitchen: Hygiene Rules": the subtitle names what the section is about, or else the title does
  // ("Complete this sentence about staff canteen kitchen: hygiene rules ...", the audit of session 21).
  const colon = label === '' ? heading.text.indexOf(': ') : -1;
  if (colon > 0) {
    const part = (from: number, to: number) => ({
      text: heading.text.slice(from, to).trimEnd(),
      tokens: heading.tokens
        .filter((token) => token.start >= from && token.start < to)
        .map((token) => ({ ...token, start: token.start - from })),
    });
    const after = part(colon + 2, heading.text.length);
    const title = part(0, colon);
    // "Volcanoes: An Introduction", "Inflation: The Basics": a subtitle of the kind of text says nothing of the topic;
    // nor does one of a name ("Louis Pasteur: A Life in Science", "The Nile: Africa's Great River": the text is on Louis
    // Pasteur and on the Nile, not "on a life in science" nor "on africa's great river": the audit of session 25).
    // A person's name the text gives by its last word ("Amelia Earhart: A Life in the Air", where the text writes "Amelia
    // Mary Earhart" and "Earhart": the audit of session 26).
    const titleWords = title.text.split(' ');
    const personsName =
      titleWords.length >= 2 &&
      titleWords.length <= 3 &&
      titleWords.every((word) => /^\p{Lu}\p{Ll}/u.test(word)) &&
      named(titleWords.at(-1) ?? '') !== null;
    const generic =
      named(title.text.replace(/^the /i, '')) !== null ||
      personsName ||
      after.text
        .toLowerCase()
        .split(' ')
        .every((word) => GENERIC_SUBTITLE_WORDS.has(word));
    return (!generic ? headingTopic(after, named) : null) ?? headingTopic(title, named);
  }
  // "THE CONSTITUTION OF THE UNITED STATES Article I": "Article I of the Constitution of the United States".
  const trailing = label === '' ? TRAILING_LABEL.exec(heading.text) : null;
  const end = trailing ? trailing.index : heading.text.length;
  const title = heading.text.slice(label.length, end).trim();
  const words = title.split(/\s+/).filter(Boolean);
  const tokens = heading.tokens.filter((token) => token.start >= label.length && token.start < end);
  // A verb of its own makes a sentence or an instruction; "Measuring earthquakes" and "How to use ..." do not.
  // A word of a name the text gives is none ("UNITED" of "THE CONSTITUTION OF THE UNITED STATES").
  const inName = (i: number) => {
    const [before, token, after] = [tokens[i - 1], tokens[i], tokens[i + 1]];
    return (
      token !== undefined &&
      ((before !== undefined && named(`${before.value} ${token.value}`) !== null) ||
        (after !== undefined && named(`${token.value} ${after.value}`) !== null))
    );
  };
  // "Build an Emergency Supply Kit": what the section tells the reader to do, "how to build an emergency supply kit"
  // (blind-s38 Q26: "the kit" of a stem that named no section). Not "Do ...", nor a longer one.
  const instruction =
    label === '' &&
    !trailing &&
    words.length <= SECTION_TOPIC_MAX_WORDS &&
    tokens[0]?.normal !== 'do' &&
    // "Conduct of Pupils", "Use of Equipment": a noun and what it is of, no order.
    tokens[1]?.normal !== 'of' &&
    instructionOf(tokens)?.verb === 0;
  const saysSomething = tokens.some(
    (token, i) =>
      !((instruction || tokens[1]?.normal === 'of') && i === 0) &&
      (token.pos === 'VERB' || token.pos === 'AUX') &&
      !/ing$/.test(token.normal) &&
      tokens[i - 1]?.normal !== 'to' &&
      !inName(i),
  );
  if (
    words.length === 0 ||
    words.length > SECTION_TOPIC_MAX_WORDS ||
    !/\p{L}/u.test(title) ||
    saysSomething ||
    QUESTION_WORDS.has(words[0]?.toLowerCase() ?? '') ||
    // A title that opens with a preposition names a place in a story, not a topic: "Down the Rabbit-Hole".
    tokens[0]?.pos === 'ADP' ||
    DIRECTIONS.has(words[0]?.toLowerCase() ?? '') ||
    (words.length === 1 && GENERIC_HEADINGS.has(words[0]?.toLowerCase() ?? ''))
  ) {
    return null;
  }
  const topic = withNames(words, named);
  if (instruction) {
    // The verb is none of a name, whatever the text's capitals ("Wash" only ever opens a heading).
    return `how to ${topic.charAt(0).toLowerCase()}${topic.slice(1)}`;
  }
  if (!trailing) {
    return topic;
  }
  const [kind, number] = trailing[0].trim().replace(/\.$/, '').split(/\s+/);
  // "Article 1 of the lease agreement": a title of common words takes "the"; a name or "the ..." has its own.
  const article = /^(?:the|a|an)\s/i.test(topic) || /^\p{Lu}/u.test(topic) ? '' : 'the ';
  return `${(kind ?? '').charAt(0).toUpperCase()}${(kind ?? '').slice(1).toLowerCase()} ${(number ?? '').toUpperCase()} of ${article}${topic}`;
}

/**
 * How high a kind of label stands ("article" above "section"): a bare label is a part of the nearest
 * heading above it of a higher kind, or of a title without a label. Kinds not listed stand lowest.
 */
const LABEL_RANKS = [
  'book',
  'part',
  'title',
  'article',
  'chapter',
  'unit',
  'module',
  'lesson',
  'section',
  'appendix',
  'number',
];
export function labelRank(kind: string | null): number {
  if (kind === null) {
    return -1;
  }
  const rank = LABEL_RANKS.indexOf(kind);
  return rank < 0 ? LABEL_RANKS.length : rank;
}

/**
 * The words in lower case, but for the longest runs of them the text writes as a name (`named`) and the words beside a
 * name that are part of it (`joinsAName`).
 */
function withNames(words: readonly string[], named: NameForm): string {
  const shown: string[] = [];
  const original: string[] = [];
  const isName: boolean[] = [];
  for (let at = 0; at < words.length;) {
    let length = words.length - at;
    let form: string | null = null;
    for (; length > 0; length -= 1) {
      form = named(words.slice(at, at + length).join(' '));
      if (form !== null) {
        break;
      }
    }
    const taken = Math.max(1, length);
    original.push(words.slice(at, at + taken).join(' '));
    shown.push(form ?? (words[at] ?? '').toLowerCase());
    isName.push(form !== null);
    at += taken;
  }
  const asName = (i: number) => {
    isName[i] = true;
    shown[i] = original[i] ?? '';
  };
  // "Lake Baikal": a word no one knows beside a place's common noun is its name (the code review of session 22).
  for (let i = 0; i < shown.length; i += 1) {
    const unknownBeside = [i - 1, i + 1].find((j) => !isName[j] && isUnknownWord(original[j] ?? ''));
    if (!isName[i] && isNameHead(original[i] ?? '') && unknownBeside !== undefined) {
      asName(i);
      asName(unknownBeside);
    }
  }
  // "Oliver Cromwell", "Hillcrest Academy": as far as such words go, from a name that is no people's ("Roman bridge
  // building"); a place's common noun joins a name, not another such noun ("Thames River bridge building").
  const joinedAsHead = new Set<number>();
  for (let changed = true; changed;) {
    changed = false;
    for (let i = 0; i < shown.length; i += 1) {
      const head = isNameHead(original[i] ?? '');
      const besideAName = [i - 1, i + 1].some(
        (j) => isName[j] === true && !keepsOnlyItsOwnCapital(original[j] ?? '') && !(head && joinedAsHead.has(j)),
      );
      if (!isName[i] && besideAName && joinsAName(original[i] ?? '')) {
        asName(i);
        if (head) {
          joinedAsHead.add(i);
        }
        changed = true;
      }
    }
  }
  // A word joined to a name by "of" or "of the" is a part of it: "the Constitution of the United States".
  return shown
    .map((word, i) => {
      const joined =
        shown[i + 1] === 'of' && (isName[i + 2] === true || (shown[i + 2] === 'the' && isName[i + 3] === true));
      return joined && !isName[i] && word !== 'the' ? `${word.charAt(0).toUpperCase()}${word.slice(1)}` : word;
    })
    .join(' ');
}
