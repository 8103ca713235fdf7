import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion, SourceChunk } from '../../generator.ts';
import { generateInOneJob, generateOne, offlineSession } from '../test-support/generate.ts';

/** A MATCHING's stem, pairs (each left with its right) and the sentences it cites. */
function shown(question: GeneratedQuestion | undefined) {
  const content = question?.content as {
    left: Array<{ text: string; matchId: number }>;
    right: Array<{ id: number; text: string }>;
  };
  const taken = new Set(content.left.map((item) => item.matchId));
  const spare = content.right.filter((item) => !taken.has(item.id)).map((item) => item.text);
  return {
    stem: question?.questionText,
    pairs: content.left.map((item) => [item.text, content.right.find((right) => right.id === item.matchId)?.text]),
    // A right item no left takes (session 23).
    spare: spare.length > 0 ? spare : undefined,
    sources: question?.sourceSentences,
    chunks: question?.sourceChunks,
  };
}

const CANAL = [
  'The idea of a canal from the Hudson River to Lake Erie was set out by Jesse Hawley, a flour merchant, in a series of essays published in 1807.',
  'The cause was taken up by DeWitt Clinton, who became governor of New York in 1817 and persuaded the legislature to fund the canal.',
  'The engineers had little formal training; Benjamin Wright, the chief engineer, had been a surveyor of land.',
  'Canvass White travelled to England to study canals and discovered a hydraulic cement that would harden under water.',
  'Governor Clinton travelled the length of the canal on the packet boat Seneca Chief.',
].join(' ');

const WATER = [
  'Dew is moisture that condenses on cool surfaces during the night.',
  'Bamboo is a tall, woody grass that often holds water in its hollow sections.',
  'Boiling is the safest method of purifying water.',
  'Dysentery is a severe, prolonged diarrhea with bloody stools, fever, and weakness.',
  'Giardiasis is an infection caused by a parasite found in untreated water; its symptoms appear one to two weeks after exposure.',
].join(' ');

