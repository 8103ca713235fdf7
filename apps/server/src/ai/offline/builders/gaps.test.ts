import type { QuestionType } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analysis.ts';
import { chunkOf, generateOne, offlineSession } from '../test-support/generate.ts';
import { joinedWithAnother } from './gaps.ts';

const generate = (content: string, type: QuestionType, count: number) => generateOne(content, type, count, 'Water');

const WATER = [
  'Water is one of your most urgent needs.',
  'You need at least 2 liters of water each day.',
  'Your body loses water through perspiration and exertion.',
  'Dew is moisture that condenses on cool surfaces at night.',
  'You can drink water from lakes, ponds and streams after boiling it.',
  'Never drink the water of a swamp without boiling it.',
  'Boiled water keeps in a clean container for a day.',
  'Water from a spring is usually safe, but water near farms may carry germs.',
].join(' ');

const QUAKES = [
  'The hypocenter is the point below the surface where an earthquake starts.',
  'The epicenter lies directly above the hypocenter.',
  'A foreshock comes before the mainshock, and aftershocks follow it.',
  'Seismographs record the seismic waves of an earthquake on a seismogram.',
  'Scientists measure the magnitude of an earthquake on the moment magnitude scale.',
  'The ground above the fault shakes hardest near the epicenter.',
].join(' ');

describe('what a cloze leaves out (issue 21)', () => {
  it('FILL_GAP blanks a number or a rare word, never the subject, a unit, an everyday noun or a verb read as a noun, in wordings that take turns', async () => {
    const questions = await generate(WATER, 'FILL_GAP', 8);
    expect(questions.map((question) => [question.questionText, question.content, question.hint])).toEqual([
      [
        'Fill in the missing words in this sentence from the text.',
        { text: 'Boiled water keeps in a(n) ___1___ for a day.', gaps: [{ id: 1, answer: 'clean container' }] },
        '2 words, starting with "c".',
      ],
      [
        'Complete this sentence with the word the text uses.',
        {
          text: 'Water near farms may carry ___1___.',
          gaps: [{ id: 1, answer: 'germs' }],
        },
        'One word, starting with "g".',
      ],
      // Not "... through perspiration and ___1___." (exertion): one of two joined things, below.
      [
        'What is the missing word in this statement from the text?',
        { text: 'Dew is ___1___ that condenses on cool surfaces at night.', gaps: [{ id: 1, answer: 'moisture' }] },
        'One word, starting with "m".',
      ],
      // A count after the words of the field, the text's other sentences asked (blind-s57 Q1, Q19: trivia first).
      [
        'Fill in the number that the text uses here.',
        { text: 'People need at least ___1___ liters of water each day.', gaps: [{ id: 1, answer: '2' }] },
        null,
      ],
    ]);
  });

  it('FILL_GAP never blanks one of two things a sentence joins: with no options, anything of the kind fills it (blind-s16 Q20)', async () => {
    const questions = await generate(
      [
        'Cholera and typhoid are diseases you may get even if you are vaccinated.',
        'Giardiasis is an infection caused by a parasite found in untreated water.',
      ].join(' '),
      'FILL_GAP',
      3,
    );
    // Before: also "Cholera and ___1___ are diseases ..." (typhoid), which "dysentery" fills as well.
    expect(questions.map((question) => question.content)).toEqual([
      {
        text: 'Giardiasis is an infection caused by a parasite found in ___1___.',
        gaps: [{ id: 1, answer: 'untreated water' }],
      },
    ]);
  });

  it('FILL_GAP asks for the missing word(s), not a "name", when it blanks a capitalised office or term, and gives no hint', async () => {
    const text = [
      'When the President of the United States is tried, the Chief Justice shall preside.',
      'A Majority of each House shall constitute a Quorum to do Business.',
    ].join(' ');
    const questions = await generateOne(text, 'FILL_GAP', 2, 'Congress');
    // The sentences are shown as a reader today writes them ("must preside" for "shall preside"): no stem calls them
    // sentences from the text (session 18; before: "Fill in the missing words in this sentence from the text.").
    expect(questions.map((question) => [question.questionText, question.content, question.hint])).toEqual([
      [
        'Fill in the words that the text uses here.',
        {
          text: 'When the President of the United States is tried, the ___1___ must preside.',
          gaps: [{ id: 1, answer: 'Chief Justice' }],
        },
        null,
      ],
      [
        'Complete this sentence with the word the text uses.',
        {
          text: 'A Majority of each House constitutes a(n) ___1___ to do Business.',
          gaps: [{ id: 1, answer: 'Quorum' }],
        },
        null,
      ],
    ]);
  });

  it("FILL_GAP quotes a sentence only as the text words it; one shown in today's words is not called the text's (blind-s44 Q5)", async () => {
    const questions = await generateOne(
      'The Senate shall have the sole Power to try all Impeachments. The Chief Justice shall preside when the President is tried. Each House shall keep a Journal of its Proceedings.',
      'FILL_GAP',
      3,
      'Congress',
    );
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'Fill in the missing word in this sentence from the text.',
        { text: 'The ___1___ shall have the sole Power to try all Impeachments.', gaps: [{ id: 1, answer: 'Senate' }] },
      ],
      [
        'Complete this sentence with the words the text uses.',
        { text: 'The ___1___ must preside when the President is tried.', gaps: [{ id: 1, answer: 'Chief Justice' }] },
      ],
      [
        'Which word does the text use where the gap is?',
        { text: 'Each House must keep a Journal of its ___1___.', gaps: [{ id: 1, answer: 'Proceedings' }] },
      ],
    ]);
  });
});

