import { readFileSync } from 'node:fs';
import { chunkExtracted } from '../../chunking/index.ts';
import type { QuestionType } from '@quizmaker/contracts';
import { describe, expect, it, vi } from 'vitest';
import { claimsOf, denialsOf } from '@quizmaker/question-types';
import type { GeneratedQuestion, SourceChunk } from '../generator.ts';
import { factKeys } from '../quality.ts';
import { analyseDocument } from './analysis.ts';
import { howManyQuestion, whenQuestion } from './analysis/questions.ts';
import { chunkOf, generateInOneJob, generateOne, offlineSession } from './test-support/generate.ts';

const generate = (content: string, requests: Array<[QuestionType, number]>) =>
  generateInOneJob(content, requests, 'Article I');

const CONSTITUTION = [
  'The House of Representatives shall chuse their Speaker and other Officers.',
  'The Senate of the United States shall be composed of two Senators from each State.',
  'The Vice President of the United States shall be President of the Senate.',
  'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour.',
  'The Congress shall assemble at least once in every Year, on the first Monday in December.',
].join(' ');

describe('the offline generator asks each fact once (issue 21)', () => {
  it('no two questions of a job share a source sentence and an answer, whatever their types', async () => {
    const questions = await generate(CONSTITUTION, [
      ['TRUE_FALSE', 5],
      ['OPEN', 5],
      ['MCQ_MULTI', 2],
      ['COMPLIANCE', 2],
    ]);
    const facts = questions.flatMap(factKeys);
    expect(new Set(facts).size).toBe(facts.length);
    // Two rules give no TRUE_FALSE: no fact of theirs can be changed, and none is denied with "not". The
    // other OPEN questions' answers are the sentences the TRUE_FALSE statements state or change (session 6).
    // No MCQ_MULTI (session 7): the one the sentences left held "on the second Monday in December" false
    // again, as the second TRUE_FALSE does. No OPEN (session 7): it was "What may each House do?", a rule;
    // nor "... how many Senators from each State?" (two Senators), which the first TRUE_FALSE holds false.
    // Since session 13 the two rules are stated true once no false statement is left: five of five.
    expect(questions.map((question) => question.type)).toEqual([
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
    ]);
  });

  it('no question prints, in a sentence both cite, the answer another question of the job asks', async () => {
    const questions = await generate(
      'Freight rates between Buffalo and New York City fell to about ten dollars a ton. The canal ran from Albany to Buffalo. Towns such as Syracuse, Rochester and Lockport grew along the route.',
      [
        ['MCQ_SINGLE', 1],
        ['TRUE_FALSE', 3],
      ],
    );
    // Before: also "Freight rates between Albany and New York City fell to about ten dollars a ton." (false),
    // which prints "ten", the answer of the MCQ_SINGLE on that sentence.
    expect(questions.map((question) => [question.type, question.questionText, question.content])).toEqual([
      [
        'MCQ_SINGLE',
        'Freight rates between Buffalo and New York City fell to about how many dollars a ton?',
        {
          options: [
            { id: 'a', text: 'eight', correct: false },
            { id: 'b', text: 'ten', correct: true },
            { id: 'c', text: 'twelve', correct: false },
            { id: 'd', text: 'twenty', correct: false },
          ],
        },
      ],
      // Not "Towns such as Buffalo, Rochester and Lockport grew along the route." (false): Buffalo, where the
      // canal ran to, is a town of the route too (session 17: no example of a list is changed).
      ['TRUE_FALSE', 'The canal ran from Albany to Lockport.', { answer: false }],
    ]);
  });

  it("no question prints what another of the job tests on a sentence both cite: a blank's answer, or the phrase a false statement changed (session 6)", async () => {
    const questions = await generate(
      [
        'Each whole number step in magnitude corresponds to a tenfold increase in measured amplitude and to about 32 times more energy.',
        'The largest earthquake ever recorded struck Chile on May 22, 1960, with a magnitude of 9.5.',
        'Today seismologists use the moment magnitude scale, which works for large earthquakes at any distance.',
        'In Alaska, the Great Alaska earthquake of 1964 had a magnitude of 9.2 and caused a tsunami that reached the coast of California.',
        'The San Francisco earthquake of 1906 had a magnitude of about 7.9 and was followed by fires that burned for three days.',
      ].join(' '),
      [
        ['FILL_GAP', 2],
        ['COMPLIANCE', 1],
        ['MATCHING', 1],
      ],
    );
    // Before: also a MATCHING whose sentences printed "May 22, 1960" and "earthquake of 1964" (the two
    // blanks' answers), "about 32 times" and "large earthquakes" (what the false statements changed).
    expect(questions.map((question) => [question.type, question.content])).toEqual([
      [
        'FILL_GAP',
        // Session 23: a name before a year (blind-s57 Q1: a year's blank is trivia).
        {
          text: 'The largest earthquake ever recorded struck ___1___ on May 22, 1960, with a magnitude of 9.5.',
          gaps: [{ id: 1, answer: 'Chile' }],
        },
      ],
      [
        'FILL_GAP',
        {
          text: 'The ___1___ of 1906 had a magnitude of about 7.9 and was followed by fires that burned for three days.',
          gaps: [{ id: 1, answer: 'San Francisco earthquake' }],
        },
      ],
      [
        // Session 15: the Great Alaska earthquake's sentence, which gives a cause ("What caused a tsunami ...?"),
        // is a cloze's and a statement's last choice.
        'COMPLIANCE',
        {
          statements: [
            {
              id: 1,
              text: 'Each whole number step in magnitude corresponds to a tenfold increase in measured amplitude and to about 32 times more energy.',
              compliant: true,
            },
            // Session 17: true as the text says it. "... which works for small earthquakes ..." (false until then) is
            // not what the text denies (blind-s42 Q18: a wrong key).
            {
              id: 2,
              text: 'Today seismologists use the moment magnitude scale, which works for large earthquakes at any distance.',
              compliant: true,
            },
            {
              id: 3,
              text: 'In Alaska, the Great Alaska earthquake of 1964 had a magnitude of 9.2 and caused a tsunami that reached the coast of Chile.',
              compliant: false,
            },
          ],
        },
      ],
    ]);
  });

  it('a request short of questions says whether the text lacks the material or other questions of the job ask it (session 6)', async () => {
    const chunk = chunkOf(
      'The canal was 363 miles long and had 83 locks. The ditch was 40 feet wide and 4 feet deep. Construction began at Rome, New York, in 1817.',
      'Erie',
    );
    const session = await offlineSession([chunk]);
    const results = [];
    for (const [type, count] of [
      ['TRUE_FALSE', 3],
      ['FILL_GAP', 3],
      ['ORDERING', 1],
    ] as const) {
      const result = await session.generate({
        chunk,
        type,
        count,
        avoid: new Set(),
        signal: new AbortController().signal,
      });
      results.push([type, result.questions.length, result.note]);
    }
    // Before: FILL_GAP said "the text has too few sentences with a key term to leave out", though each of
    // the two other sentences has one: the false statements changed "40" and "363", so a blank on them
    // would ask those facts again.
    expect(results).toEqual([
      [
        'TRUE_FALSE',
        2,
        'the text has too few statements of a fact (a number, a date, a name or a defined term) to hold true or false',
      ],
      ['FILL_GAP', 1, "the text's material for it is asked by the job's other questions"],
      ['ORDERING', 0, 'the text has no numbered steps, procedure, stages or three dated events to order'],
    ]);
  });

  it("a resumed job's session counts the questions its checkpoints kept (the session's review)", async () => {
    const chunk = chunkOf(
      'The canal was 363 miles long and had 83 locks. The ditch was 40 feet wide and 4 feet deep. Construction began at Rome, New York, in 1817.',
      'Erie',
    );
    const ask = async (kept: GeneratedQuestion[] | undefined, type: QuestionType, count: number) =>
      (
        await (
          await offlineSession([chunk], kept)
        ).generate({ chunk, type, count, avoid: new Set(), signal: new AbortController().signal })
      ).questions;
    const kept = await ask(undefined, 'TRUE_FALSE', 3);
    expect(kept.map((question) => question.questionText)).toEqual([
      'The ditch was 80 feet wide and 4 feet deep.',
      'The canal was 726 miles long and had 83 locks.',
    ]);
    const gapsOf = (questions: GeneratedQuestion[]) =>
      questions.map((question) => (question.content as { gaps: Array<{ answer: string }> }).gaps[0]?.answer);
    // Before: a session after a restart knew nothing of them and blanked "40" and "363" again.
    expect(gapsOf(await ask(undefined, 'FILL_GAP', 3))).toEqual(['Rome', '40', '363']);
    expect(gapsOf(await ask(kept, 'FILL_GAP', 3))).toEqual(['Rome']);
  });

  it('no sentence is the only source of more than two questions of a job, whatever their types', async () => {
    const questions = await generate(CONSTITUTION, [
      ['TRUE_FALSE', 5],
      ['FILL_GAP', 5],
      ['MCQ_SINGLE', 5],
    ]);
    const alone = new Map<string, number>();
    for (const [sentence] of questions.map((question) => question.sourceSentences)) {
      alone.set(sentence ?? '', (alone.get(sentence ?? '') ?? 0) + 1);
    }
    expect(questions.every((question) => question.sourceSentences.length === 1)).toBe(true);
    expect(Math.max(...alone.values())).toBe(1);
    // 3 TRUE_FALSE (two rules have no fact to change) and 2 FILL_GAP: a cloze of the Vice President's or
    // the Congress's sentence would blank a word the TRUE_FALSE statement prints, and (session 6) one of
    // the Senate's would ask "two", which its false statement changed. Before that rule, an MCQ_SINGLE
    // made a sentence the source of two questions. Since session 8 no "The House of ___" (Representatives):
    // a part of a name.
    // Since session 13 TRUE_FALSE states the two rules true once no false statement is left (five of five), and
    // no sentence is left for a FILL_GAP.
    expect(questions.map((question) => question.type)).toEqual([
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
      'TRUE_FALSE',
    ]);
  });

  it('a false statement is asked once: COMPLIANCE does not repeat what TRUE_FALSE asked, nor swaps one capitalised noun for another', async () => {
    const questions = await generate(
      'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour. Each House shall keep a Journal of its Proceedings and publish the same every seven Years. The Senate shall choose their other Officers every second Year. The Congress must assemble on the first Monday in December.',
      [
        ['TRUE_FALSE', 3],
        ['COMPLIANCE', 1],
      ],
    );
    // The first rule has no fact to change ("its Members" is no "its Proceedings"): it gives no false
    // statement, and is stated true. No COMPLIANCE: each false statement it could hold is one TRUE_FALSE holds.
    expect(questions.map((question) => [question.type, question.questionText])).toEqual([
      ['TRUE_FALSE', 'Each House must keep a Journal of its Proceedings and publish the same every eight Years.'],
      [
        'TRUE_FALSE',
        'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour.',
      ],
      ['TRUE_FALSE', 'The Congress must assemble on the second Monday in December.'],
    ]);
  });

  it('COMPLIANCE never turns a rule round by adding "not" (nor by taking one away); it changes a fact', async () => {
    const rules =
      'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour. Each House must keep a Journal of its Proceedings and publish the same from time to time.';
    // Before: "Each House shall not keep a Journal ...", the one false statement, marked by its "not".
    expect(await generate(rules, [['COMPLIANCE', 1]])).toEqual([]);
    expect(
      await generate(`${rules} No Senator shall hold any other Office during his Time in the Senate.`, [
        ['COMPLIANCE', 1],
      ]),
    ).toEqual([]);
    // "shall not adjourn for more than three days" is a bound, which no false statement changes: "more than two
    // days" is a stricter rule that still complies, "more than four" a laxer one that follows from it (the audits of
    // sessions 17 and 18; before: "more than two days", keyed false). It is stated as the text has it.
    const [question] = await generate(
      `${rules} The Senate shall not adjourn for more than three days. The Senate shall choose their other Officers every second Year.`,
      [['COMPLIANCE', 1]],
    );
    expect(question?.content).toEqual({
      statements: [
        {
          id: 1,
          text: 'Each House may determine the Rules of its Proceedings and punish its Members for disorderly Behaviour.',
          compliant: true,
        },
        {
          id: 2,
          text: 'Each House must keep a Journal of its Proceedings and publish the same from time to time.',
          compliant: true,
        },
        { id: 3, text: 'The Senate must choose their other Officers every third Year.', compliant: false },
        { id: 4, text: 'The Senate must not adjourn for more than three days.', compliant: true },
      ],
    });
  });
});

