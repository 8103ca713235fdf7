import type { SentenceInfo } from './statements.ts';
import { countWords } from './words.ts';

export interface DatedEvent {
  year: number;
  sentenceId: number;
  /** The event without its date ("Denmark granted limited home rule"). */
  event: string;
}

/** ", on July 4, 1817," with its year: a literal, the year checked by the caller. */
const DAY_OF_MONTH =
  /,? \bon (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, (\d{4})\b,?/;

/** Four-digit years 1000-2099 standing alone. */
const YEARS = /\b(1[0-9]{3}|20[0-9]{2})\b/g;
const yearsIn = (text: string): string[] => text.match(YEARS) ?? [];

/** Statements that date one event with one year, the event told without its date. */
export function findEvents(sentences: readonly SentenceInfo[]): DatedEvent[] {
  const events: DatedEvent[] = [];
  for (const sentence of sentences) {
    if (!sentence.statement) {
      continue;
    }
    const years = [...new Set(yearsIn(sentence.text))];
    if (years.length !== 1) {
      continue;
    }
    const year = years[0] as string;
    // Whitespace collapsed first: the patterns below open with \s* and would rescan a long run.
    const event = sentence.claim
      .replace(/\s+/g, ' ')
      .replace(
        new RegExp(
          String.raw`\s*,?\s*\b(?:in|during|by|since|from|until|of|on)\s+(?:the\s+year\s+)?(?:(?:early|late|mid)\s+)?${year}\b`,
        ),
        '',
      )
      .replace(new RegExp(String.raw`\b(?:in|by)\s+\w+\s+${year}\b`), '')
      // "on July 4, 1817", "on October 26, 1825": a day of a month goes with its year.
      .replace(DAY_OF_MONTH, (date: string, dated: string) => (dated === year ? '' : date))
      .trim();
    if (yearsIn(event).includes(year) || countWords(event) < 4) {
      continue;
    }
    events.push({
      year: Number(year),
      sentenceId: sentence.id,
      event: withoutDanglingParticiple(event.replace(/\s+\./, '.'), sentence),
    });
  }
  return events;
}

/**
 * The event without a participle its date leaves hanging at the end: "... in a series of essays
 * published in 1807." told without its date is "... in a series of essays." (blind-s11 Q23), not
 * "... essays published.". Only a participle right after a noun: "the canal was completed." keeps its
 * verb.
 */
function withoutDanglingParticiple(event: string, sentence: SentenceInfo): string {
  if (!event.endsWith('.')) {
    return event;
  }
  const words = event.slice(0, -1).split(' ');
  const [noun, participle] = words.slice(-2);
  const tagged = (value: string | undefined, tags: readonly string[]) =>
    sentence.tokens.some((token) => token.value === value && tags.includes(token.pos));
  if (words.length < 6 || !participle || !/(?:ed|en)$/.test(participle) || !tagged(noun, ['NOUN', 'PROPN'])) {
    return event;
  }
  // Only a participle after the event's own verb ("was set out by ... essays published"): a verb alone is
  // the event ("The first steamboats on the Hudson River appeared.", the session 8 review).
  const verbBefore = words
    .slice(0, -2)
    .some((word) =>
      sentence.tokens.some((token) => token.value === word && (token.pos === 'VERB' || token.pos === 'AUX')),
    );
  return verbBefore && tagged(participle, ['VERB']) ? `${words.slice(0, -1).join(' ')}.` : event;
}