describe('a MATCHING of copied sentences and the terms they lack (issue 21, session 19)', () => {
  it('is never made: a chunk without definitions, people, bodies or dates to pair gets none, and the note says so', async () => {
    // Before: "Match each word or phrase with the sentence from the text that it completes." with
    // "human settlements", "nasal passages" and "clean containers", which grammar and collocation give away
    // ("the throat and _____"; blind-s48 Q5 scored 2, blind-s49 Q24 1), and from QUAKES "hypocenter",
    // "epicenter" and "mainshock".
    for (const text of [
      QUAKES,
      'Rainwater collected in clean containers or in plants is usually safe for drinking. You can also use water purification tablets to treat water. You must purify water from lakes, ponds, swamps, springs, or streams, especially the water near human settlements. Leeches can attach to the throat and nasal passages if you swallow them in untreated water.',
    ]) {
      const chunk = chunkOf(text, 'Water');
      const session = await offlineSession([chunk]);
      const result = await session.generate({
        chunk,
        type: 'MATCHING',
        count: 1,
        avoid: new Set(),
        signal: new AbortController().signal,
      });
      expect([result.questions, result.note]).toEqual([
        [],
        'the text has too few definitions, people, named bodies or dates to pair',
      ]);
    }
  });
});

describe('distractors of a cloze (issue 21)', () => {
  const analysis = analyseDocument([
    chunkOf(
      [
        'You must purify water from lakes, ponds, swamps and springs.',
        'Leeches often live in swamps.',
        'Your body loses fluid through sweat.',
        'A small hole in the ground fills with water overnight.',
        'The hypocenter lies below the epicenter.',
        'Seismographs are kept in a quiet vault.',
      ].join(' '),
    ),
  ]);
  const distractors = (sentenceStart: string, answer: string) => {
    const sentence = analysis.sentences.find((entry) => entry.text.startsWith(sentenceStart));
    const occurrence = sentence && analysis.askableTerms(sentence).find((entry) => entry.surface === answer);
    return sentence && occurrence ? analysis.distractorsFor(occurrence, sentence).map((entry) => entry.surface) : null;
  };

  it('are terms the text lists with the answer, or of its word family, never its other nouns', () => {
    expect(distractors('Leeches', 'swamps')).toEqual(['ponds', 'lakes']);
    expect(distractors('Seismographs', 'vault')).toEqual([]);
    expect(distractors('Your body', 'sweat')).toEqual([]);
  });
});