describe('the offline generator leaves out of a list the statement another question asks (issue 21)', () => {
  it('a COMPLIANCE is made of the other statements, not refused whole for the one an OPEN asks', async () => {
    const questions = await generateInOneJob(
      [
        'The canal was 363 miles long and rose 568 feet from the Hudson River to Lake Erie through 83 locks.',
        'Canvass White travelled to England to study canals and discovered a hydraulic cement that would harden under water.',
        'Construction began at Rome, New York, on July 4, 1817.',
        'The ditch was 40 feet wide and 4 feet deep.',
        'The tolls repaid the cost of construction within ten years.',
      ].join(' '),
      [
        ['OPEN', 1],
        ['COMPLIANCE', 1],
      ],
      'Erie',
    );
    // Every group of three or four statements held the date the OPEN asks: each was refused, and the
    // COMPLIANCE was short "asked by the job's other questions" with four claims of the text unasked.
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['In what year did construction begin at Rome, New York?', { answer: '1817' }],
      [
        'Which of these statements agree with the text?',
        {
          statements: [
            { id: 1, text: 'The ditch was 40 feet wide and 4 feet deep.', compliant: true },
            {
              id: 2,
              text: 'The canal was 726 miles long and rose 568 feet from the Hudson River to Lake Erie through 83 locks.',
              compliant: false,
            },
            {
              id: 3,
              text: 'Canvass White travelled to England to study canals and discovered a hydraulic cement that would harden under water.',
              compliant: true,
            },
          ],
        },
      ],
    ]);
  });
});

describe('the offline generator words the questions of a list type differently in one job (issue 21)', () => {
  it('two MCQ_MULTI, two COMPLIANCE: no stem twice', async () => {
    const text = [
      'The canal was 363 miles long and rose 568 feet from the Hudson River to Lake Erie through 83 locks.',
      'Canvass White travelled to England to study canals and discovered a hydraulic cement that would harden under water.',
      'Construction began at Rome, New York, on July 4, 1817.',
      'The ditch was 40 feet wide and 4 feet deep.',
      'The tolls repaid the cost of construction within ten years.',
      'Benjamin Wright had been a surveyor of land before he became the chief engineer.',
      'Freight rates between Buffalo and New York City fell from about one hundred dollars a ton to about ten dollars a ton.',
      'Governor Clinton travelled the length of the canal on the packet boat Seneca Chief.',
      'New York City became the chief port of the United States.',
      // Session 18: a place stands only for a place the text shows to be one, so "Construction began at Buffalo" is
      // no longer made of "Buffalo" in "between Buffalo and New York City": more figures to change.
      'The canal crossed 18 aqueducts on its way west.',
      'Packet boats moved at about 4 miles an hour.',
    ].join(' ');
    const stems = async (type: QuestionType) =>
      (await generateInOneJob(text, [[type, 2]], 'Erie')).map((question) => question.questionText);
    // Before: one template, read twice in a quiz (blind reviews: "template stem").
    expect(await stems('MCQ_MULTI')).toEqual([
      'Which of these statements does the text support? Select all that apply.',
      'According to the text, which of these statements are true? Select all that apply.',
    ]);
    expect(await stems('COMPLIANCE')).toEqual([
      'Which of these statements agree with the text?',
      'Which of these statements does the text bear out?',
    ]);
  });
});