describe('MATCHING pairs what a teacher would pair (issue 21)', () => {
  it('pairs people with the role or deed the text gives them, one person once ("Governor Clinton" is DeWitt Clinton)', async () => {
    const [question] = await generateOne(CANAL, 'MATCHING', 1, 'The Erie Canal');
    expect(shown(question)).toEqual({
      stem: 'Match each person with what the text says about them.',
      pairs: [
        ['Jesse Hawley', 'A flour merchant'],
        ['DeWitt Clinton', 'Became governor of New York in 1817 and persuaded the legislature to fund the canal'],
        ['Benjamin Wright', 'The chief engineer'],
      ],
      // Session 23: what the text says of a fourth person, so that the last pair is not found by elimination (blind-s57
      // Q14).
      spare: ['Travelled to England to study canals and discovered a hydraulic cement that would harden under water'],
      sources: [
        'The idea of a canal from the Hudson River to Lake Erie was set out by Jesse Hawley, a flour merchant, in a series of essays published in 1807.',
        'The cause was taken up by DeWitt Clinton, who became governor of New York in 1817 and persuaded the legislature to fund the canal.',
        'The engineers had little formal training; Benjamin Wright, the chief engineer, had been a surveyor of land.',
        'Canvass White travelled to England to study canals and discovered a hydraulic cement that would harden under water.',
      ],
      chunks: undefined,
    });
  });

  it('pairs terms with their definitions, the term masked, never "the safest method" (an identifying "the")', async () => {
    const [question] = await generateOne(WATER, 'MATCHING', 1, 'Water');
    expect(shown(question)).toEqual({
      stem: 'Match each term with its description in the text.',
      pairs: [
        ['Dew', 'Moisture that condenses on cool surfaces during the night'],
        ['Bamboo', 'A tall, woody grass that often holds water in its hollow sections'],
        ['Dysentery', 'A severe, prolonged diarrhea with bloody stools, fever, and weakness'],
      ],
      spare: ['An infection caused by a parasite found in untreated water'],
      sources: [
        'Dew is moisture that condenses on cool surfaces during the night.',
        'Bamboo is a tall, woody grass that often holds water in its hollow sections.',
        'Dysentery is a severe, prolonged diarrhea with bloody stools, fever, and weakness.',
        'Giardiasis is an infection caused by a parasite found in untreated water; its symptoms appear one to two weeks after exposure.',
      ],
      chunks: undefined,
    });
  });

  it('keeps apart pairs that name each other ("aftershocks ... as the mainshock") and masks the other name of a term', async () => {
    const text = [
      'The location below the surface where the earthquake starts is called the hypocenter, and the location directly above it is called the epicenter.',
      'The largest earthquake of a sequence is called the mainshock.',
      'Aftershocks are smaller earthquakes that occur afterwards in the same place as the mainshock.',
      'Primary waves, or P waves, are pulses that travel fastest and arrive first at a recording station.',
    ].join(' ');
    const [question] = await generateOne(text, 'MATCHING', 1, 'Earthquakes');
    expect(shown(question)).toEqual({
      stem: 'Match each term with its description in the text.',
      // Session 12: one case for the terms of a list ("hypocenter" beside "Primary waves" before; blind-s27).
      pairs: [
        ['Hypocenter', 'The location below the surface where the earthquake starts'],
        ['Mainshock', 'The largest earthquake of a sequence'],
        ['Primary waves', 'Pulses that travel fastest and arrive first at a recording station'],
      ],
      sources: [
        'The location below the surface where the earthquake starts is called the hypocenter, and the location directly above it is called the epicenter.',
        'The largest earthquake of a sequence is called the mainshock.',
        'Primary waves, or P waves, are pulses that travel fastest and arrive first at a recording station.',
      ],
      chunks: undefined,
    });
  });

  it('pairs no term with a description that points at it by a word they share (blind-s19 Q16)', async () => {
    const text = [
      'The location below the surface where the earthquake starts is called the hypocenter, and the location directly above it is called the epicenter.',
      'The largest, main earthquake is called the mainshock.',
      'Primary waves, or P waves, are compressional waves that travel fastest and arrive first at a recording station.',
      'A fault is a fracture between two blocks of rock.',
      'Magma is molten rock below the surface of the earth.',
    ].join(' ');
    const [question] = await generateOne(text, 'MATCHING', 1, 'Earthquakes');
    // Before: "mainshock" with "The largest, main earthquake" and "Primary waves" with "Compressional waves
    // that travel fastest ...", matched by their words alone.
    expect(shown(question).pairs).toEqual([
      ['Hypocenter', 'The location below the surface where the earthquake starts'],
      ['Fault', 'A fracture between two blocks of rock'],
      ['Magma', 'Molten rock below the surface of the earth'],
    ]);
  });

  it('pairs named bodies with the powers a rule gives them, not "No Person", "Each House" nor "Employees", none true of two', async () => {
    // "The Senate shall chuse their other Officers" is no pair beside the House, which does so too.
    const text = [
      'The House of Representatives shall chuse their Speaker and other Officers.',
      'No Person shall be a Senator who shall not have attained to the Age of thirty Years.',
      'The Senate shall have the sole Power to try all Impeachments.',
      'The Senate shall chuse their other Officers.',
      'Each House may determine the Rules of its Proceedings.',
      'Employees shall wear a helmet at all times.',
      'The Chief Justice shall preside when the President is tried.',
      'The Congress shall assemble at least once in every Year.',
    ].join(' ');
    const [question] = await generateOne(text, 'MATCHING', 1, 'Congress');
    expect(shown(question)).toEqual({
      stem: 'Match each body or office with the power or duty the text gives it.',
      pairs: [
        ['House of Representatives', 'Must choose their Speaker and other Officers'],
        ['Chief Justice', 'Must preside when the President is tried'],
        ['Congress', 'Must assemble at least once in every Year'],
      ],
      sources: [
        'The House of Representatives shall chuse their Speaker and other Officers.',
        'The Chief Justice shall preside when the President is tried.',
        'The Congress shall assemble at least once in every Year.',
      ],
      chunks: undefined,
    });
  });

  it('words a power that states what a body is or has as its sentence does, not "Shall" (blind-s32 Q17)', async () => {
    const text = [
      'The House of Representatives shall chuse their Speaker and other Officers.',
      'The Vice President of the United States shall be President of the Senate.',
      'The Senate shall have the sole Power to try all Impeachments.',
      'The Congress shall assemble at least once in every Year.',
    ].join(' ');
    const [question] = await generateOne(text, 'MATCHING', 1, 'Congress');
    // Before: "Shall be President of the Senate".
    expect(shown(question).pairs).toEqual([
      ['House of Representatives', 'Must choose their Speaker and other Officers'],
      ['Vice President of the United States', 'Is President of the Senate'],
      ['Congress', 'Must assemble at least once in every Year'],
    ]);
  });

  it('offers a spare of the kind the pairs are: no role among deeds (session 23)', async () => {
    const text = [
      'Jesse Hawley set out the idea of a canal in a series of essays.',
      'DeWitt Clinton persuaded the legislature to fund the canal.',
      'Canvass White discovered a hydraulic cement that would harden under water.',
      'Benjamin Wright, the chief engineer, had been a surveyor of land.',
    ].join(' ');
    const [question] = await generateOne(text, 'MATCHING', 1, 'The Erie Canal');
    expect([shown(question).stem, shown(question).spare]).toEqual([
      'Match each person with what the text says they did.',
      undefined,
    ]);
  });

  it('offers no spare the text says of a left item too (the code review of session 23)', async () => {
    const people = [
      'The idea of a canal was set out by Jesse Hawley, a flour merchant, in a series of essays.',
      'DeWitt Clinton persuaded the legislature to fund the canal.',
      'Benjamin Wright laid out the middle section.',
      'James Geddes surveyed the western route.',
      'Wright and Geddes surveyed the western route together in 1816.',
    ].join(' ');
    const [question] = await generateOne(people, 'MATCHING', 1, 'The Erie Canal');
    // Before: "Surveyed the western route" (Geddes's) as the spare beside Benjamin Wright, of whom the text says it too.
    expect(shown(question).spare ?? []).not.toContain('Surveyed the western route');
  });

  it('takes the pairs a chunk lacks from its neighbours and cites their chunks', async () => {
    const chunks: SourceChunk[] = [
      'Dew is moisture that condenses on cool surfaces during the night. You need water every day.',
      'Bamboo is a tall, woody grass that often holds water in its hollow sections. Sea water contains salt.',
      'Dysentery is a severe, prolonged diarrhea with bloody stools, fever, and weakness. Boil the water.',
    ].map((content, index) => ({ index, title: `Part ${index + 1}`, content, startPage: null, endPage: null }));
    const session = await offlineSession(chunks);
    const result = await session.generate({
      chunk: chunks[1] as SourceChunk,
      type: 'MATCHING',
      count: 1,
      avoid: new Set(),
      signal: new AbortController().signal,
    });
    expect(shown(result.questions[0])).toEqual({
      stem: 'Match each term with its description in the text.',
      pairs: [
        ['Dew', 'Moisture that condenses on cool surfaces during the night'],
        ['Bamboo', 'A tall, woody grass that often holds water in its hollow sections'],
        ['Dysentery', 'A severe, prolonged diarrhea with bloody stools, fever, and weakness'],
      ],
      sources: [
        'Dew is moisture that condenses on cool surfaces during the night.',
        'Bamboo is a tall, woody grass that often holds water in its hollow sections.',
        'Dysentery is a severe, prolonged diarrhea with bloody stools, fever, and weakness.',
      ],
      chunks: [0, 1, 2],
    });
  });
});