describe('a blank takes a whole noun phrase (issue 21, the harness run of session 8)', () => {
  it('never the tail of one, whose modifier would stay before the blank ("the moment ___", "alcohol-based hand ___"), nor one whose word stands beside it', async () => {
    const questions = await generateOne(
      [
        'Each whole number step in magnitude corresponds to a tenfold increase in measured amplitude and to about 32 times more energy.',
        'Today seismologists use the moment magnitude scale, which works at any distance.',
        'Swallowing alcohol-based hand sanitizers can cause alcohol poisoning if more than a couple of mouthfuls are swallowed.',
      ].join(' '),
      'FILL_GAP',
      6,
      'Part 1',
    );
    // Before: "use the moment ___1___" (magnitude scale) and "alcohol-based hand ___1___" (sanitizers). Nor
    // (session 9) "alcohol-based hand sanitizers can cause ___1___" (alcohol poisoning): its word stands
    // beside the blank (blind-s16 Q11).
    expect(questions.map((question) => question.content)).toEqual([
      // A word of the field before the sentence's count (blind-s57 Q19).
      {
        text: 'Each whole number step in magnitude corresponds to a tenfold increase in measured ___1___ and to about 32 times more energy.',
        gaps: [{ id: 1, answer: 'amplitude' }],
      },
      {
        text: 'Swallowing alcohol-based hand sanitizers can cause alcohol poisoning if more than a couple of ___1___ are swallowed.',
        gaps: [{ id: 1, answer: 'mouthfuls' }],
      },
      {
        text: 'Today seismologists use the ___1___, which works at any distance.',
        gaps: [{ id: 1, answer: 'moment magnitude scale' }],
      },
    ]);
  });

  it('never the document\'s title ("THE ERIE CANAL") nor a part of a longer name ("the ___ of Public Works", "The House of ___")', async () => {
    const questions = await generateOne(
      [
        'THE ERIE CANAL',
        '',
        'The Erie Canal itself was enlarged to carry larger boats.',
        'Pennsylvania opened the Main Line of Public Works, a system of canals and railroads between Philadelphia and Pittsburgh.',
        'The House of Representatives shall chuse their Speaker and other Officers.',
      ].join('\n'),
      'FILL_GAP',
      6,
      'Part 1',
    );
    // Before: also "The ___1___ itself was enlarged" (Erie Canal, blind-s13 Q26), "opened the ___1___ of
    // Public Works" (Main Line) and "The House of ___1___" (Representatives). (Nor "between ___1___ and
    // Pittsburgh": one of two joined things, which any town fills.)
    expect(questions.map((question) => question.content)).toEqual([]);
  });

  it('never a word naming a whole class ("organisms"), which any of its members would fill (blind-s13 Q13)', async () => {
    const questions = await generateOne(
      [
        'By drinking nonpotable water you may contract diseases or swallow organisms that can harm you.',
        'Leeches can attach to the throat and nasal passages if you swallow them in untreated water.',
      ].join(' '),
      'FILL_GAP',
      4,
      'Water',
    );
    // Before: also "swallow ___1___ that can harm you" (organisms; "parasites", "germs" fit as well).
    expect(questions.map((question) => question.content)).toEqual([
      {
        text: 'Leeches can attach to the throat and nasal passages if people swallow them in ___1___.',
        gaps: [{ id: 1, answer: 'untreated water' }],
      },
    ]);
  });

  it('a hyphenated modifier the tagger splits off ("alcohol" "-" "based") bounds the phrase too', () => {
    const [sentence] = analyseDocument([
      chunkOf('Children may swallow alcohol-based hand sanitizers and get alcohol poisoning.'),
    ]).sentences;
    // Before: "hand sanitizers" was whole, so a cloze could ask "alcohol-based ___" for it.
    expect(sentence?.terms.filter((term) => term.whole).map((term) => term.surface)).toEqual([
      'Children',
      'alcohol poisoning',
    ]);
  });
});

describe('sentences that add to the one before (issue 21, blind-s10 Q15, Q17)', () => {
  it('are quoted after those that stand alone ("You can also use ...")', async () => {
    const questions = await generateOne(
      [
        'A seismograph records the motion of the ground.',
        'The base of a seismograph is set firmly in the ground.',
        'You can also use water purification tablets to purify water.',
        'Boiling is the safest method of purifying water.',
      ].join(' '),
      'FILL_GAP',
      2,
      'Part 1',
    );
    // Before: "You can also use water ___1___ to purify water." (purification tablets) second.
    expect(questions.map((question) => question.content)).toEqual([
      { text: 'The base of a(n) ___1___ is set firmly in the ground.', gaps: [{ id: 1, answer: 'seismograph' }] },
      { text: 'Boiling is the safest method of ___1___.', gaps: [{ id: 1, answer: 'purifying water' }] },
    ]);
  });
});