describe('the offline generator asks questions a person would write (issue 21)', () => {
  const HISTORY =
    'The Debian Project was founded in 1993 by Ian Murdock. The first stable release of the system was published in 1996. Construction of the archive began at Berkeley on July 4, 1999. The project adopted its social contract in 1997.';

  it('a dated statement becomes a question on its year, the options years', async () => {
    const [question] = await generate(HISTORY, [['MCQ_SINGLE', 1]]);
    expect(question?.questionText).toBe('In what year was the Debian Project founded?');
    expect(question?.content).toEqual({
      options: [
        { id: 'a', text: '1993', correct: true },
        { id: 'b', text: '1996', correct: false },
        { id: 'c', text: '1997', correct: false },
        { id: 'd', text: '1999', correct: false },
      ],
    });
  });

  it('a past-tense verb is turned round with "did"; OPEN asks neither the same again nor "what does the text say about"', async () => {
    const questions = await generate(HISTORY, [
      ['MCQ_SINGLE', 4],
      ['OPEN', 4],
    ]);
    expect(questions.map((question) => [question.type, question.questionText])).toEqual([
      ['MCQ_SINGLE', 'In what year was the Debian Project founded?'],
      ['MCQ_SINGLE', 'In what year did construction of the archive begin at Berkeley?'],
      ['MCQ_SINGLE', 'In what year did the project adopt its social contract?'],
      ['MCQ_SINGLE', 'The first stable release of the system was published in _____.'],
      // Turned active (session 17; had been "Who was the Debian Project founded by?").
      ['OPEN', 'Who founded the Debian Project?'],
    ]);
    // Not "Where did construction of the archive begin?" (Berkeley): the second question's stem prints it.
  });

  it('OPEN asks "Who ...?" only of a person the text names one way: one key marks the other name wrong (blind-s38 Q10)', async () => {
    const text =
      'DeWitt Clinton became governor of New York in 1817. Governor Clinton travelled the length of the canal on the packet boat Seneca Chief. Benjamin Wright surveyed the route for the state.';
    const questions = await generate(text, [['OPEN', 3]]);
    // Before: also "Who travelled the length of the canal on the packet boat Seneca Chief?", keyed "Governor
    // Clinton" (a taker who types "DeWitt Clinton" is marked wrong).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['In what year did DeWitt Clinton become governor of New York?', { answer: '1817' }],
      ['Who surveyed the route for the state?', { answer: 'Benjamin Wright' }],
    ]);
  });

  it('OPEN asks "Who ...?" of people who share a first name (the second code review of session 16)', async () => {
    const questions = await generate(
      'John Adams was elected president by the electors. John Jay negotiated a treaty with Britain for the government. Thomas Jefferson wrote the Declaration of Independence.',
      [['OPEN', 3]],
    );
    // Before: no "Who negotiated ...?" ("John" is a word of "John Adams" too).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['Who negotiated a treaty with Britain for the government?', { answer: 'John Jay' }],
      ['Who wrote the Declaration of Independence?', { answer: 'Thomas Jefferson' }],
    ]);
  });

  it('a person is asked as "Who ...?" with people as options, a count as "how many ...?" with counts', async () => {
    const questions = await generate(
      'DeWitt Clinton proposed the canal to the legislature. The cause was taken up by Jesse Hawley, who wrote essays from prison. Benjamin Wright surveyed the route for the state. The Senate shall be composed of two Senators from each State.',
      [['MCQ_SINGLE', 4]],
    );
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'The Senate is composed of how many Senators from each State?',
        {
          options: [
            { id: 'a', text: 'two', correct: true },
            { id: 'b', text: 'three', correct: false },
            { id: 'c', text: 'four', correct: false },
            { id: 'd', text: 'five', correct: false },
          ],
        },
      ],
      [
        // Turned active with the verb's irregular past (session 17; had been "Who was the cause taken up by?").
        'Who took up the cause?',
        {
          options: [
            { id: 'a', text: 'DeWitt Clinton', correct: false },
            { id: 'b', text: 'Jesse Hawley', correct: true },
            { id: 'c', text: 'Benjamin Wright', correct: false },
          ],
        },
      ],
      [
        'Who surveyed the route for the state?',
        {
          options: [
            { id: 'a', text: 'DeWitt Clinton', correct: false },
            { id: 'b', text: 'Jesse Hawley', correct: false },
            { id: 'c', text: 'Benjamin Wright', correct: true },
          ],
        },
      ],
      [
        'Who proposed the canal to the legislature?',
        {
          options: [
            { id: 'a', text: 'Benjamin Wright', correct: false },
            { id: 'b', text: 'Jesse Hawley', correct: false },
            { id: 'c', text: 'DeWitt Clinton', correct: true },
          ],
        },
      ],
    ]);
  });

  it('a count written as a word has the counts the text writes in words with its unit among its options (blind-s21: "nine" missing, "eleven" made up)', async () => {
    const [question] = await generate(
      'No Person shall be a Representative who shall not have attained to the Age of twenty five Years, and been seven Years a Citizen of the United States. ' +
        'No Person shall be a Senator who shall not have attained to the Age of thirty Years, and been nine Years a Citizen of the United States.',
      [['MCQ_SINGLE', 1]],
    );
    // Before: four, seven, eight, eleven. Not five (of "twenty five Years"). How many stand below the answer
    // is drawn (session 14): the text's "thirty" is the one left out here.
    expect(question?.content).toEqual({
      options: [
        { id: 'a', text: 'four', correct: false },
        { id: 'b', text: 'six', correct: false },
        { id: 'c', text: 'seven', correct: true },
        { id: 'd', text: 'nine', correct: false },
      ],
    });
    // Two wrong counts at least (the session 11 review: "forty feet wide" was asked with twenty and forty):
    // counts ten apart since session 22 ("thirty", "fifty"); "sixty" and "seventy" stay out (no count of more
    // than fifty is made up in words).
    const [ditch] = await generate('The ditch was forty feet wide and was dug by hand over many months.', [
      ['MCQ_SINGLE', 1],
    ]);
    expect(ditch?.content).toEqual({
      options: [
        { id: 'a', text: 'twenty', correct: false },
        { id: 'b', text: 'thirty', correct: false },
        { id: 'c', text: 'forty', correct: true },
        { id: 'd', text: 'fifty', correct: false },
      ],
    });
    // Nor a count the stem says, made or the text's (the session 11 review: "four" beside "bake for four hours").
    const [dough] = await generate(
      'The dough should rest for two hours in a warm place, and then bake for four hours in a slow oven.',
      [['MCQ_SINGLE', 1]],
    );
    // Session 26: without the clause joined after the count's phrase (", and then bake ..."), as a count asked where it
    // stands had it.
    expect([dough?.questionText, dough?.content]).toEqual([
      'For how many hours should the dough rest in a warm place?',
      {
        options: [
          { id: 'a', text: 'two', correct: true },
          { id: 'b', text: 'three', correct: false },
          { id: 'c', text: 'five', correct: false },
          { id: 'd', text: 'six', correct: false },
        ],
      },
    ]);
  });

  it('offers counts a round step apart, none of them the one the others are built from (the re-audit of session 21)', async () => {
    const optionsOf = async (text: string) => {
      const [question] = await generate(text, [['MCQ_SINGLE', 1]]);
      return [
        question?.questionText,
        (question?.content as { options: Array<{ text: string; correct: boolean }> } | undefined)?.options
          .map((option) => `${option.text}${option.correct ? '*' : ''}`)
          .join(' '),
      ];
    };
    // Before: "15 23 30* 60", "150 300* 450 600", "12 24* 36 48", "10 19* 29 38", "36* 54 72 108" (half, three quarters,
    // one and a half times, double and three times the answer: the key was the one the others are built from).
    expect(
      await Promise.all(
        [
          'The lock raised each boat about 30 feet in the narrow valley.',
          'The new bridge spans 300 meters across the river.',
          'The crossing took 24 hours in calm weather.',
          'The trail climbs 19 switchbacks to the summit.',
          'The ship carried 36 cannons on two decks.',
        ].map(optionsOf),
      ),
    ).toEqual([
      ['The lock raised each boat about how many feet in the narrow valley?', '10 20 30* 40'],
      ['How many meters does the new bridge span across the river?', '200 300* 400 500'],
      ['How many hours did the crossing take in calm weather?', '18 24* 30 36'],
      ['How many switchbacks does the trail climb to the summit?', '15 17 19* 21'],
      ['How many cannons did the ship carry on two decks?', '36* 45 54 63'],
    ]);
    // The code review of session 22: the nearest rung below had always been kept, so the answer was never first; a
    // fraction, a share near a hundred percent and "fifty" in words had the answer at one end every time, or thirds of
    // it (92 percent: 23, 46, 69); a count past 2^53 is none to step from.
    const places = [0, 0, 0, 0];
    for (let count = 2; count <= 120; count += 1) {
      const [, options] = await optionsOf(`The harbour held ${count} boats during the winter storm.`);
      const place = (options ?? '').split(' ').findIndex((option) => option.endsWith('*'));
      places[place] = (places[place] ?? 0) + 1;
    }
    expect(places).toEqual([29, 41, 27, 22]);
    expect(
      await Promise.all(
        [
          'The pipe was 0.5 meters wide at the base.',
          'The pipe was 0.8 meters wide at the base.',
          'The army had 4500 soldiers in the field.',
          'The tax took 92 percent of the profits.',
          'The tax took 99 percent of the profits.',
          'The harbour held fifty boats during the storm.',
          'The galaxy has 100,000,000,000,000,000,000,000 stars.',
        ].map(optionsOf),
      ),
    ).toEqual([
      ['The pipe was _____ meters wide at the base.', '0.4 0.5* 0.6 0.7'],
      // The second code review: "1.0" among a fraction's rungs, no comma on the others where the key has none, and a
      // rounder step for a larger count (before: "0.8* 1.2 1.4 1.6", "2,250 3,375 4500* 5,625").
      ['The pipe was _____ meters wide at the base.', '0.8* 1.0 1.2 1.4'],
      ['The army had _____ soldiers in the field.', '3500 4000 4500* 5000'],
      ['The tax took what percent of the profits?', '88 90 92* 94'],
      ['The tax took what percent of the profits?', '97 98 99* 100'],
      [undefined, undefined],
      [undefined, undefined],
    ]);
  });

  it('lists counts as options from least to most, as a teacher does (blind-s32 Q29: "4, 5, 8, 6")', async () => {
    const questions = await generate(
      'Sea water contains about 4 percent salt and many minerals. The ocean is about 8 percent warmer at noon. Lakes hold about 5 percent of fresh water.',
      [['MCQ_SINGLE', 3]],
    );
    // Before: "10 8 5* 4" and "5 8* 16 4".
    expect(
      questions.map((question) => [
        question.questionText,
        (question.content as { options: Array<{ text: string; correct: boolean }> }).options
          .map((option) => `${option.text}${option.correct ? '*' : ''}`)
          .join(' '),
      ]),
    ).toEqual([
      ['Sea water contains about what percent salt and many minerals?', '3 4* 5 8'],
      ['Lakes hold about what percent of fresh water?', '3 4 5* 8'],
      ['The ocean is about what percent warmer at noon?', '4 5 8* 9'],
    ]);
  });

  it('puts the right count in any place of the list, not second every time (the code review of session 14)', async () => {
    const questions = await generate(
      [
        'The still will produce water in 24 hours.',
        'The canal carried 40 boats on its first day.',
        'The engineers dug 83 locks along the route.',
        'The kit should hold 12 candles for the winter.',
        'The committee met 16 times in the first year.',
        'The crew built 18 bridges over the river.',
        'The farmers planted 30 orchards near the town.',
        'The city opened 27 schools before the war.',
      ].join(' '),
      [['MCQ_SINGLE', 8]],
    );
    const places = questions.map(
      (question) =>
        (question.content as { options: Array<{ id: string; correct: boolean }> }).options.find(
          (option) => option.correct,
        )?.id,
    );
    // Before: "b" for every one (made counts were half, one and a half times and double the answer).
    expect(questions).toHaveLength(8);
    expect(new Set(places).size).toBeGreaterThanOrEqual(3);
  });

  it('a year before our era is offered only for another such year, and never for one of ours (the session 10 note: "founded in _____ BC": 1845, 1807)', async () => {
    const questions = await generate(
      'The city of Troy was founded in 1200 BC by settlers from the coast. The city of Boston was founded in 1630 by Puritans from England. The city of Quebec was founded in 1608 by Samuel de Champlain.',
      [['MCQ_SINGLE', 3]],
    );
    // Before: "In what year was the city of Quebec founded?" offered 1200, and "The city of Troy was founded in
    // _____ BC" offered 1630 and 1608.
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'In what year was the city of Quebec founded?',
        {
          options: [
            { id: 'a', text: '1601', correct: false },
            { id: 'b', text: '1608', correct: true },
            { id: 'c', text: '1617', correct: false },
            { id: 'd', text: '1630', correct: false },
          ],
        },
      ],
      [
        'In what year was the city of Boston founded?',
        {
          options: [
            { id: 'a', text: '1608', correct: false },
            { id: 'b', text: '1623', correct: false },
            { id: 'c', text: '1630', correct: true },
            { id: 'd', text: '1639', correct: false },
          ],
        },
      ],
      [
        'The city of _____ was founded in 1200 BC by settlers from the coast.',
        {
          options: [
            { id: 'a', text: 'Quebec', correct: false },
            { id: 'b', text: 'Troy', correct: true },
            { id: 'c', text: 'Boston', correct: false },
          ],
        },
      ],
    ]);
  });

  it('a year before our era of three figures is offered only for another such year (the second session 11 review: "in _____ BC" offered 476 of AD 476)', async () => {
    const questions = await generate(
      'Carthage was founded by traders from Tyre in 814 BC on the coast of Africa. Athens became a democracy in 508 BC under the reforms of Cleisthenes. The Western Roman Empire fell in AD 476 when Odoacer took the city. Sparta and Athens went to war in 431 BC over the leadership of Greece. Charlemagne was crowned emperor in AD 800 by the pope.',
      [['MCQ_SINGLE', 6]],
    );
    // Both years of a range before our era are of it.
    const range = analyseDocument([chunkOf('Troy was besieged between 1200 and 1184 BCE by the Greeks.')]);
    expect(['1200', '1184'].map((year) => range.isBeforeOurEra(year))).toEqual([true, true]);
    // Before: five questions, each with a year of the other era ("fell in AD _____": 431, 508).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'Sparta and Athens went to war in _____ BC over the leadership of Greece.',
        {
          options: [
            { id: 'a', text: '431', correct: true },
            { id: 'b', text: '508', correct: false },
            { id: 'c', text: '814', correct: false },
          ],
        },
      ],
      [
        'Carthage was founded by traders from Tyre in _____ BC on the coast of Africa.',
        {
          options: [
            { id: 'a', text: '431', correct: false },
            { id: 'b', text: '508', correct: false },
            { id: 'c', text: '814', correct: true },
          ],
        },
      ],
      [
        'Athens became a democracy in _____ BC under the reforms of Cleisthenes.',
        {
          options: [
            { id: 'a', text: '431', correct: false },
            { id: 'b', text: '508', correct: true },
            { id: 'c', text: '814', correct: false },
          ],
        },
      ],
    ]);
  });

  it('"how many" is not asked of a count the text points at ("these five steps") or of a fraction', async () => {
    const questions = await generate(
      'Follow these five steps every time you wash. A Member may be expelled with the Concurrence of two thirds of the House. The finished canal had 83 locks between Albany and Buffalo.',
      [
        ['MCQ_SINGLE', 3],
        ['OPEN', 3],
      ],
    );
    // One question of the canal's sentence (session 6). Session 13: OPEN asks no "What had 83 locks between
    // Albany and Buffalo?" (other things had), and no "Follow these five steps every time you _____" keyed
    // "wash." beside "Albany" and "Buffalo" (the tagger read "wash." as an abbreviation, a name).
    expect(questions.map((question) => question.questionText)).toEqual([
      'How many locks did the finished canal have between Albany and Buffalo?',
    ]);
  });

  it('"how many" is asked of the count of a sentence with other numbers, not of part of a number, a range or after "when" (blind-s13 Q16, Q22)', async () => {
    const questions = await generate(
      [
        'The still will produce about 0.5 to 1 liter of water in 24 hours.',
        'The cost of carrying a ton of flour from Buffalo to New York City was about one hundred dollars.',
        'Boil the water for 1 minute, adding 1 minute for each additional 300 meters above sea level.',
        'An earthquake is what happens when two blocks of the earth suddenly slip past one another.',
        'No Person shall be a Senator who shall not have attained to the Age of thirty Years, and been nine Years a Citizen.',
      ].join(' '),
      [
        ['MCQ_SINGLE', 5],
        ['OPEN', 5],
      ],
    );
    // Before: one count per sentence, so the still's was a cloze ("in _____ hours"); and never "about one how
    // many dollars", "each additional how many meters", "what happens when how many blocks" or "dropped from
    // how many feet to 10 feet". OPEN asks no count (session 10: "thirty Years" is typed "30" or "thirty").
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'In how many hours will the still produce about 0.5 to 1 liter of water?',
        {
          options: [
            { id: 'a', text: '18', correct: false },
            { id: 'b', text: '24', correct: true },
            { id: 'c', text: '30', correct: false },
            { id: 'd', text: '36', correct: false },
          ],
        },
      ],
      // Three wrong counts of words since session 22 (ten apart: "twenty", "forty", "fifty"); before, only
      // "fifteen" was one (half, double and three times thirty: no "forty-five" in words, nor over fifty).
      [
        'No Person may be a Senator who has not attained the Age of how many Years?',
        {
          options: [
            { id: 'a', text: 'twenty', correct: false },
            { id: 'b', text: 'thirty', correct: true },
            { id: 'c', text: 'forty', correct: false },
            { id: 'd', text: 'fifty', correct: false },
          ],
        },
      ],
      [
        'Boil the water for 1 minute, adding 1 minute for each additional _____ meters above sea level.',
        {
          options: [
            { id: 'a', text: '300', correct: true },
            { id: 'b', text: '400', correct: false },
            { id: 'c', text: '500', correct: false },
            { id: 'd', text: '600', correct: false },
          ],
        },
      ],
    ]);
    // A phrase of the count is never cut after "of": "lead" of "5 parts of lead and many minerals" is read as a
    // verb (the code review of session 14: "About how many parts of does rain water contain lead ...?").
    const rain = analyseDocument([chunkOf('Rain water contains about 5 parts of lead and many minerals.')])
      .sentences[0];
    expect(rain && howManyQuestion(rain)?.stem).toBe(
      'Rain water contains about how many parts of lead and many minerals?',
    );
    const drought = analyseDocument([
      chunkOf('The water level of the lake dropped from 20 feet to 10 feet during the long drought.'),
    ]).sentences[0];
    expect(drought && howManyQuestion(drought)).toBeNull();
  });

  it("asks an instruction's count as advice, its bound with it, whatever the tagger read the verb as (session 16)", () => {
    const stems = [
      // "Scrub" is tagged a name: the sentence had no verb, so no question.
      'Scrub your hands for at least 20 seconds.',
      'Boil the water for at least 10 minutes at sea level.',
      'Add 2 drops of bleach to each liter of clear water.',
      'The canal carried more than 40 boats a day in its first year.',
      'No person may hold the office for more than 2 terms.',
      // The code review: an adverb before the verb keeps the count where it stands; a name before "the" is none.
      'Never leave the stove unattended for more than 2 minutes.',
      'Gently rub your hands together for at least 20 seconds.',
      'Catherine the Great ruled Russia for 34 years.',
      // The second code review: "for over", a guess of "may", a name's number, an exercise.
      'Soak the beans in water for over 8 hours.',
      'The storm may last more than three days in the valley.',
      'Type 2 diabetes affects about 400 million people worldwide.',
      'Calculate the mass of 3 moles of water.',
    ].map((text) => {
      const sentence = analyseDocument([chunkOf(text)]).sentences[0];
      return sentence && howManyQuestion(sentence)?.stem;
    });
    expect(stems).toEqual([
      'For at least how many seconds should you scrub your hands?',
      'For at least how many minutes should you boil the water at sea level?',
      'How many drops of bleach should you add to each liter of clear water?',
      // A bound of a figure the text reports is not asked: "more than 20" holds too (the code review).
      undefined,
      // A subject that denies keeps its count where it stands.
      'No person may hold the office for more than how many terms?',
      // Where it stands, an instruction is asked of the reader (the seventh audit of session 21: "Look, listen and feel
      // ... for no more than how many seconds?" read as an order).
      'You should never leave the stove unattended for more than how many minutes?',
      'You should gently rub your hands together for at least how many seconds?',
      'For how many years did Catherine the Great rule Russia?',
      'For over how many hours should you soak the beans in water?',
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("asks no count of a phrase before its clause's subject, nor one the sentence lists by name (the audit of session 25)", () => {
    const stems = [
      'With a few basic tools and about twenty minutes, you can be back on the road.',
      'The Moon then becomes a waxing gibbous, more than half lit, and roughly two weeks after new moon it reaches full moon.',
      'North of Cairo, the river divides into two branches, the Rosetta branch in the west and the Damietta branch in the east, before it reaches the sea.',
      // Still asked: a count after its clause's verb, and one whose pronoun is an object ("to it").
      'Adults need about eight hours of sleep, and sleep helps memory.',
      'You can also add 10 drops of bleach to it.',
      // Nor one whose pronoun opens a clause of its own (the code review of session 25).
      'Bake the loaf for 30 minutes until it turns golden brown.',
    ].map((text) => {
      const sentence = analyseDocument([chunkOf(text)]).sentences[0];
      return sentence && howManyQuestion(sentence)?.stem;
    });
    // Before: "With a few basic tools and about how many minutes, you can be back on the road?", "..., and roughly how many
    // weeks after new moon it reaches full moon?", "... into how many branches, the Rosetta branch in the west and the
    // Damietta branch in the east, before it reaches the sea?" (the stem counts them).
    expect(stems).toEqual([
      undefined,
      undefined,
      undefined,
      'About how many hours of sleep do Adults need?',
      'You can also add how many drops of bleach to it?',
      'For how many minutes should you bake the loaf until it turns golden brown?',
    ]);
  });

  it('asks a count without the clause joined after it (blind-s25 Q12, Q26: a 40-word copied clause)', () => {
    const stems = [
      'No Person shall be a Representative who shall not have attained to the Age of twenty five Years, and been seven Years a Citizen of the United States, and who shall not, when elected, be an Inhabitant of that State.',
      'Neither House shall adjourn for more than three days, nor to any other Place than that in which the two Houses shall be sitting.',
      'The journey took eight days, and the locks were built in three years.',
      // A comma that goes on listing ends nothing.
      'You need 2 liters of water, food, and shelter to last the winter.',
    ].map((text) => {
      const sentence = analyseDocument([chunkOf(text)]).sentences[0];
      return sentence && howManyQuestion(sentence)?.stem;
    });
    expect(stems).toEqual([
      'No Person shall be a Representative who shall not have attained to the Age of twenty five Years, and been how many Years a Citizen of the United States?',
      'Neither House shall adjourn for more than how many days?',
      // Session 13: asked first, without the joined clause.
      'How many days did the journey take?',
      'You need how many liters of water, food, and shelter to last the winter?',
    ]);
    // The second code review of session 12: "or" and "but" may bound the count; a semicolon ends its clause;
    // a count inside a bracket keeps the bracket whole.
    expect(
      [
        'A quorum requires 12 members, or half the membership, whichever is greater.',
        'Tenants may keep two pets, but only with the consent of the Landlord.',
        'The Senate is composed of 2 Senators from each State, chosen by the Legislature thereof; and each Senator has one Vote.',
        'The report (published in 3 volumes) was long.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual([
      'A quorum requires how many members, or half the membership, whichever is greater?',
      'Tenants may keep how many pets, but only with the consent of the Landlord?',
      'The Senate is composed of how many Senators from each State, chosen by the Legislature thereof?',
      'The report (published in how many volumes) was long?',
    ]);
    // Session 13: an aside before the count's phrase is left out, and the count asked first (blind-s28 Q22:
    // "the tolls repaid the cost of construction, about seven million dollars, within how many years?"); an
    // aside that lists or holds a verb keeps the count where it stands.
    expect(
      [
        'The tolls repaid the cost of construction, about seven million dollars, within ten years.',
        'The crew repaired the engine, the pump and the radio, within six hours.',
        'The canal, which was new, carried 40 boats.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual([
      'Within how many years did the tolls repay the cost of construction?',
      'The crew repaired the engine, the pump and the radio, within how many hours?',
      'The canal, which was new, carried how many boats?',
    ]);
    // A count in a clause joined by ", and" or ", but" is asked first within its clause, with its "about"
    // (blind-s29 Q1); not where the clause's subject points back.
    expect(
      [
        'Sea water contains about 4 percent salt, and the body requires about 2 liters of extra fluid to rid itself of the salt in one liter of sea water.',
        'The rebels fled, but the army marched 300 miles in 12 days.',
        'Aftershocks are smaller earthquakes, and they can continue for 3 weeks.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual([
      'About how many liters of extra fluid does the body require to rid itself of the salt in one liter of sea water?',
      'How many miles did the army march in 12 days?',
      'Aftershocks are smaller earthquakes, and they can continue for how many weeks?',
    ]);
    // A count in a second predicate that shares the subject and its auxiliary is asked first with them (blind-s52
    // Q21: "You can also use ..., or add how many drops ...?"); a "not" the second verb would lose keeps it where it
    // stands.
    expect(
      [
        'You can also use water purification tablets, or add 5 drops of 2 percent tincture of iodine to 1 liter of water.',
        'The crew loaded the ship and sailed 300 miles in a week.',
        'You must not drink sea water, or add 5 drops of bleach to it.',
        'The canal was dug by hand and lined with 3 layers of clay.',
        // The code review: an adverb of the first verb ("never") and a pronoun ("it") stay where they stand.
        'The machine never stops and makes 500 bottles an hour.',
        'The pilots can fly the plane, or refuel it in 20 minutes.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual([
      'How many drops of 2 percent tincture of iodine can you add to 1 liter of water?',
      'How many miles did the crew sail in a week?',
      'You must not drink sea water, or add how many drops of bleach to it?',
      'The canal was dug by hand and lined with how many layers of clay?',
      'The machine never stops and makes how many bottles an hour?',
      'The pilots can fly the plane, or refuel it in how many minutes?',
    ]);
    // A count in a phrase that opens its sentence is asked with the phrase put last, or not at all (the wrong-key audit
    // of session 20: "For about how many days the male balances the egg ... and covers it ...?").
    expect(
      [
        'In 24 hours the still will produce about 1 liter of water.',
        'For about 65 days the male balances the egg on his feet and covers it with a fold of feathered skin called the brood pouch.',
        'After about three weeks she becomes a forager and flies out to collect nectar, pollen and water.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual(['In how many hours will the still produce about 1 liter of water?', undefined, undefined]);
    // A count in a relative aside on the subject is asked of the subject (the audit of session 20: "The axial skeleton,
    // which contains how many bones, forms ...?").
    expect(
      [
        'The axial skeleton, which contains 80 bones, forms the central axis of the body.',
        'The Nile, which is 6,650 kilometres long, flows north into the Mediterranean.',
        // The code review: an aside with a subject of its own is not the subject's.
        'The castle, which the Romans held for 400 years, fell in 476.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual([
      'How many bones does the axial skeleton contain?',
      'How many kilometres long is the Nile?',
      'The castle, which the Romans held for how many years, fell in 476?',
    ]);
    // A year that leads its sentence dates the clause it leads, asked without the next; one after the clauses dates
    // the last alone (the audit of session 20: "In what year did Darwin go ..., but he disliked the lectures ...?").
    expect(
      [
        'In 1825 Darwin went to the University of Edinburgh to study medicine, but he disliked the lectures and could not bear watching surgery.',
        'Darwin went to Edinburgh to study medicine, but he disliked the lectures in 1825.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && whenQuestion(sentence)?.stem;
      }),
    ).toEqual(['In what year did Darwin go to the University of Edinburgh to study medicine?', undefined]);
    // The code review: a clause that opens with an adverb, or says "its", keeps the count where it stands
    // (before: "How many meters did soon the river rise?", "how many terms did its mayor serve?").
    expect(
      [
        'The rains came late, and soon the river rose 12 meters.',
        'The town was small, and its mayor served 4 terms.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual([
      'The rains came late, and soon the river rose how many meters?',
      'The town was small, and its mayor served how many terms?',
    ]);
    // "have" owns its count as any verb does, and "how many times" follows the verb's object (session 21: "A honeybee
    // colony has how many kinds of bees?", "Hubble orbits the Earth about how many times a day ...?").
    expect(
      [
        'A honeybee colony has three kinds of bees.',
        'The old water mill on the river had four wheels.',
        'Hubble orbits the Earth about 15 times a day at a height of about 540 kilometres.',
      ].map((text) => {
        const sentence = analyseDocument([chunkOf(text)]).sentences[0];
        return sentence && howManyQuestion(sentence)?.stem;
      }),
    ).toEqual([
      'How many kinds of bees does a honeybee colony have?',
      'How many wheels did the old water mill on the river have?',
      'About how many times does Hubble orbit the Earth a day at a height of about 540 kilometres?',
    ]);
  });

  it('a plural that opens a rule is no name inside its question (the audit of session 20: "must Laptops lock")', async () => {
    const questions = await generateOne(
      'Laptops must lock automatically after five minutes of inactivity. Phones must be protected by a passcode. Every laptop must be encrypted.',
      'MCQ_SINGLE',
      1,
    );
    expect(questions.map((question) => question.questionText)).toEqual([
      'After how many minutes of inactivity must laptops lock automatically?',
    ]);
  });

  it('nothing is asked of a sentence that counts what the sentence before names ("use 10 drops", blind-s13 Q17)', async () => {
    const questions = await generate(
      [
        'You can add 5 drops of 2 percent tincture of iodine to 1 liter of water.',
        'If the water is cloudy or cold, use 10 drops and let it stand for 30 minutes before drinking.',
        'Rainwater collected in clean containers is usually safe for drinking.',
      ].join(' '),
      [
        ['MCQ_SINGLE', 3],
        ['OPEN', 3],
      ],
    );
    // Before: also "According to the text, what should you do if the water is cloudy or cold?" answered
    // "Use 10 drops ...": drops of what, the question does not say.
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'How many drops of 2 percent tincture of iodine can you add to 1 liter of water?',
        {
          options: [
            { id: 'a', text: '5', correct: true },
            { id: 'b', text: '6', correct: false },
            { id: 'c', text: '7', correct: false },
            { id: 'd', text: '8', correct: false },
          ],
        },
      ],
    ]);
  });

  it('a rule is never asked as "What shall ... do?": it has several right answers (blind-s6 Q6, Q14, blind-s11 Q15, Q30)', async () => {
    const questions = await generate(
      'Each House may determine the Rules of its Proceedings. Each House may adjourn for three days without the Consent of the other. The Congress shall assemble at least once in every Year.',
      [
        ['MCQ_SINGLE', 3],
        ['OPEN', 3],
      ],
    );
    // Before: also "What shall the Congress do, according to the text?" (session 6: where the text gives the
    // subject one rule; still "far too vague" to the reviewers: assemble? make laws? consist of two Houses?).
    // The count is asked among options: OPEN asks none (session 10).
    expect(questions.map((question) => question.questionText)).toEqual([
      'For how many days may each House adjourn without the Consent of the other?',
    ]);
  });

  it('OPEN keys a right answer matches as typed: a year, no clause, no article; a count in a second predicate is asked with the subject and auxiliary it shares (blind-s19, blind-s52)', async () => {
    const text =
      'When the President of the United States is tried, the Chief Justice shall preside. A wagon load took weeks to cross the Appalachian ridges. You can also use water purification tablets, or add 5 drops of 2 percent tincture of iodine to 1 liter of water. Boiling is the safest method of purifying water. The canal was opened along its whole length on October 26, 1825.';
    const open = await generate(text, [['OPEN', 5]]);
    // Before: "According to the text, what happens when the President of the United States is tried?" keyed
    // "The Chief Justice shall preside" (a clause, typed a dozen ways), "A wagon load" (typed without its
    // "A", marked wrong), "When was the canal opened ...?" keyed "October 26, 1825" ("1825" marked wrong). Session
    // 13: "What took weeks to cross the Appalachian ridges?" is no longer asked openly (other things did).
    expect(open.map((question) => [question.questionText, question.content])).toEqual([
      ['In what year was the canal opened along its whole length?', { answer: '1825' }],
      ['According to the text, what is the safest method of purifying water?', { answer: 'Boiling' }],
    ]);
    const drops = (await generate(text, [['MCQ_SINGLE', 5]])).find((question) =>
      question.questionText.includes('drops'),
    );
    // Before: "How many drops of 2 percent tincture of iodine can you also use water purification tablets, or
    // add to 1 liter of water?" (the count fronted with the first clause's verb). Session 20: asked with the verb of
    // its own predicate, which shares "You can".
    expect(drops?.questionText).toBe('How many drops of 2 percent tincture of iodine can you add to 1 liter of water?');
  });

  it('OPEN asks no year of "by 1845" or "1200 BC", and keys no answer that opens with a quantifier (the session 10 review)', async () => {
    const questions = await generate(
      'By 1845 the canal was carrying thirty thousand boats a year. The city was founded in 1200 BC by traders from the coast. The first steamboat reached Albany in 1807. Every table column has a type affinity that is used for values. Any column may hold a value of any storage class.',
      [['OPEN', 5]],
    );
    // Before: also "In what year was the canal carrying thirty thousand boats a year?" (1845: no later
    // than), "In what year was the city founded?" (1200, of our era), and "What has a type affinity ...?"
    // keyed "Every table column", "... what may hold a value of any storage class?" keyed "Any column".
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['In what year did the first steamboat reach Albany?', { answer: '1807' }],
    ]);
  });

  it('asks a definition for its term among terms of its kind: "What is ... called?" (blind-s29 Q26)', async () => {
    const questions = await generate(
      "Earthquakes\n\nThe location below the earth's surface where the earthquake starts is called the hypocenter, and the location directly above it on the surface of the earth is called the epicenter. The largest, main earthquake is called the mainshock.\n\nWater\n\nDysentery is a severe, prolonged diarrhea with bloody stools, fever, and weakness. A solar still is a device that uses the heat of the sun to draw water from the ground.",
      [['MCQ_SINGLE', 1]],
    );
    // Not of a class as wide as "a type of": the other section's "Meiosis" beside hurricanes (the code review).
    const storms = await generate(
      'Weather\n\nA hurricane is a type of storm that forms over warm ocean water. A tornado is a type of storm that forms over land.\n\nCells\n\nMitosis is a type of cell division that gives two cells. Meiosis is a type of cell division that gives four cells.',
      [['MCQ_SINGLE', 1]],
    );
    // Nor "What is a hurricane?" among the cells section's definitions ("a type of cell division that gives
    // four cells", blind-s32 Q26's "What is dysentery?" beside "a device ..."): its own section defines only the
    // tornado besides. The count is asked where it stands, not "How many cells is Mitosis a type of cell
    // division that gives?" (the count is the object of the relative clause's verb).
    expect(storms.map((question) => question.questionText)).toEqual([
      'Mitosis is a type of cell division that gives how many cells?',
    ]);
    // Before: "What is the hypocenter?" among the other definitions ("a severe, prolonged diarrhea ...", "a
    // device that uses the heat of the sun ..."). The epicenter is defined as a location too; the mainshock
    // is another term of the section; nothing of the water section stands beside them.
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        "What is the location below the earth's surface where the earthquake starts called?",
        {
          options: [
            { id: 'a', text: 'Mainshock', correct: false },
            { id: 'b', text: 'Hypocenter', correct: true },
            { id: 'c', text: 'Epicenter', correct: false },
          ],
        },
      ],
    ]);
  });

  it('offers no year still to come, nor one that puts a recent answer last every time (the audit and code review of session 18)', async () => {
    vi.setSystemTime(new Date('2026-11-30T12:00:00Z'));
    try {
      const questions = await generate(
        "Solar panels turn sunlight directly into electricity. In 2023, renewable sources produced about 30 percent of the world's electricity. Wind turbines use the movement of air to spin a generator.",
        [['MCQ_SINGLE', 1]],
      );
      // Before: 2016, 2023, 2032 (to come) and 2027.
      expect(questions.map((question) => [question.questionText, question.content])).toEqual([
        [
          "In what year did renewable sources produce about 30 percent of the world's electricity?",
          {
            options: [
              { id: 'a', text: '2008', correct: false },
              { id: 'b', text: '2016', correct: false },
              { id: 'c', text: '2023', correct: true },
              { id: 'd', text: '2025', correct: false },
            ],
          },
        ],
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the year of a subject with a participle ("the largest earthquake ever recorded"), never of the participle (blind-s29 Q4)', async () => {
    const questions = await generate(
      'The largest earthquake ever recorded struck Chile on May 22, 1960, with a magnitude of 9.5. The boats built there carried grain in 1830.',
      [['OPEN', 2]],
    );
    // Before: "The largest earthquake ever recorded struck Chile on May 22, _____" among years (a cloze: the
    // participle "recorded" was taken for the verb); "In what year did the boats build there carried grain?".
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['In what year did the largest earthquake ever recorded strike Chile?', { answer: '1960' }],
    ]);
    // The code review of session 13: a verb and its "-ing" object are no participle and verb ("did the army
    // stopped fight"), nor is a participle with a phrase after it the verb, nor one of two joined verbs.
    const more = await generate(
      'The Confederate army stopped fighting in 1865. The army led by Washington crossed the Delaware in 1776. The settlers cleared the land and planted wheat in 1790.',
      [['OPEN', 3]],
    );
    expect(more.map((question) => [question.questionText, question.content])).toEqual([
      ['In what year did the Confederate army stop fighting?', { answer: '1865' }],
      ['Where did the army led by Washington cross?', { answer: 'Delaware' }],
    ]);
  });

  it('asked openly, nothing is "one of" several, and no sentence that adds to the one before (blind-s11 Q13, Q14, Q16)', async () => {
    const questions = await generate(
      'Handwashing is one of the best ways to protect yourself from getting sick. A seismograph has a base that sets firmly in the ground and a heavy weight that hangs free. When an earthquake causes the ground to shake, the base shakes too, but the hanging weight does not. Boiling is the safest method of purifying water. Chlorine tablets kill bacteria within at most four hours.',
      [['OPEN', 5]],
    );
    // Before: also "According to the text, what is one of the best ways to protect yourself from getting
    // sick?" and "According to the text, what happens when an earthquake causes the ground to shake?". Session
    // 13: nor "What has a base that sets firmly in the ground ...?" (other things have; blind-s28 Q14, Q23), nor
    // "What kills bacteria within at most four hours?" ("at most" bounds a number, names no one thing).
    expect(questions.map((question) => question.questionText)).toEqual([
      'According to the text, what is the safest method of purifying water?',
    ]);
  });

  it('a sentence whose subject holds a "they" pointing before it is quoted by no cloze or statement (blind-s6 Q11)', async () => {
    const questions = await generate(
      'Seismographs are instruments that record the motion of the ground during an earthquake. The recording they make is called a seismogram. The point on the surface directly above the hypocenter is called the epicenter.',
      [
        ['FILL_GAP', 3],
        ['TRUE_FALSE', 3],
      ],
    );
    // Before: also "The recording they make is called a ___1___." (seismogram).
    expect(questions.map((question) => [question.type, question.content])).toEqual([
      [
        'FILL_GAP',
        {
          text: 'The point on the surface directly above the hypocenter is called the ___1___.',
          gaps: [{ id: 1, answer: 'epicenter' }],
        },
      ],
    ]);
  });

  it('no cloze quotes a sentence with a pronoun before its own nouns ("without it", blind-s30 Q20)', async () => {
    const questions = await generate(
      'Water is one of your most urgent needs in a survival situation. You can not live long without it, especially in hot areas where you lose water rapidly through perspiration. Sea water contains about 4 percent salt.',
      [
        ['FILL_GAP', 3],
        ['MCQ_SINGLE', 2],
      ],
    );
    // Before: also "You can not live long without it, especially in hot areas where you lose water rapidly
    // through ___1___." (without what?).
    expect(questions.map((question) => [question.type, question.content])).toEqual([
      ['FILL_GAP', { text: 'Sea water contains about ___1___ percent salt.', gaps: [{ id: 1, answer: '4' }] }],
    ]);
  });

  it('a definition is asked for its term, which a taker can type as the key reads; never a definition whose sentence would be the key', async () => {
    const questions = await generate(
      [
        'A seismograph is an instrument that records the shaking of the ground during an earthquake.',
        'The recording a seismograph makes is kept for years.',
        'Earthquakes are recorded by instruments called seismographs.',
        'The recording they make is called a seismogram.',
      ].join(' '),
      [['OPEN', 2]],
    );
    // Before: "What is a seismograph?" answered "A seismograph is an instrument that records ...", a key no
    // typed answer matches (grading compares typed text with the key exactly), and "What is a
    // seismogram?" answered by two sentences ("The recording they make": they who?).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'What is an instrument that records the shaking of the ground during an earthquake called?',
        { answer: 'Seismograph' },
      ],
      // Not "What do seismographs record?" keyed "Earthquakes", which ground motion answers too (blind-s55 Q22), nor, since
      // the code review of session 22, "What are the instruments that record earthquakes called?": the seismograph asked
      // twice, its keys a plural apart.
    ]);
  });

  it('a list item\'s description, often an instruction, is never asked as "What is ... called?"', async () => {
    const questions = await generate(
      [
        'There are two ways to purify water: boiling and chlorination.',
        '',
        '- Boiling. Bring the water to a rolling boil for at least one minute.',
        '',
        'Boiling kills most germs. Chlorination works when you have no fuel.',
      ].join('\n'),
      [['OPEN', 2]],
    );
    // Before the session 9 review: "What is Bring the water to a rolling boil for at least one minute called?"
    expect(questions.map((question) => question.questionText).filter((stem) => stem.endsWith('called?'))).toEqual([]);
  });
});

