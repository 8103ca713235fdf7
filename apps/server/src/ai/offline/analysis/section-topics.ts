import type { Token } from '../nlp.ts';

/** The longest section heading a stem names as its topic, in words. */
const SECTION_TOPIC_MAX_WORDS = 6;

/** A section's label and number before its title: "6.3", "Chapter IV", "Unit 3 -", "Part one:". */
const SECTION_LABEL =
  /^(?:(?:chapter|section|part|article|unit|lesson|module|appendix)\s+(?:\d{1,3}|[ivxlc]{1,6}|one|two|three|four|five|six|seven|eight|nine|ten)\b\.?|\d{1,3}(?:\.\d{1,3})*\.?(?:\s|$))\s*(?:[-–—:.]\s*)?/i;

/** A caption's or a step's label: what follows it is no section's topic. */
const CAPTION_LABEL = /^(?:table|figure|fig\.|step|exhibit)\s+\d/i;

/** Headings that say where a part stands in a document, not what it is about. */
const GENERIC_HEADINGS = new Set(
  'introduction summary conclusion conclusions notes references contents overview background preface index glossary abstract foreword acknowledgements acknowledgments bibliography appendix'.split(
    ' ',
  ),
);

const QUESTION_WORDS = new Set(['what', 'why', 'when', 'where', 'who', 'whom', 'whose', 'which']);

/** How a document writes words of a heading that are a name or an acronym ("Erie Canal", "FEMA"), or null. */
export type NameForm = (phrase: string) => string | null;

/**
 * What a section is about, from its heading, as a stem may name it ("water purification", "how to use
 * hand sanitizer", "the Erie Canal"): the heading without its label and number, in lower case but for
 * the names the text gives (`named`: the longest name at each place). Null for a heading that says no
 * topic: a bare or caption label ("Section 3", "Table 2 Materials"), a generic one ("Introduction"), a
 * question or a sentence ("What was the Erie Canal", "The canal opens in 1825"), an instruction
 * ("Build an Emergency Supply Kit", "Step 3: dig the trench"), or one longer than
 * SECTION_TOPIC_MAX_WORDS words.
 */
export function headingTopic(heading: { text: string; tokens: readonly Token[] }, named: NameForm): string | null {
  if (CAPTION_LABEL.test(heading.text) || /\?$/.test(heading.text)) {
    return null;
  }
  const label = SECTION_LABEL.exec(heading.text)?.[0] ?? '';
  const title = heading.text.slice(label.length).trim();
  const words = title.split(/\s+/).filter(Boolean);
  const tokens = heading.tokens.filter((token) => token.start >= label.length);
  // A verb of its own makes a sentence or an instruction; "Measuring earthquakes" and "How to use ..." do not.
  const saysSomething = tokens.some(
    (token, i) =>
      (token.pos === 'VERB' || token.pos === 'AUX') && !/ing$/.test(token.normal) && tokens[i - 1]?.normal !== 'to',
  );
  if (
    words.length === 0 ||
    words.length > SECTION_TOPIC_MAX_WORDS ||
    !/\p{L}/u.test(title) ||
    saysSomething ||
    QUESTION_WORDS.has(words[0]?.toLowerCase() ?? '') ||
    (words.length === 1 && GENERIC_HEADINGS.has(words[0]?.toLowerCase() ?? ''))
  ) {
    return null;
  }
  return withNames(words, named);
}

/** The words in lower case, but for the longest runs of them the text writes as a name (`named`). */
function withNames(words: readonly string[], named: NameForm): string {
  const shown: string[] = [];
  for (let at = 0; at < words.length;) {
    let length = words.length - at;
    let form: string | null = null;
    for (; length > 0; length -= 1) {
      form = named(words.slice(at, at + length).join(' '));
      if (form !== null) {
        break;
      }
    }
    shown.push(form ?? (words[at] ?? '').toLowerCase());
    at += Math.max(1, length);
  }
  return shown.join(' ');
}