describe('what counts as a list of three (issue 21, the session 7 review)', () => {
  it('the term may be the tail of its item, and a clause after ", and" is no item', async () => {
    const crops = await generateOne(
      'Farmers grew wheat, barley, and sweet sorghum along the river.',
      'FILL_GAP',
      2,
      'Part 1',
    );
    // Before: "Farmers grew wheat, barley, and sweet ___1___ along the river." (sorghum: "sweet" hid the list).
    expect(crops.map((question) => question.content)).toEqual([]);
    // And not Albany ("..., and freight rates fell" was counted as a third item). An MCQ_SINGLE: a FILL_GAP
    // blanks neither of two joined things (below).
    const canal = await generateOne(
      'The new canal linked Albany and Buffalo, and freight rates fell sharply. Boats reached Syracuse and Rochester by July.',
      'MCQ_SINGLE',
      4,
      'Part 1',
    );
    expect(canal.map((question) => question.questionText)).toContain(
      'The new canal linked Albany and _____, and freight rates fell sharply.',
    );
  });

  it('one of two joined things is a noun beside an "and" that joins two things, not two clauses ("the crust and lava pours")', () => {
    const joined = (text: string, surface: string) => {
      const analysis = analyseDocument([chunkOf(text)]);
      const sentence = analysis.sentences[0];
      const occurrence = sentence && analysis.askableTerms(sentence).find((term) => term.surface === surface);
      return sentence && occurrence ? joinedWithAnother(sentence.tokens, occurrence) : null;
    };
    // Before the session 9 review: "crust" and "lava" counted as two joined things.
    expect([
      joined('Magma rises through the crust and lava pours out of the vent.', 'crust'),
      joined('Magma rises through the crust and lava pours out of the vent.', 'lava'),
      joined('Cholera and typhoid are diseases you may get even if you are vaccinated.', 'typhoid'),
      joined('Your body loses water through perspiration and exertion.', 'exertion'),
    ]).toEqual([false, false, true, true]);
  });

  it('a name given with "also known as" is no addition to the sentence before', async () => {
    const questions = await generateOne(
      'Giardiasis, also known as beaver fever, is an infection caused by a parasite. Dysentery is a severe diarrhea caused by contaminated water.',
      'FILL_GAP',
      1,
      'Part 1',
    );
    // Before: the sentence of giardiasis ranked 1.5 lower, as if "also known" added to another sentence.
    expect(questions.map((question) => question.content)).toEqual([
      {
        text: 'Giardiasis, also known as ___1___, is an infection caused by a parasite.',
        gaps: [{ id: 1, answer: 'beaver fever' }],
      },
    ]);
  });

  it("a number before a preposition has no unit: its options are the text's numbers of its kind", async () => {
    const questions = await generateOne(
      'The Great Alaska earthquake had a magnitude of 9.2 on the Richter scale. The Chile earthquake had a magnitude of 9.5 in 1960. The San Francisco earthquake had a magnitude of 7.9 in 1906.',
      'MCQ_SINGLE',
      1,
      'Part 1',
    );
    // Before: 5, 18.4 and 10.2, made as counts of "on".
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'The Great Alaska earthquake had a magnitude of _____ on the Richter scale.',
        {
          options: [
            { id: 'a', text: '7.9', correct: false },
            { id: 'b', text: '9.2', correct: true },
            { id: 'c', text: '9.5', correct: false },
          ],
        },
      ],
    ]);
  });
});

describe('a cloze of a compound sentence (issue 21, session 7)', () => {
  it('quotes the clause its blank stands in, unless that clause points into the other', async () => {
    const questions = await generateOne(
      [
        'A wagon load took weeks to cross the Appalachian ridges, and the cost of carrying a ton of flour from Buffalo to New York City was about one hundred dollars.',
        'The location below the surface where an earthquake starts is called the hypocenter, and the location directly above it is called the epicenter.',
        'Each House shall be the Judge of the Elections of its own Members, and a Majority of each shall constitute a Quorum to do Business.',
      ].join(' '),
      'FILL_GAP',
      6,
      'Part 1',
    );
    // Before: each whole sentence. "above it" and "a Majority of each" need the clause before them: the
    // whole sentence stays, whichever clause the blank stands in (the hypocenter, defined in its own
    // clause since session 8, weighs more than the epicenter).
    expect(questions.map((question) => question.content)).toEqual([
      {
        text: 'The location below the surface where an earthquake starts is called the ___1___, and the location directly above it is called the epicenter.',
        gaps: [{ id: 1, answer: 'hypocenter' }],
      },
      {
        text: 'The cost of carrying a ton of flour from ___1___ to New York City was about one hundred dollars.',
        gaps: [{ id: 1, answer: 'Buffalo' }],
      },
      {
        text: 'Each House is the Judge of the Elections of its own Members, and a Majority of each constitutes a(n) ___1___ to do Business.',
        gaps: [{ id: 1, answer: 'Quorum' }],
      },
      { text: 'A wagon load took weeks to cross the ___1___.', gaps: [{ id: 1, answer: 'Appalachian ridges' }] },
    ]);
  });
});