describe('false statements change a fact plausibly (issue 21)', () => {
  it('with no name, number or listed noun to change, no false statement: neither a verb negated nor a noun of another kind swapped in', async () => {
    const questions = await generate(
      'Rainwater collected in clean containers is usually safe for drinking. Most farmers grow wheat on the plains of the west. The early settlers built a battery-powered radio station.',
      [['TRUE_FALSE', 4]],
    );
    // Before: "Rainwater collected in clean containers is not usually safe for drinking.", "Most farmers do
    // not grow wheat ...", "The early settlers did not build ...": false by their "not".
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([]);
  });

  it('a month is changed only for a month, never for a place the text names, nor in a full date', async () => {
    const questions = await generate(
      'The canal was opened along its whole length on October 26 of that year. The first boats from Buffalo reached Albany in July. Governor Clinton poured a keg of water into the ocean at Sandy Hook.',
      [['TRUE_FALSE', 3]],
    );
    // Nothing of the third sentence can be changed: it is left out, never denied with "not". Session 23: nor the month
    // of a full date ("on July 26 of that year": trivia, blind-s58 Q26); a month alone is the fact.
    expect(questions.map((question) => question.questionText)).toEqual([
      'In October, the first boats from Buffalo reached Albany.',
    ]);
  });

  it('a number is changed for one of the same unit, in the same grammatical number', async () => {
    const questions = await generate(
      'The still will produce about 1 liter of water in 24 hours. Purified water keeps for 12 hours in a closed bottle. The tablets take 30 minutes to work. You need a minimum of 2 liters of water each day.',
      [['TRUE_FALSE', 4]],
    );
    // "24 hours" becomes "12 hours" (not "30"); "1 liter" stays (no other number reads "1 liter"); "a minimum
    // of 2 liters" stays: no bound changes (session 18; before: "a minimum of 3 liters", which still complies).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['In 12 hours, the still will produce about 1 liter of water.', { answer: false }],
      ['Purified water keeps for 12 hours in a closed bottle.', { answer: true }],
      ['The tablets take 60 minutes to work.', { answer: false }],
      ['People need a minimum of 2 liters of water each day.', { answer: true }],
    ]);
  });

  it('a common noun is swapped for one the text lists with it, not for any noun of the text', async () => {
    const questions = await generate(
      'Rain that falls on the hills runs into lakes, ponds and rivers before it reaches the sea. A well is dug where the ground stays wet all year. Farmers collect the water of the ponds in large tanks for the dry months.',
      [['TRUE_FALSE', 3]],
    );
    expect([questions[0]?.questionText, questions[0]?.content]).toEqual([
      'Farmers collect the water of the lakes in large tanks for the dry months.',
      { answer: false },
    ]);
  });
});

