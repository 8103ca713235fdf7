import { describe, expect, it } from 'vitest';
import { analyseDocument, type DocumentAnalysis } from '../analysis.ts';
import { generateOne } from '../test-support/generate.ts';
import { howManyQuestion, whenQuestion } from './questions.ts';

const analysisOf = (content: string): DocumentAnalysis =>
  analyseDocument([{ index: 0, title: 'Part 1', content, startPage: null, endPage: null }]);

const eventsOf = (content: string) => analysisOf(content).events.map(({ year, event }) => [year, event]);

/** The "In what year" stem of each sentence of a text (null where none is asked). */
const whenStemsOf = (content: string) =>
  analysisOf(content).sentences.map((sentence) => whenQuestion(sentence)?.stem ?? null);

const WRIGHTS =
  'As boys, the brothers were fascinated by a toy helicopter that their father brought home in 1878. ' +
  'The brothers became seriously interested in flight after the death of the German glider pioneer Otto Lilienthal in a crash in 1896. ' +
  'On 17 December 1903, at Kill Devil Hills near Kitty Hawk, Orville made the first flight in the Wright Flyer. ' +
  'Wilbur died of typhoid fever on 30 May 1912.';

describe('dated events (the wrong-key audit of session 21: no ORDERING or year MATCHING for biographies)', () => {
  it('takes a date that opens its sentence or gives a day before its month, and reads well without it', () => {
    expect(
      eventsOf(
        'In 1854, during the Crimean War, Britain was shocked by newspaper reports about wounded soldiers. ' +
          'In May 1215 the rebel barons captured London. ' +
          'The League won the war, and the Treaty of Stralsund, signed in 1370, gave the towns control of several Danish fortresses. ' +
          'King John died in October 1216, and his nine-year-old son became King Henry III. ' +
          'Iceland became a fully independent republic on 17 June 1944.',
      ),
    ).toEqual([
      [1854, 'During the Crimean War, Britain was shocked by newspaper reports about wounded soldiers.'],
      [1215, 'The rebel barons captured London.'],
      [
        1370,
        'The League won the war, and the Treaty of Stralsund gave the towns control of several Danish fortresses.',
      ],
      [1216, 'King John died, and his nine-year-old son became King Henry III.'],
      [1944, 'Iceland became a fully independent republic.'],
    ]);
  });

  it('takes no year of an "after" phrase, of a reported clause, nor an event told by "she" or "he"', () => {
    expect(
      eventsOf(
        'Florence Nightingale was a British nurse. In 1853 she became superintendent of a small hospital for women in London. ' +
          'She arrived in November 1854 with thirty-eight nurses. ' +
          'After returning to England in 1856, Nightingale worked to reform army health care. ' +
          'William of Normandy said that Edward had promised the crown to him in 1051. ' +
          'The Norman army landed at Pevensey in 1066.',
      ),
    ).toEqual([[1066, 'The Norman army landed at Pevensey.']]);
    expect(eventsOf(WRIGHTS)).toEqual([
      [1878, 'As boys, the brothers were fascinated by a toy helicopter that their father brought home.'],
      [1903, 'At Kill Devil Hills near Kitty Hawk, Orville made the first flight in the Wright Flyer.'],
      [1912, 'Wilbur died of typhoid fever.'],
    ]);
  });

  it('puts a biography in chronological order', async () => {
    const [ordering] = await generateOne(WRIGHTS, 'ORDERING', 1);
    expect([ordering?.questionText, ordering?.content]).toEqual([
      'Put these events in chronological order, earliest first.',
      {
        items: [
          { id: 1, text: 'As boys, the brothers were fascinated by a toy helicopter that their father brought home.' },
          { id: 2, text: 'At Kill Devil Hills near Kitty Hawk, Orville made the first flight in the Wright Flyer.' },
          { id: 3, text: 'Wilbur died of typhoid fever.' },
        ],
      },
    ]);
  });
});

describe('dated events and "In what year" stems of the audit of session 24', () => {
  it('dates no relative clause\'s year, keeps the verb of a clause after "and", drops a time counted from the event before', () => {
    const text =
      'Marie Curie was born in Warsaw on 7 November 1867. ' +
      'Marie chose to study the rays given off by uranium, which Henri Becquerel had discovered in 1896. ' +
      'In 1889 the company went bankrupt, and the work stopped. ' +
      'In 1903 Marie Curie received her doctorate. ' +
      'Three years later, in April 1906, Pierre was killed when he was struck by a horse-drawn wagon in a Paris street. ' +
      'The United States wanted to take over the project, but in 1903 the Colombian Senate rejected a treaty.';
    // Before: Marie's choice dated 1896 (Becquerel's discovery), "The company went bankrupt, and the work.", "Three
    // years later,, Pierre was killed ...", and "In what year did the United States want to take over the project,
    // but?" keyed 1903.
    expect(eventsOf(text)).toEqual([
      [1867, 'Marie Curie was born in Warsaw.'],
      [1889, 'The company went bankrupt, and the work stopped.'],
      [1903, 'Marie Curie received her doctorate.'],
      [1906, 'Pierre was killed when he was struck by a horse-drawn wagon in a Paris street.'],
      [1903, 'The United States wanted to take over the project, but the Colombian Senate rejected a treaty.'],
    ]);
    expect(whenStemsOf(text)).toEqual([
      'In what year was Marie Curie born in Warsaw?',
      null,
      'In what year did the company go bankrupt?',
      'In what year did Marie Curie receive her doctorate?',
      null,
      null,
    ]);
  });
});