describe('the options of a number blanked before its unit (issue 21, blind-s10)', () => {
  it("are numbers of that unit and magnitude, never the text's numbers of another unit, a 1 or a count a sentence nearby gives for its own case", async () => {
    const questions = await generateOne(
      [
        'Sea water contains about 4 percent salt.',
        'The still will produce about 1 liter of water in 24 hours.',
        'You can add 5 drops of 2 percent tincture of iodine to 1 liter of water.',
        'If the water is cloudy, use 10 drops of iodine.',
      ].join(' '),
      'MCQ_SINGLE',
      4,
      'Water',
    );
    const optionsOf = (stem: string) => {
      const content = questions.find((question) => question.questionText === stem)?.content as
        { options: Array<{ text: string; correct: boolean }> } | undefined;
      return content?.options.map((option) => `${option.text}${option.correct ? ' (right)' : ''}`).sort();
    };
    // Before: "4", "2" and "10" (of percent, liters and drops) for "___ hours"; "24" (hours) and "4" for "___ drops";
    // "1" (liter) for "___ percent".
    // And no "25 hours" (one more) for a count of ten or more: counts a round step apart (session 22: not half, one
    // and a half times and double, which made the answer the one the others are built from).
    // A count of a plural noun is asked "how many" where it stands (session 8); its options are the same.
    expect(optionsOf('In how many hours will the still produce about 1 liter of water?')).toEqual([
      '12',
      '18',
      '24 (right)',
      '6',
    ]);
    // Never "10": the next sentence gives it for cloudy water, so it is right in its case (blind-s16 Q21).
    expect(optionsOf('How many drops of 2 percent tincture of iodine can you add to 1 liter of water?')).toEqual([
      '5 (right)',
      '6',
      '7',
      '8',
    ]);
    // A share is asked where it stands (session 18; before: "Sea water contains about _____ percent salt.").
    expect(optionsOf('Sea water contains about what percent salt?')).toEqual(['2', '4 (right)', '5', '6']);
  });
});