describe('types that need material of their own kind (issue 21)', () => {
  const chunksOf = (...contents: string[]): SourceChunk[] =>
    contents.map((content, index) => ({ index, title: `Part ${index + 1}`, content, startPage: null, endPage: null }));

  async function ask(chunks: SourceChunk[], chunkIndex: number, type: QuestionType) {
    const session = await offlineSession(chunks);
    const chunk = chunks[chunkIndex] as SourceChunk;
    return session.generate({ chunk, type, count: 1, avoid: new Set(), signal: new AbortController().signal });
  }

  const PLAIN =
    'The ground shakes for a few seconds during most earthquakes. Buildings near the fault move the most. Old walls of brick often crack first.';

  it('OPEN takes a definition from a neighbouring chunk when its own has none, and cites that chunk', async () => {
    const result = await ask(
      chunksOf(PLAIN, 'A seismograph is an instrument that records the shaking of the ground during an earthquake.'),
      0,
      'OPEN',
    );
    expect(
      result.questions.map((question) => [question.questionText, question.content, question.sourceChunks]),
    ).toEqual([
      [
        'What is an instrument that records the shaking of the ground during an earthquake called?',
        { answer: 'Seismograph' },
        [1],
      ],
    ]);
  });

  it('a chunk next to it in scope but not in the document (chunks 0 and 5 asked for) lends nothing', async () => {
    const [plain, definition] = chunksOf(
      PLAIN,
      'A seismograph is an instrument that records the shaking of the ground during an earthquake.',
    ) as [SourceChunk, SourceChunk];
    expect(await ask([plain, { ...definition, index: 5 }], 0, 'OPEN')).toEqual({
      questions: [],
      note: 'the text has no definition, date, person, place or cause to ask about with a short answer',
    });
  });

  it('OPEN and ORDERING give nothing rather than a template when no chunk in reach has the material', async () => {
    const chunks = chunksOf(PLAIN);
    expect(await ask(chunks, 0, 'OPEN')).toEqual({
      questions: [],
      note: 'the text has no definition, date, person, place or cause to ask about with a short answer',
    });
    expect(await ask(chunks, 0, 'ORDERING')).toEqual({
      questions: [],
      note: 'the text has no numbered steps, procedure, stages or three dated events to order',
    });
  });

  it('says "no other" where it made some of what was asked (the audit of session 25)', async () => {
    const [chunk] = chunksOf(
      'Follow these steps every time.\n\n1. Wet your hands with clean, running water.\n\n2. Lather your hands with the soap.\n\n3. Scrub your hands for at least twenty seconds.\n\n4. Rinse your hands well under running water.',
    ) as [SourceChunk];
    const session = await offlineSession([chunk]);
    const result = await session.generate({
      chunk,
      type: 'ORDERING',
      count: 3,
      avoid: new Set(),
      signal: new AbortController().signal,
    });
    // Before: "ORDERING 1 of 3 (the text has no numbered steps, ...)" beside the numbered steps it had ordered.
    expect([result.questions.length, result.note]).toEqual([
      1,
      'the text has no other numbered steps, procedure, stages or three dated events to order',
    ]);
  });

  it('a numbered list that runs on into the next chunk is ordered whole, citing both chunks', async () => {
    const result = await ask(
      chunksOf(
        'Follow these steps every time.\n\n1. Wet your hands with clean, running water.\n\n2. Lather your hands with the soap.',
        '3. Scrub your hands for at least 20 seconds.\n\n4. Rinse your hands well under clean water.\n\nDry them with a clean towel.',
      ),
      1,
      'ORDERING',
    );
    expect(result.questions.map((question) => [question.content, question.sourceChunks])).toEqual([
      [
        {
          items: [
            { id: 1, text: 'Wet your hands with clean, running water.' },
            { id: 2, text: 'Lather your hands with the soap.' },
            { id: 3, text: 'Scrub your hands for at least 20 seconds.' },
            { id: 4, text: 'Rinse your hands well under clean water.' },
          ],
        },
        [0, 1],
      ],
    ]);
  });

  it('events dated with a day of a month are ordered, the whole date taken out ("on July 4, 1817")', async () => {
    const [question] = await generate(
      'Construction began at Rome, New York, on July 4, 1817. The canal was opened along its whole length on October 26, 1825. Pennsylvania opened the Main Line of Public Works in 1834. The engineers had little formal training.',
      [['ORDERING', 1]],
    );
    // Before: none ("... New York, on July 4" still held its year, so it was no event).
    expect([question?.questionText, question?.content]).toEqual([
      'Put these events in chronological order, earliest first.',
      {
        items: [
          { id: 1, text: 'Construction began at Rome, New York.' },
          { id: 2, text: 'The canal was opened along its whole length.' },
          { id: 3, text: 'Pennsylvania opened the Main Line of Public Works.' },
        ],
      },
    ]);
  });

  it('a procedure written as consecutive instructions is ordered', async () => {
    const result = await ask(
      chunksOf(
        'Boil the water for at least one minute. Let the water cool in a covered pot. Pour the water into a clean bottle. Water kept this way stays safe for a day.',
      ),
      0,
      'ORDERING',
    );
    expect(result.questions.map((question) => question.content)).toEqual([
      {
        items: [
          { id: 1, text: 'Boil the water for at least one minute.' },
          { id: 2, text: 'Let the water cool in a covered pot.' },
          { id: 3, text: 'Pour the water into a clean bottle.' },
        ],
      },
    ]);
  });

  it('a warning or a step done at the same time is no step to order (the wrong-key audit of session 17)', async () => {
    const result = await ask(
      chunksOf(
        'Put the dough in an oiled bowl and leave it to rise for one hour. Do not put it somewhere hot, because too much heat can kill the yeast. Knock back the dough and shape it into a loaf. Leave it to rise again for about one hour. Meanwhile, heat the oven to 220 degrees Celsius. Bake the loaf for 25 to 30 minutes.',
      ),
      0,
      'ORDERING',
    );
    // Before: the six in the text's order, "Do not put it somewhere hot ..." (true at every step) and "Meanwhile,
    // heat the oven ..." (as the dough rises) among them. The procedure goes on past them.
    expect(result.questions.map((question) => question.content)).toEqual([
      {
        items: [
          { id: 1, text: 'Put the dough in an oiled bowl and leave it to rise for one hour.' },
          { id: 2, text: 'Knock back the dough and shape it into a loaf.' },
          { id: 3, text: 'Leave it to rise again for about one hour.' },
          { id: 4, text: 'Bake the loaf for 25 to 30 minutes.' },
        ],
      },
    ]);
  });

  it('a step to order says nothing of its place, a step for one case is none, and "Finally" ends the steps (the audit of session 18)', async () => {
    const result = await ask(
      chunksOf(
        'First, remove the person from the source of heat. Next, cool the burn under cool running water for twenty minutes. Then remove rings or tight clothing near the burn. If the skin blisters, cover it with a loose gauze pad. After that, cover the burn loosely with cling film. Finally, give a pain reliever such as paracetamol if needed. Seek medical help if the burn is larger than the hand.',
      ),
      0,
      'ORDERING',
    );
    // Before: "First, remove ...", "Next, cool ...", "Then remove ...", "After that, cover ...", "Finally, give ..."
    // (ordered by their first words), with "If the skin blisters, ..." among them and "Seek medical help if ..." keyed
    // sixth, after the last step.
    expect(result.questions.map((question) => question.content)).toEqual([
      {
        items: [
          { id: 1, text: 'Remove the person from the source of heat.' },
          { id: 2, text: 'Cool the burn under cool running water for twenty minutes.' },
          { id: 3, text: 'Remove rings or tight clothing near the burn.' },
          { id: 4, text: 'Cover the burn loosely with cling film.' },
          { id: 5, text: 'Give a pain reliever such as paracetamol if needed.' },
        ],
      },
    ]);
  });

  it('a step keeps a "First" that is no word of its place, and a "see if" names no case (the code review of session 18)', async () => {
    const result = await ask(
      chunksOf(
        'First thing in the morning, water the seedlings. Next, check the soil for pests. Test a leaf to see if it is soft. Then cover the bed with straw. Finally, close the garden gate.',
      ),
      0,
      'ORDERING',
    );
    // Before: "Thing in the morning, water the seedlings." and no "Test a leaf ..." (read as a step for one case).
    expect(result.questions.map((question) => question.content)).toEqual([
      {
        items: [
          { id: 1, text: 'First thing in the morning, water the seedlings.' },
          { id: 2, text: 'Check the soil for pests.' },
          { id: 3, text: 'Test a leaf to see if it is soft.' },
          { id: 4, text: 'Cover the bed with straw.' },
        ],
      },
    ]);
  });

  it('stages a text describes with "First", "Next" and "Finally" are ordered; reasons counted "First", "Second" are not (session 19)', async () => {
    const stages = await ask(
      chunksOf(
        [
          'In mitosis, one cell divides to produce two identical daughter cells.',
          'First, in prophase, the chromosomes condense and become visible.',
          'Next, in metaphase, the chromosomes line up along the middle of the cell.',
          'This takes only a few minutes.',
          'Then, in anaphase, the sister chromatids are pulled apart to opposite ends.',
          'Finally, in telophase, two new nuclei form and the cell begins to split.',
          'Cells divide about once a day.',
        ].join(' '),
      ),
      0,
      'ORDERING',
    );
    // Before: none ("the text has no numbered steps, procedure or three dated events to order"; the wrong-key audit
    // of session 19 on texts of mitosis and the water cycle).
    expect(stages.questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'Put these stages in the order the text describes them.',
        {
          items: [
            { id: 1, text: 'In prophase, the chromosomes condense and become visible.' },
            { id: 2, text: 'In metaphase, the chromosomes line up along the middle of the cell.' },
            { id: 3, text: 'In anaphase, the sister chromatids are pulled apart to opposite ends.' },
            { id: 4, text: 'In telophase, two new nuclei form and the cell begins to split.' },
          ],
        },
      ],
    ]);
    const reasons = await ask(
      chunksOf(
        'Inflation has several causes. First, demand may grow faster than supply. Second, costs of production may rise. Finally, a government may print too much money.',
      ),
      0,
      'ORDERING',
    );
    expect(reasons).toEqual({
      questions: [],
      note: 'the text has no numbered steps, procedure, stages or three dated events to order',
    });
  });

  it('steps that say their place are ordered past a sentence that explains one (the wrong-key audit of session 20)', async () => {
    const steps = async (file: string) =>
      (
        await generateInOneJob(
          readFileSync(new URL(`../../../test/fixtures/audit/${file}`, import.meta.url), 'utf8'),
          [['ORDERING', 1]],
          'How-to',
        )
      ).map((question) => question.content);
    // Before: none on either ("the text has no numbered steps, procedure, stages or three dated events to order"):
    // "Third," read as an adjective made "Third, warm the empty press ..." no instruction, "Second, lay ..." read as
    // the past of "lie", and each step's explaining sentence ended the procedure.
    expect(await steps('a5-french-press.txt')).toEqual([
      {
        items: [
          {
            id: 1,
            text: 'Bring the water to the boil and let it rest for about 30 seconds, so that it cools to between 93 and 96 degrees Celsius.',
          },
          { id: 2, text: 'Grind the beans coarsely, to about the texture of sea salt.' },
          { id: 3, text: 'Warm the empty press by rinsing it with hot water, and then pour that water away.' },
          { id: 4, text: 'Put the ground coffee into the press and pour in just enough water to wet all of it.' },
          {
            id: 5,
            text: 'Pour in the rest of the water, stir gently with the spoon, and place the lid on top with the plunger pulled all the way up.',
          },
          { id: 6, text: 'Let the coffee steep for four minutes.' },
        ],
      },
    ]);
    // "Follow these steps to start composting at home." announces the steps and is none of them. The counted steps
    // only, to "Finally,": "Chop or shred large pieces, ..." details the third, it is no step of its own (the
    // wrong-key audit of session 21).
    expect(await steps('a5-composting.txt')).toEqual([
      {
        items: [
          {
            id: 1,
            text: 'Choose a level, well-drained spot that gets some sun, and place a bin or build a heap directly on the soil so that worms can get in.',
          },
          {
            id: 2,
            text: 'Lay a base of coarse browns, such as twigs or straw, about 10 centimetres deep to let air circulate.',
          },
          { id: 3, text: 'Add greens and browns in alternating layers.' },
          { id: 4, text: 'Keep the heap moist.' },
          { id: 5, text: 'Turn the heap with a garden fork every one to two weeks.' },
          {
            id: 6,
            text: 'Harvest the compost when it is dark brown, crumbly and smells like earth, and you can no longer recognise the original materials.',
          },
        ],
      },
    ]);
  });

  it('a procedure ends where another is announced or starts at "First"; reasons counted with participles are no steps (the code review of session 20)', async () => {
    const orderings = async (text: string) =>
      (await generateOne(text, 'ORDERING', 2, 'How-to')).map((question) =>
        (question.content as { items: Array<{ text: string }> }).items.map((item) => item.text),
      );
    expect(
      await orderings(
        'To make tea, follow these steps. First, boil fresh water in a kettle. Second, warm the teapot with a little hot water. Third, add one teaspoon of loose tea per cup. Fourth, pour the boiling water over the leaves. To make coffee, follow these steps. First, grind the beans to a medium coarseness. Second, heat the water to about 93 degrees. Third, pour the water slowly over the grounds. Fourth, wait four minutes before serving.',
      ),
    ).toEqual([
      [
        'Boil fresh water in a kettle.',
        'Warm the teapot with a little hot water.',
        'Add one teaspoon of loose tea per cup.',
        'Pour the boiling water over the leaves.',
      ],
      [
        'Grind the beans to a medium coarseness.',
        'Heat the water to about 93 degrees.',
        'Pour the water slowly over the grounds.',
        'Wait four minutes before serving.',
      ],
    ]);
    expect(
      await orderings(
        'First, water the plant when the top inch of soil is dry. Second, place the pot in bright indirect light. Third, feed the plant once a month in summer. Repotting is needed every two years. First, remove the plant from its old pot. Second, loosen the roots gently with your fingers. Third, set the plant in a larger pot with fresh compost.',
      ),
    ).toEqual([
      [
        'Water the plant when the top inch of soil is dry.',
        'Place the pot in bright indirect light.',
        'Feed the plant once a month in summer.',
      ],
      [
        'Remove the plant from its old pot.',
        'Loosen the roots gently with your fingers.',
        'Set the plant in a larger pot with fresh compost.',
      ],
    ]);
    expect(
      await orderings(
        'Historians give several reasons for the fall of the empire. First, taxes rose sharply in the third century. Second, divided armies fought each other for the throne. Third, trained soldiers left the frontier for the cities. Fourth, raised tariffs choked trade along the coast.',
      ),
    ).toEqual([]);
  });

  it('a step to order is its first sentence without a bracket (blind-s32 Q2, Q14: steps long to read)', async () => {
    const result = await ask(
      chunksOf(
        [
          'Follow these steps every time.',
          '1. Wet your hands with clean, running water (warm or cold), turn off the tap, and apply soap.',
          '2. Scrub your hands for at least 20 seconds. Need a timer? Hum the song from beginning to end twice.',
          '3. Rinse your hands well under clean, running water.',
          '4. Dry your hands (a towel or the air) for approx. 5 min. in the sun.',
        ].join('\n\n'),
      ),
      0,
      'ORDERING',
    );
    // Before: each item as the list writes it, brackets and "Need a timer? Hum ..." in.
    expect(result.questions.map((question) => [question.content, question.sourceSentences.length])).toEqual([
      [
        {
          items: [
            { id: 1, text: 'Wet your hands with clean, running water, turn off the tap, and apply soap.' },
            { id: 2, text: 'Scrub your hands for at least 20 seconds.' },
            { id: 3, text: 'Rinse your hands well under clean, running water.' },
            { id: 4, text: 'Dry your hands for approx. 5 min. in the sun.' },
          ],
        },
        4,
      ],
    ]);
    // Two steps that differ only by their brackets keep them all (the code review of session 14: the
    // question was dropped as two items reading the same).
    const wiring = await ask(
      chunksOf(
        [
          'Wire the plug as follows.',
          '1. Strip the outer sheath of the cable carefully.',
          '2. Connect the wire to the pin (L).',
          '3. Connect the wire to the pin (N).',
        ].join('\n\n'),
      ),
      0,
      'ORDERING',
    );
    expect(wiring.questions.map((question) => question.content)).toEqual([
      {
        items: [
          { id: 1, text: 'Strip the outer sheath of the cable carefully.' },
          { id: 2, text: 'Connect the wire to the pin (L).' },
          { id: 3, text: 'Connect the wire to the pin (N).' },
        ],
      },
    ]);
  });

  it("a cloze's and a statement list's stems name the section their sentences stand in, from its heading (blind-s22: stems that do not say what they are about)", async () => {
    const text = [
      'CHAPTER IV THE ERIE CANAL',
      'The Erie Canal joined the Hudson River to Lake Erie in 1825. Freight rates between Buffalo and New York City fell from one hundred dollars a ton to ten dollars. The tolls repaid the cost of construction within ten years. New York City became the chief port of the United States.',
      '6.3 WATER PURIFICATION',
      'Rainwater collected in clean containers is usually safe for drinking. Boiling is the safest method of purifying water. Giardiasis is an infection caused by a parasite found in untreated water. Dysentery is a severe diarrhea with bloody stools and fever.',
      'Build an Emergency Supply Kit',
      'A basic emergency supply kit should contain water and food for three days. A battery-powered radio lets you receive alerts from the National Weather Service. Store the kit in a cool, dry place and replace expired items every six months.',
    ].join('\n\n');
    const questions = await generate(text, [
      ['FILL_GAP', 5],
      ['MCQ_MULTI', 1],
    ]);
    // Before: "... in this sentence from the text." on every cloze; "from the text" stays (blind-s23 Q12: without it
    // "sweat" looked right for "perspiration"). The heading without its label and number,
    // the text's names as it writes them ("the Erie Canal"); a short instruction ("Build an Emergency Supply Kit")
    // names what it tells how to do (session 16; it named none before), and statements of two sections get none.
    expect(questions.map((question) => question.questionText)).toEqual([
      'Fill in the missing word in this sentence from the text on the Erie Canal.',
      'Complete this sentence about water purification with the words the text uses.',
      'What are the missing words in this statement from the text on the Erie Canal?',
      'Fill in the missing words in this sentence from the text on water purification.',
      'Complete this sentence about how to build an emergency supply kit with the words the text uses.',
      'Which of these statements does the text support? Select all that apply.',
    ]);
    const [list] = await generate(
      `6.3 WATER PURIFICATION\n\nRainwater collected in clean containers is usually safe for drinking. Water from lakes and streams must be boiled for at least 1 minute at sea level. Purification tablets kill most germs in 30 minutes. Giardiasis is an infection caused by a parasite found in untreated water. Dysentery is a severe diarrhea with bloody stools and fever.`,
      [['MCQ_MULTI', 1]],
    );
    expect(list?.questionText).toBe(
      'Which of these statements about water purification does the text support? Select all that apply.',
    );
  });

  it('steps to order say what they are for where the text says it just before them (blind-s22 Q28)', async () => {
    const stemOf = async (text: string) =>
      (await ask(chunksOf(text), 0, 'ORDERING')).questions.map((question) => question.questionText);
    const steps =
      '1. Dig a bowl-shaped hole about 1 meter across.\n\n2. Place the container in the center of the hole.\n\n3. Cover the hole with the plastic sheet.';
    // Before: "Put these steps in the order the text gives them." for all three.
    expect(
      await stemOf(
        `A solar still draws water from the ground. To build a below-ground still, you need a digging tool and a plastic sheet.\n\n${steps}`,
      ),
    ).toEqual(['Put these steps to build a below-ground still in the order the text gives them.']);
    expect(await stemOf(`6.2 STILL CONSTRUCTION\n\n${steps}`)).toEqual([
      'Still construction: put these steps in the order the text gives them.',
    ]);
    // A purpose whose sentence gives an instruction of its own, or a caption, says nothing of them (the second
    // session 11 review: "Put these steps to get the most water ...", "Table 2 Materials and Tools: put ...").
    expect(await stemOf(`To get the most water, dig where the soil is damp.\n\n${steps}`)).toEqual([
      'Put these steps in the order the text gives them.',
    ]);
    expect(await stemOf(`Table 2 Materials and Tools\n\n${steps}`)).toEqual([
      'Put these steps in the order the text gives them.',
    ]);
    // Another list before them ends the look: its heading is not theirs.
    expect(
      await stemOf(
        `How to choose a site\n\n- Pick moist ground in a low place.\n\n- Keep away from shade.\n\nFollow these three steps every time.\n\n${steps}`,
      ),
    ).toEqual(['Put these steps in the order the text gives them.']);
    // Session 16 (blind-s39 Q21): a list of another section before them, and their own heading run into the
    // sentence after it (as an upload chunks it), which names what the steps do.
    const { chunks } = chunkExtracted(
      {
        format: 'TEXT',
        text: `Key Times to Wash Hands\nYou can stay healthy by washing your hands often, especially during these key times:\n- Before eating food\n- After using the toilet\n\nFollow Five Steps to Wash Your Hands the Right Way\nWashing your hands is easy, and it is one of the most effective ways to prevent the spread of germs. Follow these five steps every time.\n1. Wet your hands with clean, running water, turn off the tap, and apply soap.\n2. Lather your hands by rubbing them together with the soap.\n3. Scrub your hands for at least 20 seconds.\n4. Rinse your hands well under clean, running water.\n5. Dry your hands using a clean towel or air dry them.\n`,
      },
      { strategy: 'AUTO', maxChunkSize: 3000, documentTitle: 'Handwashing' },
    );
    const uploaded = chunks.map((chunk) => ({
      index: chunk.chunkIndex,
      title: chunk.title,
      content: chunk.content,
      startPage: chunk.startPage,
      endPage: chunk.endPage,
    }));
    expect((await ask(uploaded, 0, 'ORDERING')).questions.map((question) => question.questionText)).toEqual([
      'How to wash your hands the right way: put these steps in the order the text gives them.',
    ]);
    // Steps in prose may be one of several procedures of their section: these treat water with bleach, not boil
    // it (the second code review: "How to boil your drinking water: put these steps ...").
    const prose = chunkExtracted(
      {
        format: 'TEXT',
        text: 'Boil Your Drinking Water\nBoiling is the safest way to kill germs in water.\n\nIf you cannot boil water, you can treat it with bleach. Add 8 drops of bleach to each gallon of water. Stir the water well with a clean spoon. Let the water stand for 30 minutes before you drink it. Pour the water into a clean container with a lid.\n',
      },
      { strategy: 'AUTO', maxChunkSize: 3000, documentTitle: 'Water' },
    ).chunks.map((chunk) => ({
      index: chunk.chunkIndex,
      title: chunk.title,
      content: chunk.content,
      startPage: chunk.startPage,
      endPage: chunk.endPage,
    }));
    expect((await ask(prose, 0, 'ORDERING')).questions.map((question) => question.questionText)).toEqual([
      'Put these steps in the order the text gives them.',
    ]);
  });
});

