import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analysis.ts';
import { chunkOf, generateOne } from '../test-support/generate.ts';
import { sameThing } from './distractors.ts';

const WAVES = [
  'Secondary waves, or S waves, move the ground up and down or side to side.',
  'Primary waves, or P waves, are compressional waves that travel fastest.',
  'Because S waves do not pass through the outer core, scientists concluded that the core is liquid.',
  'You can find water in lakes, ponds, or streams, especially near settlements.',
  'Giardiasis, also known as beaver fever, is an infection.',
  'Dysentery, also called bloody flux, is a severe diarrhea.',
  'The National Weather Service (NWS) sends alerts by radio.',
].join(' ');

/** The distractors the analysis offers for a term of the sentence that starts so, as the text writes them. */
function distractorsIn(analysis: ReturnType<typeof analyseDocument>) {
  return (sentenceStart: string, answer: string) => {
    const sentence = analysis.sentences.find((entry) => entry.text.startsWith(sentenceStart));
    const occurrence = sentence && analysis.askableTerms(sentence).find((entry) => entry.surface === answer);
    return sentence && occurrence ? analysis.distractorsFor(occurrence, sentence).map((entry) => entry.surface) : null;
  };
}

describe('a term and another name the text gives it (issue 21, blind-s11 Q17)', () => {
  const analysis = analyseDocument([chunkOf(WAVES)]);
  const distractors = distractorsIn(analysis);

  it('are one thing: "X, or Y,", "X, also called Y," and "X (Y)", not a list\'s last two items', () => {
    const same = (a: string, b: string) => sameThing(analysis.coordinated, a, b);
    expect([
      same('secondary wave', 's wave'),
      same('p wave', 'primary wave'),
      same('giardiasis', 'beaver fever'),
      same('bloody flux', 'dysentery'),
      same('national weather service', 'nws'),
      same('pond', 'stream'),
      same('s wave', 'p wave'),
    ]).toEqual([true, true, true, true, true, false, false]);
    // Before: the two names were listed side by side ("a|b"), of one field for every distractor choice.
    expect([...analysis.coordinated].filter((pair) => pair.includes('wave'))).toEqual(['s wave|move', 'move|s wave']);
  });

  it('are never the answer and a distractor, nor two distractors of one answer', () => {
    // Before: "Secondary waves" for "S waves" (the answer under its other name), and "P waves" with
    // "Primary waves", "S waves" with "Secondary waves".
    expect(distractors('Because S waves', 'S waves')).toEqual(['P waves', 'compressional waves']);
    expect(distractors('Primary waves', 'compressional waves')).toEqual(['S waves']);
  });

  it('MCQ_SINGLE never offers two names of one thing', async () => {
    const stem = 'The energy is released as _____ that radiate out from the fault like ripples on a pond.';
    const questions = await generateOne(
      [
        'An earthquake is what happens when two blocks of the earth suddenly slip past one another.',
        'Sometimes an earthquake has foreshocks, smaller earthquakes that happen in the same place as the larger earthquake that follows.',
        'The energy is released as seismic waves that radiate out from the fault like ripples on a pond.',
        'Primary waves, or P waves, are compressional waves that travel fastest and arrive first at a recording station.',
        'Secondary waves, or S waves, move the ground up and down or side to side.',
        'Because S waves do not pass through the outer core, scientists concluded that the core of the earth is at least partly liquid.',
        'Earthquakes are recorded by instruments called seismographs.',
        'The size of an earthquake depends on the size of the fault.',
      ].join(' '),
      'MCQ_SINGLE',
      4,
      'Part 1',
    );
    // Before: "secondary waves" and "S waves", both wrong because both one thing.
    const question = questions.find((candidate) => candidate.questionText === stem);
    expect([question?.questionText, question?.content]).toEqual([
      stem,
      {
        options: [
          { id: 'a', text: 'compressional waves', correct: false },
          { id: 'b', text: 'seismic waves', correct: true },
          { id: 'c', text: 'S waves', correct: false },
          { id: 'd', text: 'primary waves', correct: false },
        ],
      },
    ]);
  });

  it('a false statement never puts the other name in: that statement is true', async () => {
    const questions = await generateOne(
      [
        'The energy is released as seismic waves that radiate out from the fault like ripples on a pond.',
        'Primary waves, or P waves, are compressional waves that travel fastest and arrive first at a recording station.',
        'Secondary waves, or S waves, move the ground up and down or side to side.',
        'Because S waves do not pass through the outer core, scientists concluded that the core of the earth is at least partly liquid.',
        'Seismologists measure the size of an earthquake with the moment magnitude scale.',
        'The largest earthquake ever recorded struck Chile in 1960.',
        'Aftershocks can continue for weeks after a large earthquake.',
      ].join(' '),
      'TRUE_FALSE',
      4,
      'Part 1',
    );
    // Before: "..., because secondary waves do not pass through the outer core." held false. The sentences
    // that give the other name are no statement to change; TRUE_FALSE still comes of the others (the case
    // asserted only that nothing came out until the session 8 review).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['In 1960, the smallest earthquake ever recorded struck Chile.', { answer: false }],
      // Session 13: "Aftershocks can continue for weeks ..." is hedged, stated by no question.
      [
        'Compressional waves that travel fastest and arrive first at a recording station are called primary waves.',
        { answer: true },
      ],
      ['Secondary waves move the ground up and down or side to side.', { answer: true }],
      [
        'Scientists concluded that the core of the earth is at least partly liquid, because S waves do not pass through the outer core.',
        { answer: true },
      ],
    ]);
  });
});