describe("a cloze a learner cannot guess, with options of the answer's kind (issue 21, session 5)", () => {
  it('never blanks the text\'s background ("germs"), a place everyone knows ("United States"), a plain adjective with an everyday noun or a day', async () => {
    const questions = await generateOne(
      'Handwashing is one of the best ways to protect yourself from germs. Washing your hands is easy, and it is one of the most effective ways to prevent the spread of germs. Washing hands with soap and water is the best way to get rid of germs in most situations. Sanitizers do not get rid of all types of germs. Scrub your hands for at least 20 seconds. One of your first goals is to obtain an adequate supply of water. The Congress shall meet on the first Monday in December. New York City became the chief port of the United States.',
      'FILL_GAP',
      8,
      'Part 1',
    );
    // Before: "the spread of ___" (germs) four times, "the chief port of the ___" (United States), "an ___ of water"
    // (adequate supply). The step's count is blanked since session 16 (its verb, tagged a name, had made it no
    // sentence).
    expect(questions.map((question) => question.content)).toEqual([
      { text: 'The ___1___ must meet on the first Monday in December.', gaps: [{ id: 1, answer: 'Congress' }] },
      { text: 'Scrub your hands for at least ___1___ seconds.', gaps: [{ id: 1, answer: '20' }] },
    ]);
  });

  it('never blanks one of three or more things the sentence lists: any of them would fill it (blind-s9)', async () => {
    const questions = await generateOne(
      [
        'Your body loses fluid as a result of heat, cold, stress, and exertion.',
        'The kit should also hold a flashlight, a first aid kit, extra batteries and a whistle.',
        'Each House shall be the Judge of the Elections, Returns and Qualifications of its own Members.',
        'Benjamin Wright, the chief engineer, had been a surveyor of land.',
        'Dysentery is a severe diarrhea caused by contaminated water.',
      ].join(' '),
      'FILL_GAP',
      8,
      'Part 1',
    );
    // Before: "heat, cold, stress, and ___" (exertion), "a first aid kit, ___ and a whistle" (extra batteries),
    // "the Elections, Returns and ___" (Qualifications). An apposition is no list. And one blank of a
    // sentence inside another is one fact: before, "Dysentery is a severe ___" (diarrhea) came as well.
    expect(questions.map((question) => question.content)).toEqual([
      {
        text: 'Benjamin Wright, the chief engineer, had been a(n) ___1___ of land.',
        gaps: [{ id: 1, answer: 'surveyor' }],
      },
      { text: 'Dysentery is a(n) ___1___ caused by contaminated water.', gaps: [{ id: 1, answer: 'severe diarrhea' }] },
    ]);
  });

  it('a distractor keeps the capital of a letter that names ("S waves"), where a sentence\'s capital goes ("primary waves")', async () => {
    const [question] = await generateOne(
      'The energy is released as seismic waves that radiate out from the fault like ripples on a pond. Primary waves are compressional waves that travel fastest and arrive first at a recording station. Secondary waves move the ground up and down or side to side. Because S waves do not pass through the outer core, scientists concluded that the core of the earth is at least partly liquid.',
      'MCQ_SINGLE',
      1,
      'Part 1',
    );
    // Before: "s waves".
    expect([question?.questionText, question?.content]).toEqual([
      'The energy is released as _____ that radiate out from the fault like ripples on a pond.',
      {
        options: [
          { id: 'a', text: 'S waves', correct: false },
          { id: 'b', text: 'seismic waves', correct: true },
          { id: 'c', text: 'primary waves', correct: false },
          { id: 'd', text: 'compressional waves', correct: false },
        ],
      },
    ]);
  });

  it('never blanks a capitalised noun the sentence writes again in its other number ("two ___ ... each Senator")', async () => {
    const questions = await generateOne(
      'The Senate of the United States shall be composed of two Senators from each State, chosen by the Legislature thereof, for six Years; and each Senator shall have one Vote. The Congress shall meet on the first Monday in December.',
      'FILL_GAP',
      3,
      'Part 1',
    );
    // Nor "The ___ of the United States shall be composed of two Senators": "Senators" points at "Senate"
    // (session 10).
    expect(questions.map((question) => question.content)).toEqual([
      { text: 'The ___1___ must meet on the first Monday in December.', gaps: [{ id: 1, answer: 'Congress' }] },
      {
        text: 'The Senate of the United States is composed of two Senators from each State, chosen by the ___1___ thereof, for six Years.',
        gaps: [{ id: 1, answer: 'Legislature' }],
      },
    ]);
  });
});

describe('a verb the tagger reads as a noun (the audit of session 24)', () => {
  it('blanks no noun phrase that runs on into its verb before "this"', async () => {
    const questions = await generateOne(
      // "the blood", not the audit's "this blood": a cloze no longer quotes a "this" before a noun the sentence has not
      // named (leansOnTheTextBefore, the audits of session 26); the tagger reads "pumps" as a noun before either.
      'The right atrium receives blood from the body. The right ventricle pumps the blood through the pulmonary artery to the lungs. The left atrium receives oxygen-rich blood from the lungs. The aorta is the largest artery in the body.',
      'FILL_GAP',
      6,
    );
    // Before: "The ___1___ this blood through the pulmonary artery to the lungs." keyed "right ventricle pumps".
    expect(
      questions.map((question) => (question.content as { gaps: { answer: string }[] }).gaps[0]?.answer),
    ).not.toContain('right ventricle pumps');
    expect(questions.map((question) => (question.content as { text: string }).text)).toContain(
      'The right ventricle pumps the blood through the ___1___ to the lungs.',
    );
  });

  it('blanks no end of a range of codes (the audit of session 25)', async () => {
    const questions = await generateOne(
      'These rules apply to every student who works in the chemistry laboratories, rooms C1 to C4.',
      'FILL_GAP',
      1,
      'Rules',
    );
    // Before: "... the chemistry laboratories, ___1___ to C4." keyed "rooms C1" ("C1" alone marked wrong).
    expect(questions.map((question) => question.content)).toEqual([
      {
        text: 'These rules apply to every student who works in the ___1___, rooms C1 to C4.',
        gaps: [{ id: 1, answer: 'chemistry laboratories' }],
      },
    ]);
  });
});