describe('questions that say what they are about (blind-s25: 11 of 30 lacked context)', () => {
  const CANAL =
    'CHAPTER IV\nTHE ERIE CANAL\n\nThe farms of western New York had no cheap way to send their grain to the coast. The tolls repaid the cost of construction, about seven million dollars, within ten years. ' +
    'Construction began at Rome, New York, on July 4, 1817. The Erie Canal itself was enlarged between 1836 and 1862 to carry larger boats. ' +
    'Freight rates fell from about one hundred dollars a ton to about ten dollars a ton within two years. The journey took eight days, and the locks were built in three years.';

  it('names a part of a titled text by its label, as a teacher does: "According to Article I" (blind-s28 Q27, Q30)', async () => {
    const questions = await generateInOneJob(
      'THE CONSTITUTION OF THE UNITED STATES\nArticle I\n\nSection 1\n\nAll legislative Powers shall be vested in a Congress of the United States.\n\nSection 2\n\n' +
        'Each State shall have at least one Representative. The Senate shall have the sole Power to try all Impeachments. The Electors in each State shall have the Qualifications requisite for Electors of the most numerous Branch of the State Legislature. Each House may determine the Rules of its Proceedings.',
      [
        ['TRUE_FALSE', 2],
        ['FILL_GAP', 2],
      ],
    );
    // Before: "According to the text on Article I of the Constitution of the United States, the Electors ...",
    // "Fill in the missing word in this sentence from the text on Article I of the Constitution of the United
    // States.", "Complete this sentence about Article I of the Constitution of the United States ..." (then, until
    // blind-s55 Q28, "Complete this sentence about Article I": a part of a text is where a sentence stands).
    expect(questions.map((question) => question.questionText)).toEqual([
      'According to Article I, the Electors in each State have the Qualifications requisite for Electors of the most numerous Branch of the State Legislature.',
      'All legislative Powers are vested in a Congress of the United States.',
      'Fill in the missing word in this sentence from Article I.',
      'Complete this sentence from Article I with the word the text uses.',
    ]);
  });

  it('puts a phrase of time back at the end of a statement the topic goes in front of (blind-s60 Q4)', async () => {
    const questions = await generateOne(
      '6.2 STILL CONSTRUCTION\nA solar still is a device that uses the heat of the sun to draw water from the ground. The still will produce about 0.5 to 1 liter of water in 24 hours. It works best in moist soil.',
      'TRUE_FALSE',
      3,
    );
    // Before: "According to the text on still construction, in 48 hours, the still will produce ...": two phrases in front.
    expect(questions.map((question) => question.questionText)).toEqual([
      'According to the text on still construction, the still will produce about 0.5 to 1 liter of water in 48 hours.',
    ]);
  });

  it('keeps a phrase of time in front where at the end it would date a relative clause (the code review of session 24)', async () => {
    const questions = await generateOne(
      'EARLY RESEARCH\nMarie Curie studied physics at the Sorbonne in Paris. In 1897, the young scientist began to study the strange rays that Becquerel had discovered. Becquerel had found these rays in 1896 while working with uranium salts. Her husband soon joined her in the work. The work was slow and hard.',
      'TRUE_FALSE',
      4,
    );
    // Before: "According to the text on early research, the young scientist began to study the strange rays that Becquerel
    // had discovered in 1896." keyed false, which the text says.
    expect(questions[0]?.questionText).toBe(
      'According to the text on early research, in 1896, the young scientist began to study the strange rays that Becquerel had discovered.',
    );
  });

  it("puts the section's topic in front of a statement and of a stem made of a sentence, unless it names it already", async () => {
    const questions = await generateInOneJob(CANAL, [
      ['TRUE_FALSE', 5],
      ['MCQ_SINGLE', 1],
    ]);
    // Before: "The tolls repaid the cost of construction ... within nine years." (the tolls of what?).
    expect(questions.map((question) => [question.type, question.questionText, question.content])).toEqual([
      [
        'TRUE_FALSE',
        'According to the text on the Erie Canal, construction began at Rome, New York, on July 4, 1836.',
        { answer: false },
      ],
      // "Freight rates" lean on nothing before them: no topic in front (blind-s26: a topic before every
      // statement read as a template stem).
      [
        'TRUE_FALSE',
        'Freight rates fell from about one hundred dollars a ton to about ten dollars a ton within two years.',
        { answer: true },
      ],
      // The journey's days are this statement's, so the MCQ_SINGLE that asked them is none (one fact once). Session
      // 23: not "The Erie Canal itself was enlarged between 1836 and 1862 to carry smaller boats." (false by its own
      // "enlarged").
      ['TRUE_FALSE', 'According to the text on the Erie Canal, the journey took nine days.', { answer: false }],
      [
        'TRUE_FALSE',
        'According to the text on the Erie Canal, the farms of western New York had no cheap way to send their grain to the coast.',
        { answer: true },
      ],
      // Session 17: not "... within nine years." (false): a fact's bound does not deny a repayment in nine.
      [
        'TRUE_FALSE',
        'According to the text on the Erie Canal, the tolls repaid the cost of construction, about seven million dollars, within ten years.',
        { answer: true },
      ],
    ]);
  });

  it('leaves the topic out where it or its lead would point at the answer', async () => {
    const questions = await generateInOneJob(
      'Storage classes\n\nEach value in SQLite has one of five storage classes: NULL, INTEGER, REAL, TEXT and BLOB. The class of a value with a decimal point is REAL. The class of a string of characters is TEXT. The class of a whole number is INTEGER. The class of a missing value is NULL. The class of images and other binary data is BLOB.',
      [['MCQ_SINGLE', 5]],
    );
    // "According to the text on storage classes, the class of a string of characters is _____" says "text": the check
    // refused it (a giveaway), and the sentence gave no question at all.
    expect(questions.map((question) => question.questionText)).toEqual([
      'According to the text on storage classes, the class of a value with a decimal point is _____.',
      'According to the text on storage classes, the class of a missing value is _____.',
      'The class of a string of characters is _____.',
      'According to the text on storage classes, the class of a whole number is _____.',
    ]);
  });

  it('puts no topic with a comma in front: the attribution would end at its comma (the code review of session 12)', async () => {
    const questions = await generateInOneJob(
      'Freight, Tolls and Boats\n\nThe tolls repaid the cost of construction, about seven million dollars, within ten years. Construction began at Rome, New York, on July 4, 1817. The journey took eight days. The canal was opened in 1825.',
      [['TRUE_FALSE', 2]],
    );
    // Before: "According to the text on freight, tolls and boats, the tolls repaid ...", denied as "tolls and
    // boats, the tolls repaid ...", which no text says.
    // Session 17: "The tolls repaid ... within nine years." (false) is no more: a fact's bound does not deny it.
    expect(questions.map((question) => question.questionText)).toEqual([
      'Construction began at Rome, New York, on July 4, 1825.',
      'The canal was opened in 1817.',
    ]);
  });

  it('claims and denies only the statement after "According to the text on ...", so the checks see what it says', async () => {
    const [question] = await generateInOneJob(CANAL, [['TRUE_FALSE', 1]]);
    expect(question && claimsOf(question.type, question.content, question.questionText)).toEqual([]);
    expect(question && denialsOf(question.type, question.content, question.questionText).texts).toEqual([
      'construction began at Rome, New York, on July 4, 1836.',
    ]);
  });
});