describe('MATCHING on a text whose extraction dropped a name (the session 8 review)', () => {
  it('ends: an empty other name ("Dew, or , is ...") masks nothing', async () => {
    const questions = await generateInOneJob(
      'Dew, or , is moisture that condenses on cool surfaces during the night. Frost, or , is ice that forms on cold surfaces during the night. Fog, or , is a cloud that touches the ground in the early morning.',
      [['MATCHING', 1]],
      'Water',
    );
    // Before: mask() looked for '' for ever, and the job never ended.
    expect(questions).toEqual([]);
  }, 10_000);
});

describe('MATCHING people (the session 8 review)', () => {
  it('takes no word that opens a sentence ("When", "Later", "Although") for a first name, nor "Mount Everest" for a person', async () => {
    const questions = await generateInOneJob(
      'When Clinton became governor, he pushed the canal bill through the legislature. Later Wright surveyed the western route for the state. Although Hawley had no money, he wrote fourteen essays on the canal. Mount Everest, the highest peak, drew climbers from many countries. Jesse Hawley, a flour merchant, wrote essays from prison. Benjamin Wright, the chief engineer, had been a surveyor of land. Canvass White, a young engineer, travelled to England to study canals.',
      [['MATCHING', 1]],
      'Erie',
    );
    // Before: "When Clinton", "Later Wright", "Although Hawley" and "Mount Everest" were people to match.
    expect(
      questions.map((question) => [
        question.questionText,
        (question.content as { left: Array<{ text: string }> }).left.map((left) => left.text),
      ]),
    ).toEqual([
      ['Match each person with the role the text gives them.', ['Jesse Hawley', 'Benjamin Wright', 'Canvass White']],
    ]);
  });
});