describe('a kind and the class the text divides into kinds (issue 21, blind-s16 Q23)', () => {
  const QUAKE_WAVES = [
    'The energy is released as seismic waves that radiate out from the fault like ripples on a pond.',
    'Seismic waves travel through the earth in several forms.',
    'Primary waves, or P waves, are compressional waves that travel fastest and arrive first at a recording station.',
    'Secondary waves, or S waves, move the ground up and down or side to side.',
    'Because S waves do not pass through the outer core, scientists concluded that the core of the earth is at least partly liquid.',
    'Earthquakes are recorded by instruments called seismographs, and the recording they make is a seismogram.',
  ].join(' ');
  const analysis = analyseDocument([chunkOf(QUAKE_WAVES)]);
  const distractors = distractorsIn(analysis);

  it('are never options for each other: "S waves" and "primary waves" are seismic waves too', () => {
    expect(['seismic wave', 's wave', 'p wave', 'compressional wave'].map((key) => analysis.divided.has(key))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    // Before: "compressional waves", "S waves", "primary waves" for "seismic waves", each right too.
    expect(distractors('The energy is released', 'seismic waves')).toEqual([]);
    expect(distractors('Because S waves', 'S waves')).toEqual(['P waves', 'compressional waves']);
  });

  it('a kind word that counts no kinds divides nothing ("the shaking often forms deep cracks")', () => {
    const text = `${QUAKE_WAVES} Where seismic waves reach loose soil, the shaking often forms deep cracks in loose soil.`;
    const divided = analyseDocument([chunkOf(text.replace('in several forms', 'in the crust'))]).divided;
    // Before the session 9 review: "seismic wave" and "loose soil", by any "forms" within eight words.
    expect(['seismic wave', 'loose soil'].map((key) => divided.has(key))).toEqual([false, false]);
  });
});

describe('names of a sex the sentence tells (issue 21, the audits of sessions 24 and 25)', () => {
  const analysis = analyseDocument([
    chunkOf(
      'Pierre Curie was a French physicist. He studied magnetism and crystals. Maria Sklodowska was born in Warsaw. In 1891 she moved to Paris, where she began calling herself Marie. Pierre died in 1906 when he was struck by a cart. Marie took over his teaching post and became the first woman to teach at the Sorbonne.',
    ),
  ]);
  const distractors = distractorsIn(analysis);

  it('"calling herself" tells it: a woman\'s name for a woman\'s, never a place', () => {
    // Before: "Warsaw" (a pronoun after a name had told its sex: Warsaw and Paris were women's names).
    expect(distractors('In 1891', 'Marie')).toEqual([]);
  });

  it('"and became the first woman" tells it as "was the first woman" does, not a "his" between', () => {
    const biography = analyseDocument([
      chunkOf(readFileSync(new URL('../../../../test/fixtures/audit/06-curie.txt', import.meta.url), 'utf8')),
    ]);
    const sentence = biography.sentences.find((entry) => entry.text.startsWith('Marie took'));
    const found = sentence?.terms.find((occurrence) => occurrence.surface === 'Marie');
    const term = found && biography.terms.get(found.key);
    // Before: "Pierre" ("Pierre took over his teaching post and became the first woman ..." keyed false in an audit job).
    expect(
      sentence && found && term
        ? biography.distractorsFor({ ...found, term }, sentence).map((other) => other.surface)
        : null,
    ).toEqual([]);
  });
});

describe('names read from a history of the Hanseatic League (issue 21, the audit of session 25)', () => {
  const analysis = analyseDocument([
    chunkOf(
      'Outside Germany, the league set up trading posts known as Kontore. King Valdemar IV of Denmark attacked Visby in 1361. The league defeated Denmark, and the Peace of Stralsund was signed in 1370. Lübeck, Hamburg and Bremen kept the Hanseatic name. The letters "HH" on Hamburg car number plates stand for "Hansestadt Hamburg".',
    ),
  ]);
  const distractors = distractorsIn(analysis);

  it('a preposition opens no name, a regnal number makes no code, and what initials stand for is swapped for nothing', () => {
    // Before: "Outside Germany" a name and "King Valdemar IV" a code, so "HH ... stand for "Outside Germany"" and then
    // "The letters "King Valdemar IV" ... stand for ..." were false statements.
    expect([analysis.terms.has('outside germany'), analysis.terms.get('king valdemar iv')?.kind]).toEqual([
      false,
      'proper',
    ]);
    // A numeral of a label is still a code (the code review of session 25: "Stage IV" had been a person's name).
    const stages = analyseDocument([chunkOf('In Stage IV the cancer has spread to other organs of the body.')]);
    expect(stages.terms.get('stage iv')?.kind).toEqual('code');
    expect(distractors('The letters', 'Hansestadt Hamburg')).toEqual([]);
  });
});

describe('a name that owns an army, a wife or a theory (issue 21, the audit of session 25)', () => {
  const analysis = analyseDocument([
    chunkOf(
      "Louis Pasteur was born in Dole in 1822. His father had served as a sergeant in Napoleon's army. Pasteur studied at the college in Arbois. In 1854 he was named dean of the faculty of sciences at Lille. Because Lille was a town of breweries, manufacturers asked him for help. Pasteur later worked in Paris.",
    ),
  ]);
  const distractors = distractorsIn(analysis);

  it('is a person\'s, never a place for a place nor a place for it ("in Napoleon\'s army" places the army)', () => {
    // Before: "the faculty of sciences at Napoleon", and "in Lille's army" or "in Arbois's army".
    expect([distractors('In 1854', 'Lille'), distractors('His father', 'Napoleon')]).toEqual([['Arbois'], ['Pasteur']]);
  });
});

describe('a name put beside a noun of a sex (issue 21, the audit of session 25)', () => {
  const analysis = analyseDocument([
    chunkOf(
      'Augusta Ada Byron was born in London in 1815. Ada was the only legitimate child of the poet Lord Byron and his wife, Anne Isabella Milbanke. In 1833 Ada met Charles Babbage at a party. Charles Babbage was a mathematician who designed the Difference Engine. He later designed the Analytical Engine. Mary Somerville was a scientist who introduced Ada to Babbage. She wrote books on astronomy.',
    ),
  ]);

  it('is of that sex: "his wife, ___" takes a woman\'s name only', () => {
    // Before: "Charles Babbage" too ("... and his wife, Charles Babbage." a false statement).
    expect(distractorsIn(analysis)('Ada was the only', 'Anne Isabella Milbanke')).toEqual(['Mary Somerville']);
  });
});