describe('"In what year" stems (the wrong-key audit of session 21)', () => {
  it('asks nothing of a year that dates an "after" phrase, a reported clause or a participle of the subject', () => {
    expect(
      whenStemsOf(
        'After returning to England in 1856, Nightingale worked to reform army health care. ' +
          'The brothers became seriously interested in flight after the death of the German glider pioneer Otto Lilienthal in a crash in 1896. ' +
          'William of Normandy said that Edward had promised the crown to him in 1051. ' +
          'The version issued in 1225 became the definitive text and entered English law. ' +
          'Wilbur died of typhoid fever on 30 May 1912.',
      ),
    ).toEqual([null, null, null, null, 'In what year did Wilbur die of typhoid fever?']);
  });

  it('dates no event whose year a "when" clause shares, and leaves no comma of an aside before the full stop', () => {
    // Before: "The company struggled to find workers, when it began hiring Chinese labourers." and "... in Utah
    // Territory,." (the re-audit of the seventh audit of session 21).
    expect(
      eventsOf(
        'The Central Pacific began work in 1863. The company struggled to find workers until 1865, when it began hiring Chinese labourers. The two lines met at Promontory Summit, in Utah Territory, on 10 May 1869.',
      ),
    ).toEqual([
      [1863, 'The Central Pacific began work.'],
      [1869, 'The two lines met at Promontory Summit, in Utah Territory.'],
    ]);
  });
});

describe('the code review of session 24', () => {
  it('drops a relative time of several words, keeps "and" between names before a participle, asks no "..., but later?"', () => {
    const text =
      'A few years later, in 1903, the couple shared the Nobel Prize in Physics. ' +
      'Two and a half years later, in 1906, Pierre was killed in a street accident in Paris. ' +
      'The wave theory of light was set out by Thomas Young and Augustin Fresnel in a series of essays published in 1807. ' +
      'The United States wanted to take over the project, but later in 1903 the Colombian Senate rejected a treaty.';
    // Before: "A few years later, the couple shared ...", "Two and a half years later, Pierre was killed ...", "... in a
    // series of essays published." (the "and" between the names read as a clause's), and "In what year did the United
    // States want to take over the project, but later?" keyed 1903.
    expect(eventsOf(text)).toEqual([
      [1903, 'The couple shared the Nobel Prize in Physics.'],
      [1906, 'Pierre was killed in a street accident in Paris.'],
      [1807, 'The wave theory of light was set out by Thomas Young and Augustin Fresnel in a series of essays.'],
      [1903, 'The United States wanted to take over the project, but later the Colombian Senate rejected a treaty.'],
    ]);
    expect(whenStemsOf(text)[3]).toBeNull();
  });
});

describe('"how many" stems of the audit of session 24', () => {
  it('asks no count of a list of amounts as a question that carries the list', () => {
    const stems = analysisOf(
      'You will need 500 grams of strong white bread flour, 7 grams of dried fast-action yeast, 10 grams of salt, 300 millilitres of lukewarm water and 2 tablespoons of olive oil. Bake the loaf for 30 minutes at 220 degrees.',
    ).sentences.map((sentence) => howManyQuestion(sentence)?.stem ?? null);
    // Before: "You will need how many grams of strong white bread flour, 7 grams of dried fast-action yeast, 10 grams of
    // salt, 300 millilitres of lukewarm water and 2 tablespoons of olive oil?"
    expect(stems).toEqual([null, 'For how many minutes should you bake the loaf at 220 degrees?']);
  });
});

describe('events of a biography (issue 21, the audit of session 25)', () => {
  it('keeps a verb its date stood before, and shows "She" as the woman the sentence before is about', () => {
    // Before: "... the same age at which her father." (a verb read as a participle the date left hanging), and no event
    // of "She died ..." (a pronoun says nothing of who).
    expect(
      eventsOf(
        'Ada Lovelace\n\nAda Lovelace was born in London in 1815. She studied mathematics with private tutors. She died of cancer on 27 November 1852, at the age of 36, the same age at which her father died.',
      ),
    ).toEqual([
      [1815, 'Ada Lovelace was born in London.'],
      [1852, 'Ada Lovelace died of cancer, at the age of 36, the same age at which her father died.'],
    ]);
  });
});

describe('"In what year" stems of the audit of session 26', () => {
  it('writes a count that opens the subject in lower case', () => {
    // Before: "In what year did Twelve Genoese galleys dock at Messina in Sicily?".
    expect(whenStemsOf('In October 1347 twelve Genoese galleys docked at Messina in Sicily.')).toEqual([
      'In what year did twelve Genoese galleys dock at Messina in Sicily?',
    ]);
  });
});
