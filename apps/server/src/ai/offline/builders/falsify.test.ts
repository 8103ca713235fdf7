import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../generator.ts';
import { analyseDocument } from '../analysis.ts';
import { HELD_FOR_BALANCE } from '../offline-generator.ts';
import { tagSentences } from '../nlp.ts';
import { chunkOf, generateInOneJob, generateOne, offlineSession } from '../test-support/generate.ts';
import { sameThing } from '../analysis/distractors.ts';
import { oppositeChange } from './fact-changes.ts';

const statementsOf = (questions: GeneratedQuestion[]) =>
  questions.map((question) => [question.questionText, question.content]);

describe('false statements a student cannot spot by their form (issue 21)', () => {
  it('never swaps a word inside a name or a capitalised common noun for a noun of another kind', async () => {
    const questions = await generateOne(
      'All legislative Powers herein granted shall be vested in a Congress of the United States, which shall consist of a Senate and House of Representatives. The Senators and Representatives shall receive a Compensation for their Services. The Congress must assemble at least once in every Year, unless they shall by Law appoint a different Day. No Person shall be a Senator who shall not have attained to the Age of thirty Years, and been nine Years a Citizen.',
      'TRUE_FALSE',
      4,
    );
    // Before: "a Senate and House of Compensation", "attained to the Senators of thirty Years".
    // "Senate", "Law", "Age" are the formal text's nouns: no name of theirs stands in for them. The two
    // rules with nothing to change give no false statement (before: "shall not be vested", "shall not receive").
    expect(statementsOf(questions)).toEqual([
      [
        'No Person may be a Senator who has not attained the Age of forty Years, and been nine Years a Citizen.',
        { answer: false },
      ],
      // Session 12: a rule with no fact to change is asked true once the false ones run out, as many as asked
      // for (the second code review: a request for several stopped after one when the job's turn changed).
      [
        'All legislative Powers herein granted are vested in a Congress of the United States, which shall consist of a Senate and House of Representatives.',
        { answer: true },
      ],
      ['The Senators and Representatives must receive a Compensation for their Services.', { answer: true }],
      [
        'The Congress must assemble at least once in every Year, unless they shall by Law appoint a different Day.',
        { answer: true },
      ],
    ]);
  });

  it('never states a hedged claim, true by its form ("often", "can", "to some degree"; blind-s28 Q2, Q7, Q18)', async () => {
    const questions = await generateOne(
      'Bamboo often holds water in its hollow sections. Almost any environment has water present to some degree. Leeches can attach to the throat if you swallow them. Scientists cannot tell that an earthquake is a foreshock until the larger earthquake happens. Each House may determine the Rules of its Proceedings. The canal was opened in 1825 and carried 40 boats a day. The war killed almost 700,000 soldiers.',
      'TRUE_FALSE',
      7,
    );
    // Before: "Bamboo often holds water in its hollow sections.", "Almost any environment ..." and "Leeches
    // can attach ..." stated true. "cannot" hedges nothing; "may" grants a power. Nor does "almost" before a
    // number (the code review of session 13: "killed almost 700,000 soldiers" was left out).
    expect(statementsOf(questions)).toEqual([
      ['The canal was opened in 1825 and carried 80 boats a day.', { answer: false }],
      [
        'Scientists cannot tell that an earthquake is a foreshock until the larger earthquake happens.',
        { answer: true },
      ],
      ['The war killed almost 1,400,000 soldiers.', { answer: false }],
      ['Each House may determine the Rules of its Proceedings.', { answer: true }],
    ]);
  });

  it('states true only a claim a student could get wrong without the text: a number, a name, a term (blind-s29 Q7, Q18, Q19)', async () => {
    const questions = await generateOne(
      'Your body loses fluid as a result of heat and stress. The effect on trade was immediate. Washing your hands is easy, and it is one of the most effective ways to prevent the spread of germs. Secondary waves, or S waves, move the ground up and down or side to side. Benjamin Wright had been a surveyor of land.',
      'TRUE_FALSE',
      5,
    );
    // Before: "Your body loses fluid ...", "Washing your hands is easy, and it is one of the most effective ways
    // ..." and "The effect on trade was immediate." stated true too: platitudes a student marks true unread.
    expect(statementsOf(questions)).toEqual([
      ['Secondary waves move the ground up and down or side to side.', { answer: true }],
      ['Benjamin Wright had been a surveyor of land.', { answer: true }],
    ]);
    // A term the text defines counts only where the sentence defines it (the code review: "An earthquake is
    // frightening for children." stated true).
    const defined = await generateOne(
      'An earthquake is the sudden shaking of the ground. An earthquake is frightening for children. The largest earthquake struck Chile in 1960. Seismic waves travel through rock. Most damage comes from falling buildings.',
      'TRUE_FALSE',
      5,
    );
    expect(statementsOf(defined)).toEqual([
      ['In 1960, the smallest earthquake struck Chile.', { answer: false }],
      ['An earthquake is the sudden shaking of the ground.', { answer: true }],
    ]);
  });

  it('states an instruction as the advice it gives, never as an order, and no prohibition false (blind-s29 Q2, session 16)', async () => {
    const questions = await generateOne(
      'Do not drink sea water, urine, or blood. Never drink water from a stagnant pond. Boil the water for at least 1 minute. Sea water contains about 4 percent salt. Boiling is the safest method of purifying water. Always carry 2 liters of water.',
      'TRUE_FALSE',
      6,
    );
    // Session 13 stated none (blind-s29 scored the order "Do not drink sea water, urine, or blood." stated true
    // 1); now each is the advice it gives, in the third person. A prohibition is never made false: "should
    // never drink water from a stream" may hold as well. Session 23: nor stated true, which its form answers
    // ("People should not drink sea water, urine, or blood.", blind-s57 Q13: common sense).
    expect(statementsOf(questions)).toEqual([
      ['Sea water contains about 5 percent salt.', { answer: false }],
      ['Boiling is the safest method of purifying water.', { answer: true }],
      ['People should always carry 3 liters of water.', { answer: false }],
      ['People should boil the water for at least 1 minute.', { answer: true }],
    ]);
    // The code review of session 13: an opener with its comma (a step's place, left out), and a verb the
    // tagger takes for a name.
    const more = await generateOne(
      'Next, let the water cool for 30 minutes. Rinse your hands for at least 20 seconds before you cook. Sea water contains about 4 percent salt. Boiling is the safest method of purifying water.',
      'TRUE_FALSE',
      4,
    );
    expect(statementsOf(more)).toEqual([
      ['Sea water contains about 5 percent salt.', { answer: false }],
      ['Boiling is the safest method of purifying water.', { answer: true }],
      ['People should rinse their hands for at least 20 seconds after they cook.', { answer: false }],
      ['People should let the water cool for 30 minutes.', { answer: true }],
    ]);
  });

  it('makes no prohibition false, changes no bound that may still hold, and states no order a character gives (the code reviews of session 16)', async () => {
    const questions = await generateOne(
      'Store the reagents below 25 degrees in a dark cabinet. If the water smells bad, do not drink it without boiling it. In a shipwreck, avoid drinking sea water from the 3 tanks. You must never touch the 2 downed power lines near the road. Take the road to the left, the old man told them.',
      'TRUE_FALSE',
      5,
    );
    // Before: "People should store the reagents below 50 degrees ..." (false, but what is below 25 is below 50),
    // "In a shipwreck, avoid drinking sea water from the 4 tanks." and "You must never touch the 3 downed power
    // lines ..." (false: another count of a prohibition may hold too), and the old man's order held true. Session 23:
    // nor "In a shipwreck, people should avoid drinking sea water from the 3 tanks." and "People must never touch the
    // 2 downed power lines near the road." stated true, which their form answers.
    expect(statementsOf(questions)).toEqual([
      // The second review: "below 25 degrees" may bound the reagents (a number changed may hold); its opposite cannot.
      ['People should store the reagents above 25 degrees in a dark cabinet.', { answer: false }],
    ]);
  });

  it('changes no bound of a subject, of "exceed" or of a denied claim, nor a name\'s number (the second code review of session 16)', async () => {
    const questions = await generateOne(
      'Children under 12 must not ride in the front seat of a car. Drivers must not exceed 30 mph in the school zone. Stay away from downed power lines after a storm. Type 2 diabetes affects about 400 million people worldwide.',
      'TRUE_FALSE',
      4,
    );
    // Before: "Children under 6 must not ride ...", "Drivers must not exceed 60 mph ...", "... after a storm" made
    // "before a storm", "Type 3 diabetes ..." (false, though the first three follow from the text).
    expect(statementsOf(questions)).toEqual([
      ['Type 2 diabetes affects about 800 million people worldwide.', { answer: false }],
      ['Children under 12 must not ride in the front seat of a car.', { answer: true }],
      ['Drivers must not exceed 30 mph in the school zone.', { answer: true }],
    ]);
  });

  it('changes no bound of a noun: whom or what a rule is for (the third code review of session 16)', async () => {
    const questions = await generateOne(
      'Give the vaccine to all children under 5 years. Visitors need a permit for stays over 30 days. The law applies to companies with more than 50 employees. The tolls repaid the cost of construction, about seven million dollars, within ten years.',
      'TRUE_FALSE',
      4,
    );
    // Before: "... children under 4 years.", "... stays over 60 days." and "... more than 100 employees." (false,
    // though each follows from the text). A bound after an aside is the verb's, but a fact's: "within nine years"
    // (false until session 17) is not what the text denies, as the repayment may have taken nine.
    // Session 18: no more than two true statements beyond the false ones in a job; the text's other claims, none
    // of them made false, are no longer stated true as well.
    expect(statementsOf(questions)).toEqual([
      ['The law applies to companies with more than 50 employees.', { answer: true }],
      ['The tolls repaid the cost of construction, about seven million dollars, within ten years.', { answer: true }],
    ]);
  });

  it('changes no bound of a condition or after its number, no phone number, and no word to an opposite it says (the fourth code review of session 16)', async () => {
    const questions = await generateOne(
      'Call your doctor if a fever lasts more than 3 days. Drivers with 12 or more penalty points lose their licence. If the person is unconscious, check their breathing, call 911 and start CPR. Wash your hands before, during, and after preparing food. If you smell gas, leave the building, open the windows and call the gas company.',
      'TRUE_FALSE',
      5,
    );
    // Before: "... more than 4 days." (false, though a fever of more than 4 days lasts more than 3), "24 or more
    // penalty points" (false), "call 1822", "after, during, and after preparing food"; the gas advice was lost
    // (its later verbs read as an order again).
    // Session 18: no more than two true statements beyond the false ones in a job; the text's other claims, none
    // of them made false, are no longer stated true as well.
    expect(statementsOf(questions)).toEqual([
      ['If the person is unconscious, people should check their breathing, call 911 and start CPR.', { answer: true }],
      [
        'If people smell gas, they should leave the building, open the windows and call the gas company.',
        { answer: true },
      ],
    ]);
  });

  it('changes no number of a comparative or an "or below", reads names beside names as names, and states no thought (the fifth code review of session 16)', async () => {
    const questions = await generateOne(
      [
        'Seek help if your child has a seizure that lasts longer than 5 minutes.',
        'Keep your refrigerator at 40 degrees Fahrenheit or below.',
        'Cook and Hunt signed the contract in 1972.',
        'Wade Hampton managed the ranch for 12 years.',
        'Never trust a calm sea, Tom thought.',
        'Drink at least 3 liters of water a day, even when you do not feel thirsty.',
        'Lift boxes heavier than 20 kilograms with a partner.',
      ].join(' '),
      'TRUE_FALSE',
      7,
      'Misc',
    );
    // Before: "... lasts longer than 6 minutes" and "... at 90 degrees Fahrenheit or below" (false, though each
    // follows from the text), "People should cook and Hunt signed ...", "People should wade Hampton managed ...",
    // "People should never trust a calm sea, Tom thought." (true), and "Drink at least 3 liters ..." as an order.
    expect(statementsOf(questions)).toEqual([
      ['People should seek help if their child has a seizure that lasts shorter than 5 minutes.', { answer: false }],
      ['People should drink at least 3 liters of water a day, even when they do not feel thirsty.', { answer: true }],
      ['People should keep their refrigerator at 40 degrees Fahrenheit or above.', { answer: false }],
      ['Cook and Hunt signed the contract in 1972.', { answer: true }],
      ['Wade Hampton managed the ranch for 24 years.', { answer: false }],
      ['People should lift boxes heavier than 20 kilograms with a partner.', { answer: true }],
    ]);
  });

  it('never changes the count of things a relation joins ("two blocks ... slip past one another", blind-s38 Q15)', async () => {
    const questions = await generateOne(
      'An earthquake is what happens when two blocks of the earth suddenly slip past one another. A fault is a fracture between two blocks of rock. The Senate is composed of two Senators from each State.',
      'TRUE_FALSE',
      3,
    );
    // Before: also "... when three blocks of the earth suddenly slip past one another." and "A fault is a
    // fracture between three blocks of rock." (false): an arbitrary swap that tests no fact of either.
    expect(statementsOf(questions)).toEqual([
      ['The Senate is composed of three Senators from each State.', { answer: false }],
    ]);
  });

  it('never puts in another name of the same person, an item of a list of examples, or a count the text takes as known (session 17)', async () => {
    const people =
      'The idea of a canal was set out by Jesse Hawley in a series of essays published in 1807. The cause was taken up by DeWitt Clinton, who became governor of New York in 1817. Governor Clinton travelled the length of the canal on the packet boat Seneca Chief in 1825.';
    // Before: "The cause was taken up by Governor Clinton, who ..." (false) and "In 1825, DeWitt Clinton
    // travelled ..." (false): both true, of one man.
    expect(statementsOf(await generateOne(people, 'TRUE_FALSE', 3))).toEqual([
      ['In 1825, Jesse Hawley travelled the length of the canal on the packet boat Seneca Chief.', { answer: false }],
      // Session 19: not "Jesse Hawley" again, which the first statement put in.
      ['The cause was taken up by DeWitt Clinton, who became governor of New York in 1807.', { answer: false }],
      ['The idea of a canal was set out by DeWitt Clinton in a series of essays published in 1807.', { answer: false }],
    ]);
    const route =
      'The canal ran from Albany to Buffalo. Towns such as Syracuse, Rochester and Lockport grew along the route. Neither House shall adjourn to any other Place than that in which the two Houses shall be sitting.';
    // Before: "Towns such as Buffalo, Rochester and Lockport grew along the route." (false: the canal ran to
    // Buffalo) and "... in which the three Houses shall be sitting." (false: absurd, there are two).
    expect(statementsOf(await generateOne(route, 'TRUE_FALSE', 3))).toEqual([
      ['The canal ran from Lockport to Buffalo.', { answer: false }],
    ]);
    // Before: "Towns such as _____, Rochester and Lockport grew along the route." among Albany, Syracuse and
    // Buffalo (three towns of the route), and a FILL_GAP of it keyed "Syracuse" alone.
    const clozes = [...(await generateOne(route, 'MCQ_SINGLE', 3)), ...(await generateOne(route, 'FILL_GAP', 3))].map(
      (question) =>
        question.type === 'FILL_GAP' ? (question.content as { text: string }).text : question.questionText,
    );
    expect(clozes).toEqual(['The canal ran from _____ to Buffalo.', 'The canal ran from ___1___ to Buffalo.']);
  });

  it('never puts in a name of the same person, of someone the sentence names, or of a place for a person (the wrong-key audit of session 17)', async () => {
    const napoleon = await generateOne(
      'Napoleon Bonaparte rose quickly in the army of the French Republic. In 1810 Napoleon divorced Josephine and married Marie Louise. In 1799 Bonaparte returned to France and seized power. The British admiral Horatio Nelson destroyed his fleet at the Nile.',
      'TRUE_FALSE',
      4,
    );
    // Before: "In 1810 Bonaparte divorced Josephine ..." (false): Bonaparte is Napoleon.
    expect(statementsOf(napoleon)).toEqual([
      // Not "In 1799 Josephine returned ...": no name the text shows to be a person's stands for one it does not.
      ['In 1810 Bonaparte returned to France and seized power.', { answer: false }],
      ['Napoleon Bonaparte rose quickly in the army of the French Republic.', { answer: true }],
      ['In 1799 Napoleon divorced Josephine and married Marie Louise.', { answer: false }],
      ['The British admiral Horatio Nelson destroyed his fleet at the Nile.', { answer: true }],
    ]);
    const adams = await generateOne(
      'John Adams was born in 1735 in Braintree. In 1800 Adams lost the election to Thomas Jefferson and retired to his farm in Quincy. The elder Adams and Jefferson became friends again in their old age.',
      'TRUE_FALSE',
      4,
    );
    // Before: "In 1800 Adams lost the election to John Adams ...", "The elder Adams and Braintree became friends
    // ..." (a town for a man) and "John Adams was born in 1735 in Jefferson." (a man for a town).
    expect(statementsOf(adams)).toEqual([
      ['In 1800 Adams lost the election to Thomas Jefferson and retired to his farm in Braintree.', { answer: false }],
      ['John Adams was born in 1735 in Quincy.', { answer: false }],
    ]);
  });

  it("never keys a year's era as a place, an example after a preposition as false, or a land inside a continent as false (the wrong-key audit of session 17)", async () => {
    const open = await generateOne(
      'Augustus ruled Rome for more than forty years. Augustus died in AD 14 at Nola, in southern Italy. Tiberius died at Misenum in AD 37.',
      'OPEN',
      3,
    );
    // Before: also "Where did Augustus die?" keyed "AD".
    expect(open.map((question) => [question.questionText, question.content])).toEqual([
      ['According to the text, where did Tiberius die?', { answer: 'Misenum' }],
    ]);
    const examples = await generateOne(
      'The agency gets most of its money from member states. The rest comes from voluntary contributions, for example from governments, foundations and the European Union. The United Nations gives nothing.',
      'TRUE_FALSE',
      3,
    );
    // Before: "..., for example from governments, foundations and the United Nations." (false): an example list
    // does not rule it out.
    expect(statementsOf(examples)).toEqual([]);
    const lands = await generateOne(
      'As a boy Adams travelled with his father to Europe. Adams later served as minister to Russia. Adams spent three years in Prussia.',
      'TRUE_FALSE',
      3,
    );
    // Before: "As a boy he travelled with his father to Russia." (false: Russia is in Europe), "He later served
    // as minister to Europe." and "He spent three years in Europe." (false).
    expect(statementsOf(lands)).toEqual([
      ['Adams later served as minister to Prussia.', { answer: false }],
      ['Adams spent three years in Russia.', { answer: false }],
    ]);
  });

  it('states no apposition as advice, fronts no bound, changes no bound of a fact, and swaps no body for a person (the wrong-key audit of session 17)', async () => {
    const text =
      'The agency also studies the Earth. The Copernicus programme, run with the European Union, uses a fleet of Sentinel satellites to watch the land and the oceans. The Great Lakes, which Canada shares with the United States, hold about a fifth of the fresh water on the surface of the world. The festival brings more than 12 million pounds into the local economy each year. Tip the dough onto a floured surface and knead it for at least 10 minutes.';
    // Before: "The Copernicus programme, people should run with the Great Lakes, uses ..." (an apposition read as an
    // instruction, and a lake for a union: both "two capitalised words", a person's name), "The European Union,
    // which Canada shares ..., people should hold ...", and "The festival brings more than 24 million pounds ..."
    // (false, though the text does not deny it). Nor the bound of a rule: "at least 11 minutes" still complied with
    // the text's 10, and a laxer one follows from it (the audits of sessions 17 and 18).
    // Session 18: no more than two true statements beyond the false ones in a job; the text's other claims, none
    // of them made false, are no longer stated true as well.
    expect(statementsOf(await generateOne(text, 'TRUE_FALSE', 4))).toEqual([
      [
        'The Great Lakes, which Canada shares with the United States, hold about a fifth of the fresh water on the surface of the world.',
        { answer: true },
      ],
      ['People should tip the dough onto a floured surface and knead it for at least 10 minutes.', { answer: true }],
    ]);
    // Before: "At least 30 minutes, the loaf cooled on the rack for." ("At least 10 minutes, tip the dough ... and
    // knead it for." in the audit): a bound fronted as a setting, its preposition left behind.
    const loaf = await generateOne(
      // Session 19: a fact to change beside the rules ("in a small bowl" of a large one no longer is one), so the
      // balance of true and false leaves the loaf's statement in.
      'Mix the flour, the yeast and the salt in a large bowl. Tip the dough onto a lightly floured surface and knead it for at least 10 minutes. The bakery sells 400 loaves a day. The loaf cooled on the rack for at least 30 minutes.',
      'TRUE_FALSE',
      3,
    );
    expect(statementsOf(loaf).filter(([statement]) => /loaf/.test(String(statement)))).toEqual([
      ['The loaf cooled on the rack for at least 30 minutes.', { answer: true }],
    ]);
  });

  it('asks no count of a fronted phrase, offers no moon for a person, and makes no two numbers of a sentence equal (the wrong-key audit of session 17)', async () => {
    const text =
      'In 1903 Marie and Pierre Curie shared the Nobel Prize in Physics with Becquerel. Three years later, Pierre was killed when he was struck by a horse-drawn cart in a Paris street. The European Space Agency (ESA) was founded in 1975 by the merger of two earlier organisations. The court is 40 metres long and 20 metres wide. Mars has two small moons, Phobos and Deimos.';
    // Before: "How many years later, Pierre was killed ...?" among "Three", "four", "five" and "six" (the capital
    // gave it away), then "Three years later, _____ was killed ..." among Marie, Pierre, Deimos and Phobos.
    expect((await generateOne(text, 'MCQ_SINGLE', 4)).map((question) => question.questionText)).toEqual([
      'The court is how many metres long and 20 metres wide?',
    ]);
    // Before: "The court is 20 metres long and 20 metres wide." (false).
    expect(statementsOf(await generateOne(text, 'TRUE_FALSE', 4))).toEqual([
      ['The court is 80 metres long and 20 metres wide.', { answer: false }],
      ['In 1903 Marie and Pierre Curie shared the Nobel Prize in Physics with Becquerel.', { answer: true }],
      [
        'The European Space Agency was founded in 1975 by the merger of three earlier organisations.',
        { answer: false },
      ],
      // Session 24: not "Three years later, Pierre was killed ..." (later than what, the statement alone does not say).
      ['Mars has two small moons, Phobos and Deimos.', { answer: true }],
    ]);
  });

  it('the code review of session 17: a shared surname blocks only its people, who questions keep their order and tense, phrases of when keep advice, no "modest" superlative, no sentence-opening example, no share over a hundred percent', async () => {
    // Before (at the review): "Adams lived in Braintree ..." was never changed ("Adams", two people's, blocked every name).
    expect(
      statementsOf(
        await generateOne(
          'John Adams was born in 1735. Samuel Adams was his cousin. Adams lived in Braintree for many years. The family also owned land in Quincy.',
          'TRUE_FALSE',
          4,
        ),
      ),
    ).toEqual([
      ['Adams lived in Quincy for many years.', { answer: false }],
      ['The family also owned land in Braintree.', { answer: false }],
    ]);
    // Before: "Who founded in Boston the company?", "Who sent to Paris the report?", "Who wrote the newsletter?".
    const who = await generateOne(
      'The company was founded in Boston by John Smith. The report was sent to Paris by Louis Martin. The newsletter is written by Mary Jones. The cause was taken up by DeWitt Clinton.',
      'OPEN',
      4,
    );
    expect(who.map((question) => question.questionText)).toEqual([
      'Who founded the company in Boston?',
      'Who sent the report to Paris?',
      'Who is the newsletter written by?',
      'Who took up the cause?',
    ]);
    // Before: "Every 60 seconds, stir the sauce." (an order stated), and none of the others.
    expect(
      statementsOf(
        await generateOne(
          'Every Monday, check the leaves for pests. Each winter, drain the outdoor pipes. Every 30 seconds, stir the sauce. Every spring, replace your yeast with a fresh packet.',
          'TRUE_FALSE',
          4,
        ),
      ),
    ).toEqual([
      ['Every 60 seconds, people should stir the sauce.', { answer: false }],
      ['Every Monday, people should check the leaves for pests.', { answer: true }],
      ['Each winter, people should drain the outdoor pipes.', { answer: true }],
      ['Every spring, people should replace their yeast with a fresh packet.', { answer: true }],
    ]);
    // Before: "The Cayuga farmers kept modest herds of cattle." (false: "modest" read as a superlative).
    expect(
      statementsOf(
        await generateOne(
          'The Seneca farmers kept modest herds of cattle. The Seneca lived west of the Cayuga. The Cayuga farmers grew corn and beans in 1750.',
          'TRUE_FALSE',
          3,
        ),
      ),
    ).toEqual([]);
    // Before: 143, 190 and 285 percent offered for a cut of 95 percent.
    const share = await generateOne(
      'For example, the Erie Canal cut the cost of shipping by 95 percent. The Welland Canal opened in 1829. The Erie Canal opened in 1825.',
      'MCQ_SINGLE',
      3,
    );
    expect(share.map((question) => [question.questionText, question.content]).at(-1)).toEqual([
      'For example, the Erie Canal cut the cost of shipping by what percent?',
      {
        options: [
          { id: 'a', text: '93', correct: false },
          { id: 'b', text: '95', correct: true },
          { id: 'c', text: '97', correct: false },
          { id: 'd', text: '99', correct: false },
        ],
      },
    ]);
  });

  it('swaps a subject only for a sibling: a kind of a class the text divides, not a phrase with the same head (the re-audit of session 17)', async () => {
    const questions = await generateOne(
      'Stratovolcanoes are steep cones built from alternating layers of lava, ash and rock. Cinder cones are the smallest type of volcano. Shield volcanoes are broad, gently sloping mountains built by runny lava. Mount Fuji in Japan is a stratovolcano.',
      'TRUE_FALSE',
      4,
    );
    // Before: "Steep cones are the smallest type of volcano." (false): "steep cones" is no kind beside "cinder cones".
    expect(statementsOf(questions).filter(([statement]) => /type of volcano/.test(String(statement)))).toEqual([
      ['Cinder cones are the largest type of volcano.', { answer: false }],
    ]);
  });

  it('knows a name given after "called ..., or" and keeps a list after its first item whole (the re-audit of session 17)', async () => {
    // Before: "Human activity affects the hydrological cycle." (false): the text calls it that too.
    expect(
      statementsOf(
        await generateOne(
          'Water moves between the oceans, the air and the land. This movement is called the water cycle, or hydrological cycle. The sun drives the water cycle. Human activity affects the water cycle. Evaporation turns water into vapour.',
          'TRUE_FALSE',
          4,
        ),
      ),
    ).toEqual([]);
    // Before: "The three northern territories, Nunavut cover about 40 percent ..." (false) and, in the COMPLIANCE,
    // "..., Yukon cover about 40 percent ..." (true): the list cut to one item.
    const canada =
      "Canada has ten provinces and three territories. The three northern territories, Yukon, the Northwest Territories and Nunavut, cover about 40 percent of the country's area but have fewer than 130,000 people. Ontario is the most populous province. Prince Edward Island is the smallest province.";
    expect(statementsOf(await generateOne(canada, 'TRUE_FALSE', 1))).toEqual([
      [
        "The three northern territories, Yukon, the Northwest Territories and Nunavut, cover about 80 percent of the country's area but have fewer than 130,000 people.",
        { answer: false },
      ],
    ]);
  });

  it("puts no name in for one a pronoun after it points back to, and asks no year of an aside's participle (the re-audit of session 17)", async () => {
    const text =
      'NASA built the Hubble Space Telescope, launched in 1990, with help from ESA. The agency was founded in 1975. Three years later, Pierre was killed when he was struck by a cart. In 1903 Marie and Pierre shared the Nobel Prize.';
    // Before: "Three years later, Marie was killed when he was struck by a cart." (false: the pronoun tells).
    expect(statementsOf(await generateOne(text, 'TRUE_FALSE', 4))).toEqual([
      ['NASA built the Hubble Space Telescope, launched in 1975, with help from ESA.', { answer: false }],
      ['In 1903 Marie and Pierre shared the Nobel Prize.', { answer: true }],
      // Session 24: not "Four years later, Pierre was killed ..." (false), whose time counts from a sentence not shown.
      ['The agency was founded in 1990.', { answer: false }],
    ]);
    // Before: "In what year did NASA build the Hubble Space Telescope, launched?" (the year is the launch's).
    expect((await generateOne(text, 'OPEN', 4)).map((question) => question.questionText)).toEqual([
      'In what year was the agency founded?',
    ]);
  });

  it('the second code review of session 17: "in" says where (no scope), a place keeps its year question, a park is no person', async () => {
    // At the review: "Polar bears live in hot regions ..." and the others lost ("in" read as a scope).
    expect(
      statementsOf(
        await generateOne(
          'Polar bears live in cold regions of the Arctic. Camels are adapted to life in hot deserts. Coral reefs grow in warm shallow seas. Penguins breed on the ice of Antarctica.',
          'TRUE_FALSE',
          4,
        ),
      ),
    ).toEqual([
      ['Polar bears live in hot regions of the Arctic.', { answer: false }],
      ['Coral reefs grow in cool shallow seas.', { answer: false }],
      ['Camels are adapted to life in cold deserts.', { answer: false }],
    ]);
    // At the review: Lincoln's year lost ("Kentucky, USA" read as an aside) and "..., first launched?" asked.
    const years = await generateOne(
      'Abraham Lincoln was born in Kentucky, USA, in 1809. NASA built the Hubble Space Telescope, first launched in 1990, with help from ESA. The agency was founded in 1975.',
      'OPEN',
      3,
    );
    expect(years.map((question) => question.questionText)).toEqual([
      'In what year was Abraham Lincoln born in Kentucky, USA?',
      'In what year was the agency founded?',
    ]);
    // Before: "Edison built his laboratory at Marie Curie." (false): "Menlo Park", two capitals, read as a person.
    expect(
      statementsOf(
        await generateOne(
          'Nikola Tesla worked for Thomas Edison before he started his own company. George Westinghouse bought his patents in 1888. Edison built his laboratory at Menlo Park. Marie Curie won two Nobel Prizes, and she taught in Paris.',
          'TRUE_FALSE',
          4,
        ),
      ),
    ).toEqual([
      ['Nikola Tesla worked for Thomas Edison after he started his own company.', { answer: false }],
      ['Marie Curie won two Nobel Prizes.', { answer: true }],
      // Session 25: Thomas Edison is a man's name ("he" refers to the sentence's subject), so it may stand in.
      ['In 1888, Thomas Edison bought his patents.', { answer: false }],
      ['Edison built his laboratory at Menlo Park.', { answer: true }],
    ]);
  });

  it('a name of someone the sentence names is a person\'s only: other canals stand beside "the Erie Canal" (the re-read of session 17)', async () => {
    const questions = await generateOne(
      'The Erie Canal reached Buffalo in 1825. The Welland Canal bypassed Niagara Falls, unlike the Erie Canal. The Chambly Canal opened in Quebec. The Rideau Canal runs from Ottawa to Kingston.',
      'MCQ_SINGLE',
      5,
    );
    // Before: no question of the Welland Canal's sentence ("Rideau Canal" and "Erie Canal" share a last word, read
    // as one person's two names).
    expect(questions.map((question) => [question.questionText, question.content]).at(-1)).toEqual([
      'The _____ bypassed Niagara Falls, unlike the Erie Canal.',
      {
        options: [
          { id: 'a', text: 'Chambly Canal', correct: false },
          { id: 'b', text: 'Rideau Canal', correct: false },
          { id: 'c', text: 'Welland Canal', correct: true },
        ],
      },
    ]);
  });

  it('swaps one chamber of a legislature for the other, never one a quantifier makes generic (session 17)', async () => {
    const questions = await generateOne(
      'All legislative Powers herein granted shall be vested in a Congress, which shall consist of a Senate and House of Representatives. The Senate shall have the sole Power to try all Impeachments. Each House shall keep a Journal of its Proceedings. The House of Representatives shall chuse their Speaker and other Officers.',
      'TRUE_FALSE',
      4,
    );
    // Before: the four true as the text says them ("Senate" and "House" were names of two kinds); with the
    // chambers one kind but no guard, "Each Senate must keep a Journal of its Proceedings." (false, absurd).
    expect(statementsOf(questions)).toEqual([
      ['The House has the sole Power to try all Impeachments.', { answer: false }],
      [
        'All legislative Powers herein granted are vested in a Congress, which consists of a Senate and House of Representatives.',
        { answer: true },
      ],
      ['The House of Representatives must choose their Speaker and other Officers.', { answer: true }],
      ['Each House must keep a Journal of its Proceedings.', { answer: true }],
    ]);
  });

  it('never swaps a term tied to what the sentence named before by "thereof" (blind-s29 Q27)', async () => {
    const questions = await generateOne(
      'When vacancies happen in the Representation from any State, the Executive Authority thereof shall issue Writs of Election to fill such Vacancies. The Vice President of the United States shall be President of the Senate. The Senate shall chuse their other Officers.',
      'TRUE_FALSE',
      3,
    );
    // Before: also "..., the Vice President thereof must issue Writs of Election ..." (of the State: no office).
    expect(statementsOf(questions)).toEqual([
      ['The Executive Authority of the United States is President of the Senate.', { answer: false }],
    ]);
  });

  it('never makes a share over a hundred percent, written as a word or a sign', async () => {
    const questions = await generateOne(
      'Hand sanitizers should contain 60 percent alcohol. Soap should stay on the hands for 20 seconds.',
      'TRUE_FALSE',
      2,
    );
    // "60 per cent" and "80 %" are shares too (the second code review of session 12: "120 per cent", "160 %").
    // No bound ("at least 60 per cent"), which no false statement changes (session 18).
    const perCent = await generateOne('Sanitizers must contain 60 per cent alcohol.', 'TRUE_FALSE', 1);
    const sign = await generateOne('Sanitizers must contain 80 % alcohol.', 'TRUE_FALSE', 1);
    expect([...perCent, ...sign].map((question) => question.questionText)).toEqual([
      'Sanitizers must contain 30 per cent alcohol.',
    ]);
    // Before: "Hand sanitizers should contain at least 120 percent alcohol." (false by its form), when a bound still changed.
    expect(statementsOf(questions)).toEqual([
      ['Hand sanitizers should contain 30 percent alcohol.', { answer: false }],
      ['Soap should stay on the hands for 40 seconds.', { answer: false }],
    ]);
  });

  it('never makes "common" its opposite: a shared thing is no frequent one ("the rare budget", the second code review of session 12)', async () => {
    const questions = await generateOne(
      'Each member pays a share of the common budget of the alliance. The alliance was founded in 1949 by twelve states.',
      'TRUE_FALSE',
      2,
    );
    expect(statementsOf(questions)).toEqual([
      ['The alliance was founded in 1949 by eleven states.', { answer: false }],
    ]);
  });

  it('changes a number for one of the same unit and a nearby magnitude, respecting "at least"', async () => {
    const questions = await generateOne(
      'The ditch was 40 feet wide and 4 feet deep. The whole canal was 363 miles long. The locks lifted the boats 565 feet in all. A hand sanitizer must contain at least 60% alcohol to work.',
      'TRUE_FALSE',
      4,
    );
    // Before: "The ditch was 565 feet wide", "The locks lifted the boats 40 feet in all".
    expect(statementsOf(questions)).toEqual([
      ['The ditch was 80 feet wide and 4 feet deep.', { answer: false }],
      ['A hand sanitizer must contain at least 60% alcohol to work.', { answer: true }],
      ['The locks lifted the boats 1130 feet in all.', { answer: false }],
      ['The whole canal was 363 miles long.', { answer: true }],
    ]);
  });

  it('changes no end of a range with its unit between: a narrower one follows from the text (the audit of session 18)', async () => {
    const questions = await generateOne(
      'The library is open from 9 a.m. to 8 p.m. on weekdays. The ditch was 40 feet wide and 4 feet deep. Every employee must be available online between 10 a.m. and 3 p.m. on working days. The canal was opened in 1825 and carried 40 boats a day.',
      'TRUE_FALSE',
      4,
    );
    // Before: "The library is open from 10 a.m. to 8 p.m. on weekdays." keyed false, though a library open from 9 is
    // open from 10. "40 feet wide and 4 feet deep" is no range: its width still changes.
    expect(statementsOf(questions)).toEqual([
      ['The ditch was 80 feet wide and 4 feet deep.', { answer: false }],
      ['The library is open from 9 a.m. to 8 p.m. on weekdays.', { answer: true }],
      // Session 19: not "80" again, which the ditch's statement put in.
      ['The canal was opened in 1825 and carried 20 boats a day.', { answer: false }],
      ['Every employee must be available online between 10 a.m. and 3 p.m. on working days.', { answer: true }],
    ]);
  });

  it('swaps and blanks neither side of a comparison with "than"; its opposite still makes it false (the audit of session 18)', async () => {
    const text =
      'Jupiter is the largest planet in the solar system. Neptune is farther from the Sun than Uranus, and it takes about 165 Earth years to orbit the Sun. Saturn has more moons than Jupiter, and its rings are made of ice. Venus is hotter than Mercury, although Mercury is closer to the Sun. Mars is half the size of Earth and has two small moons.';
    // Before: "Neptune is farther from the Sun than Jupiter." keyed false (it is, and the text does not say it is not),
    // "Saturn has more moons than Mercury." too, and a cloze "Neptune is farther from the Sun than _____" that
    // offered Jupiter and Mercury as wrong. "the Sun. Mars" had been one sentence.
    expect(statementsOf(await generateOne(text, 'TRUE_FALSE', 5))).toEqual([
      ['Venus is colder than Mercury, although Mercury is closer to the Sun.', { answer: false }],
      ['Neptune is farther from the Sun than Uranus.', { answer: true }],
      ['Mars is half the size of Earth and has three small moons.', { answer: false }],
      ['Saturn has more moons than Jupiter.', { answer: true }],
      ['Jupiter is the smallest planet in the solar system.', { answer: false }],
    ]);
    expect(
      (await generateOne(text, 'MCQ_SINGLE', 3)).filter((question) => question.questionText.includes(' than ')),
    ).toEqual([]);
    // A thing in an aside is no side of the comparison (the code review of session 18: "Egypt" had been left alone).
    const [gap] = await generateOne('The Nile, which flows through Egypt, is longer than the Amazon.', 'FILL_GAP', 1);
    expect(gap?.content).toEqual({
      text: 'The Nile, which flows through ___1___, is longer than the Amazon.',
      gaps: [{ id: 1, answer: 'Egypt' }],
    });
  });

  it('opposes no word of an example and no "later" of a story; "later than" still (the audit of session 18)', async () => {
    const questions = await generateOne(
      'Renewable energy comes from sources that are naturally replaced, such as sunlight, wind, flowing water and heat from inside the Earth. Octavian and Mark Antony formed an alliance in 43 BC. The alliance later broke apart, and Octavian defeated Antony in 31 BC. The runners who arrived later than noon were disqualified. Smaller earthquakes that follow the mainshock are called aftershocks.',
      'TRUE_FALSE',
      5,
    );
    // Before: "... and heat from outside the Earth." (another example may be; keyed false) and "The alliance earlier
    // broke apart." (earlier than what?).
    expect(statementsOf(questions)).toEqual([
      ['Octavian defeated Antony in 43 BC.', { answer: false }],
      ['Octavian and Mark Antony formed an alliance in 43 BC.', { answer: true }],
      ['The runners who arrived earlier than noon were disqualified.', { answer: false }],
      ['Smaller earthquakes that follow the mainshock are called aftershocks.', { answer: true }],
      [
        'Renewable energy comes from sources that are naturally replaced, such as sunlight, wind, flowing water and heat from inside the Earth.',
        { answer: true },
      ],
    ]);
  });

  it('swaps no item of a list the claim holds of each: another thing may be one too (the audit of session 18)', async () => {
    const questions = await generateOne(
      'Heat moves by conduction in solids. Air or water can carry heat by convection. Metals are good conductors, while wood, air and plastic are poor conductors, called insulators. The difference between conduction and convection is that a fluid moves. A copper pan heats up in 40 seconds.',
      'TRUE_FALSE',
      4,
    );
    // Before: "Metals are good conductors, while wood, water and plastic are poor conductors, called insulators." keyed
    // false, though water is one too. "between conduction and convection" relates two things: no list.
    expect(statementsOf(questions)).toEqual([
      ['A copper pan heats up in 80 seconds.', { answer: false }],
      [
        'Metals are good conductors, while wood, air and plastic are poor conductors, called insulators.',
        { answer: true },
      ],
      ['The difference between conduction and convection is that a fluid moves.', { answer: true }],
    ]);
  });
  it('an "and" before a verb joins clauses, not items; a name of no sort the text shows may give way to a place (the code review of session 18)', async () => {
    const [napoleon] = await generateOne(
      'Napoleon was born in Corsica and trained in Paris. Wellington was born in Dublin.',
      'TRUE_FALSE',
      1,
    );
    expect(napoleon?.questionText).toBe('Napoleon was born in Dublin and trained in Paris.');
    // "between Philadelphia and Pittsburgh" relates two places: either may change.
    const railroad = await generateOne(
      'Freight moved from Buffalo to Albany by canal boat. The railroad between Philadelphia and Pittsburgh opened in the spring.',
      'TRUE_FALSE',
      2,
    );
    expect(statementsOf(railroad)).toEqual([
      ['The railroad between Buffalo and Pittsburgh opened in the spring.', { answer: false }],
      ['Freight moved from Pittsburgh to Albany by canal boat.', { answer: false }],
    ]);
    // "to" is no preposition of where: Byzantium is of no sort the text shows, and Rome, a place, stands for it;
    // Rome never gives way to "Augustus" (a place only for a place).
    const capital = await generateOne(
      'Constantine moved the capital to Byzantium in 330. Augustus was born in Rome in 63 BC. Augustus ruled the empire for forty-one years.',
      'TRUE_FALSE',
      3,
    );
    expect(statementsOf(capital)).toEqual([
      ['Constantine moved the capital to Rome in 330.', { answer: false }],
      ['Augustus was born in Rome in 126 BC.', { answer: false }],
    ]);
  });

  it('states nothing that opens with "he" or "she" unless it shows whom (the audit of session 18, session 25)', async () => {
    const questions = await generateOne(
      'Gaius Octavius was born in Rome in 63 BC. He was the great-nephew of Julius Caesar, who adopted him in his will. The Senate gave Octavius the title Augustus in 27 BC. Augustus died in AD 14 at Nola. He ruled for forty-one years and began a long period of peace known as the Pax Romana. The Roman Empire lasted in the west until AD 476.',
      'TRUE_FALSE',
      6,
    );
    // Before: "He was the great-nephew of Julius Caesar, ..." and "He ruled for forty-one years ..." stated true, and
    // "Gaius Octavius was born in Augustus in 63 BC." (a title for a place: a place stands only for a place).
    // Session 25: an opening "He" is shown as a name only for the person the whole text is about (a heading names
    // him, or the text names him most), which this text has not.
    expect(statementsOf(questions)).toEqual([
      ['The Senate gave Octavius the title Augustus in 63 BC.', { answer: false }],
      ['The Roman Empire lasted in the west until AD 476.', { answer: true }],
      ['Gaius Octavius was born in Nola in 63 BC.', { answer: false }],
      ['Augustus died in AD 14 at Nola.', { answer: true }],
    ]);
  });

  it('states no more than two true statements beyond the false ones in a job, and says so (blind-s45, blind-s47: all true)', async () => {
    const chunk = chunkOf(
      'Give the vaccine to all children under 5 years. Visitors need a permit for stays over 30 days. The law applies to companies with more than 50 employees. Drivers with 12 or more penalty points lose their licence. Wash your hands before, during, and after preparing food.',
    );
    const session = await offlineSession([chunk]);
    const result = await session.generate({
      chunk,
      type: 'TRUE_FALSE',
      count: 5,
      avoid: new Set(),
      signal: new AbortController().signal,
    });
    // Before: all five, true; nothing of the text can be made false.
    expect(statementsOf(result.questions)).toEqual([
      ['The law applies to companies with more than 50 employees.', { answer: true }],
      ['Drivers with 12 or more penalty points lose their licence.', { answer: true }],
    ]);
    expect(result.note).toBe(HELD_FOR_BALANCE);
  });

  it('never changes the day of a date: "October 26, 1825" is not made "October 52, 1825" (blind-s7 harness run)', async () => {
    const questions = await generateOne(
      'The engineers had little formal training; Benjamin Wright, the chief engineer, had been a surveyor of land. The canal was opened along its whole length on October 26, 1825. Canvass White travelled to England to study canals and discovered a hydraulic cement.',
      'TRUE_FALSE',
      1,
    );
    // Before: "The canal was opened along its whole length on October 52, 1825." (false). The day was the
    // sentence's only fact to change (no other year or month in the text), so it gives no false statement.
    expect(statementsOf(questions)).toEqual([]);
    // Day first too (the session's review: "on 52 October 1825").
    const dayFirst = await generateOne(
      'The engineers had little formal training; Benjamin Wright, the chief engineer, had been a surveyor of land. The canal was opened along its whole length on 26 October 1825. Canvass White travelled to England to study canals and discovered a hydraulic cement.',
      'TRUE_FALSE',
      1,
    );
    expect(statementsOf(dayFirst)).toEqual([]);
  });

  it('states one clause of a compound sentence, reworded lightly, and leaves out a clause that points back', async () => {
    const questions = await generateOne(
      'Sea water contains about 4 percent salt, and the body requires about 2 liters of extra fluid to rid itself of the salt. Aftershocks are smaller earthquakes that follow the mainshock, and they can continue for weeks. The idea of the canal was set out by Jesse Hawley, a flour merchant, in essays published in 1807. Even in cold areas, you need a minimum of 2 liters of water each day.',
      'TRUE_FALSE',
      6,
    );
    // Before: the whole compound sentences, "Sea water does not contain about 4 percent salt, and the body requires ...";
    // Jesse Hawley's essays (no other name or year to change them for) are never "not set out": since session
    // 13 they are stated true, without the aside, once no false statement is left.
    expect(statementsOf(questions)).toEqual([
      ['Sea water contains about 5 percent salt.', { answer: false }],
      ['People need a minimum of 2 liters of water each day, even in cold areas.', { answer: true }],
      ['Aftershocks are larger earthquakes that follow the mainshock.', { answer: false }],
      ['The idea of the canal was set out by Jesse Hawley in essays published in 1807.', { answer: true }],
    ]);
  });

  it('an option list never has its false options made by adding "not": that sentence gives no false statement', async () => {
    const [question] = await generateOne(
      'Rainwater collected in clean containers is safe for drinking. Your body loses fluid as a result of heat and stress. The canal was opened along its whole length. Dew is moisture that condenses on cool surfaces during the night. The engineers had little formal training.',
      'MCQ_MULTI',
      1,
    );
    // Before: "Water is not one of ...", "The canal was not opened ...", "Dew is not moisture ...": the three with
    // "not" (session 13: "Water is one of your most urgent needs ..." ranks a thing among others, no statement).
    expect(question?.content).toEqual({
      options: [
        { id: 'a', text: "A person's body loses fluid as a result of heat and stress.", correct: true },
        { id: 'b', text: 'The engineers had little formal training.', correct: true },
        { id: 'c', text: 'The canal was opened along its whole length.', correct: true },
        { id: 'd', text: 'Dew is moisture that condenses on warm surfaces during the night.', correct: false },
      ],
    });
  });
});

describe("options and changed facts of the answer's kind (issue 21, session 5)", () => {
  it('no false statement drops a "not" or "cannot" from the text (a negation flip): that sentence gives no false statement', async () => {
    const questions = await generateOne(
      'Secondary waves move the ground up and down or side to side and cannot travel through liquids. Each House shall not adjourn without the Consent of the other. Primary waves are the fastest seismic waves.',
      'TRUE_FALSE',
      3,
    );
    // Before: also "Secondary waves ... can travel through liquids." (false), "cannot" made "can".
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['Primary waves are the slowest seismic waves.', { answer: false }],
    ]);
  });

  it('a town stands in only for a town, never a land ("from England to New York City")', async () => {
    const questions = await generateInOneJob(
      'A wagon load took weeks to cross the ridges, and the cost of carrying a ton of flour from Buffalo to New York City was about one hundred dollars. Canvass White travelled to England to study canals. Towns such as Syracuse, Rochester and Lockport grew along the route. The canal ran from Albany to Buffalo. Freight rates between Buffalo and New York City fell to about ten dollars a ton.',
      [
        ['MCQ_SINGLE', 3],
        ['TRUE_FALSE', 3],
      ],
      'Part 1',
    );
    // Before: "England" among the options for Buffalo, "from England to New York City", "from Albany to England".
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
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
      [
        // The clause the blank stands in (session 7).
        'The cost of carrying a ton of flour from _____ to New York City was about one hundred dollars.',
        {
          options: [
            { id: 'a', text: 'Syracuse', correct: false },
            { id: 'b', text: 'Buffalo', correct: true },
            { id: 'c', text: 'Albany', correct: false },
            { id: 'd', text: 'Lockport', correct: false },
          ],
        },
      ],
      [
        'The canal ran from Albany to _____.',
        {
          options: [
            { id: 'a', text: 'Rochester', correct: false },
            { id: 'b', text: 'Syracuse', correct: false },
            { id: 'c', text: 'Buffalo', correct: true },
            { id: 'd', text: 'Lockport', correct: false },
          ],
        },
      ],
      // Not "Freight rates ... fell to about ten dollars a ton." (true): it prints the first question's answer.
      // Nor (session 6) "The cost of carrying a ton of flour from Albany ..." or "The canal ran from Albany to
      // Lockport." (false): each changes "Buffalo", which a question of the job asks on that sentence.
      // Session 12: true and false in turn across the job, each where the text has none of the other.
      // Session 17: not "Towns such as Buffalo, Rochester and Lockport ..." (false): the canal ran to Buffalo, a
      // town of the route as well; an example of a list is one of many, and no false statement changes it.
      ['A wagon load took weeks to cross the ridges.', { answer: true }],
      ['Canvass White travelled to England to study canals.', { answer: true }],
    ]);
  });

  it('a capitalised noun agrees in number and with its verb: never "its own Majority", "try all Senator", "holding Returns"', async () => {
    const questions = await generateInOneJob(
      'Each House shall be the Judge of the Elections, Returns and Qualifications of its own Members, and a Majority of each shall constitute a Quorum to do Business. The Times, Places and Manner of holding Elections for Senators and Representatives shall be prescribed in each State by the Legislature thereof. The Senate shall have the sole Power to try all Impeachments. No Person shall be a Senator who shall not have attained to the Age of thirty Years. Each House may punish its Members for disorderly Behaviour.',
      [
        ['TRUE_FALSE', 4],
        ['MCQ_SINGLE', 3],
      ],
      'Part 1',
    );
    // Before: "... Qualifications of its own Majority.", "Each House may punish its Majority ..." (false by their
    // grammar), and "holding Returns" among the options.
    // The rules with no fact to change are stated true (session 13: once no false statement is left).
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['No Person may be a Senator who has not attained the Age of forty Years.', { answer: false }],
      ['Each House is the Judge of the Elections, Returns and Qualifications of its own Members.', { answer: true }],
      [
        'The Times, Places and Manner of holding Elections for Senators and Representatives must be prescribed in each State by its Legislature.',
        { answer: true },
      ],
      ['Each House may punish its Members for disorderly Behaviour.', { answer: true }],
    ]);
  });

  it('a number word is changed for one at most twice or half its value: a Senator of "ten Years" is absurd (blind-s10 Q29)', async () => {
    const questions = await generateOne(
      'No Person shall be a Senator who shall not have attained to the Age of thirty Years. The Enumeration shall be made within every subsequent Term of ten Years.',
      'TRUE_FALSE',
      2,
      'Part 1',
    );
    // Before: "the Age of ten Years" and "every subsequent Term of thirty Years", each the text's other number
    // of Years, a third or three times the true one.
    // Session 18: no more than two true statements beyond the false ones in a job; the text's other claims, none
    // of them made false, are no longer stated true as well.
    expect(statementsOf(questions)).toEqual([
      ['The Enumeration must be made within every subsequent Term of eleven Years.', { answer: false }],
      ['No Person may be a Senator who has not attained the Age of forty Years.', { answer: false }],
    ]);
  });

  it('the tens above fifty are number words too: "eighty cents" changes, the "five" of "sixty five Years" does not (the session 11 review)', async () => {
    const questions = await generateOne(
      'The labourers were paid about eighty cents a day for digging the canal. No Person shall be a Judge who shall have attained to the Age of sixty five Years.',
      'TRUE_FALSE',
      2,
    );
    // Before this session: "ninety cents"; after its first change and before the review, nothing for the cents and
    // "the Age of sixty six Years". Session 19: "about eighty" holds of ninety as well (the re-audit's "about nine
    // days" for ten), so an approximate whole number changes by a fifth at least: "forty".
    expect(statementsOf(questions)).toEqual([
      ['The labourers were paid about forty cents a day for digging the canal.', { answer: false }],
    ]);
    // Nor does "ninety" become "hundred" ("about hundred cents", after the list of number words became one).
    expect(
      statementsOf(
        await generateOne('The labourers were paid about ninety cents a day for digging the canal.', 'TRUE_FALSE', 1),
      ),
    ).toEqual([]);
    // Session 19: nor "eighty", a ninth off "about ninety"; and no count in words is a fifth away (45, 180).
  });

  it('a fact is changed in the text\'s own order, so "said after all" still catches a name the text gives for the same thing (session 7)', async () => {
    const text = readFileSync(
      new URL('../../../../test/fixtures/generation/usgs-earthquakes.txt', import.meta.url),
      'utf8',
    );
    const questions = await generateOne(text, 'TRUE_FALSE', 20, 'Part 1');
    // With definitions turned round before a fact was changed: "Compressional waves that travel fastest and
    // arrive first at a recording station are called P waves." held false, though the text says "Primary
    // waves, or P waves, are compressional waves ...": P waves for primary waves is no change.
    expect(
      questions.filter((question) => /compressional|called/i.test(question.questionText)).map((q) => q.questionText),
    ).toEqual([
      // Session 17: false, the sibling that cannot be the fastest too (had been true, turned round: "Compressional
      // waves that travel fastest ... are called primary waves.").
      'S waves are compressional waves that travel fastest and arrive first at a recording station.',
      // False: the epicenter is the point on the surface above the hypocenter.
      'According to the text on the science of earthquakes, the largest, main earthquake is called the epicenter.',
      'Earthquakes are recorded by instruments called seismographs.',
    ]);
  });

  it('MCQ_MULTI and COMPLIANCE offer three statements or more: a list of two is no question of its own', async () => {
    const questions = await generateInOneJob(
      'The engineers had little formal training. The ditch was 40 feet wide and 4 feet deep.',
      [
        ['MCQ_MULTI', 1],
        ['COMPLIANCE', 1],
      ],
      'Part 1',
    );
    // Before: MCQ_MULTI "The ditch was 80 feet wide and 4 feet deep." / "The engineers had little formal training.".
    expect(questions).toEqual([]);
  });

  it('in a definition, another term the text defines makes it false ("is called the foreshock")', async () => {
    const questions = await generateOne(
      'The largest, main earthquake is called the mainshock. A foreshock is an earthquake that comes before a larger one. Aftershocks are smaller earthquakes that occur afterwards in the same place as the mainshock. You can collect dew by walking through grassy areas before sunrise.',
      'TRUE_FALSE',
      4,
    );
    // Before: three questions, the third "You cannot collect dew ...". Session 13: "You can collect dew ..." is
    // hedged, stated by no question.
    expect(statementsOf(questions)).toEqual([
      [
        'Aftershocks are larger earthquakes that occur afterwards in the same place as the mainshock.',
        { answer: false },
      ],
      // A true definition is turned round (session 7), a changed one keeps the text's order.
      ['An earthquake that comes before a larger one is called a foreshock.', { answer: true }],
      ['The largest, main earthquake is called the foreshock.', { answer: false }],
    ]);
  });

  it('opposes no adjective of two nouns, no "after each beat", no "for longer" (the audit of session 24)', async () => {
    const text =
      'Most people live on the plateau, and most of the large cities and farms are found there. The pulmonary valve and the aortic valve stop blood from flowing back into the ventricles after each beat. A D cell has a far greater capacity than an AA cell, so it runs a device for longer. The left ventricle has the thickest wall of the four chambers.';
    // Before: "Most of the small cities and farms are found there." (the farms still are; and where is "there"?), "...
    // before each beat." (the valves stay shut until the next beat: true), "... so it runs a device for shorter."
    expect(statementsOf(await generateOne(text, 'TRUE_FALSE', 4))).toEqual([
      [
        'The pulmonary valve and the aortic valve stop blood from flowing back into the ventricles after each beat.',
        { answer: true },
      ],
      ['A D cell has a far greater capacity than an AA cell, so it runs a device for longer.', { answer: true }],
    ]);
    expect(await generateOne(text, 'MCQ_MULTI', 1)).toEqual([]);
  });

  it('swaps no part of a name with a nickname in quotes: "Columbia "Buzz" Aldrin" (the audit of session 24)', async () => {
    const statements = statementsOf(
      await generateOne(
        'The crew were Neil Armstrong, the commander; Edwin "Buzz" Aldrin, the lunar module pilot; and Michael Collins, the command module pilot. Eagle lifted off after about 21 and a half hours on the surface and docked with Columbia in lunar orbit. The two men spent about two and a half hours outside.',
        'TRUE_FALSE',
        3,
      ),
    ).map(([statement]) => statement);
    // Before: "The crew were Neil Armstrong, the commander; Columbia "Buzz" Aldrin, ..." (false by its form).
    expect(statements).toHaveLength(2);
    expect(statements.filter((statement) => /"Buzz"/.test(String(statement)))).toEqual([]);
  });

  it('states no claim whose time the sentence before gives: "In the same year ...", "At that time ..." (the audit of session 24)', async () => {
    const text =
      'In 1891 she moved to Paris and enrolled at the Sorbonne. Marie Curie earned a degree in physics in 1893 and a second degree, in mathematics, in 1894. In the same year she met Pierre Curie, a French physicist who was studying magnetism. In 1903 Marie Curie received her doctorate. In the same year she shared the Nobel Prize in Physics with Pierre Curie and Henri Becquerel. At that time Warsaw was part of the Russian Empire, and women were not allowed to study at its universities. In 1911 she was awarded the Nobel Prize in Chemistry for isolating pure radium.';
    // Before: "In the same year she met Pierre Curie ..." and "In the same year she shared the Nobel Prize ..." keyed true
    // beside "In 1891 ..." (read as 1891: false), and "Women were not allowed to study at its universities." (whose?).
    const statements = [
      ...(await generateOne(text, 'TRUE_FALSE', 4)).map((question) => question.questionText),
      ...(await generateOne(text, 'MCQ_MULTI', 1)).flatMap((question) =>
        (question.content as { options: { text: string }[] }).options.map((option) => option.text),
      ),
      ...(await generateOne(text, 'COMPLIANCE', 1)).flatMap((question) =>
        (question.content as { statements: { text: string }[] }).statements.map((statement) => statement.text),
      ),
    ];
    // Session 26: 2 (was 12). The text names no one the job can show for its "she" ("In 1891 she moved ...", "In 1911
    // she was awarded ...": the Curies and Becquerel stand between), so no statement quotes one.
    expect(statements).toEqual([
      'Marie Curie earned a degree in physics in 1893 and a second degree, in mathematics, in 1903.',
      'In 1903 Marie Curie received her doctorate.',
    ]);
  });

  it('puts in no name the text says the same of: "The House must choose their other officers" is half true (blind-s60 Q7)', async () => {
    const text =
      'All legislative Powers herein granted shall be vested in a Congress of the United States, which shall consist of a Senate and House of Representatives. The House of Representatives shall chuse their Speaker and other Officers; and shall have the sole Power of Impeachment. The Senate shall chuse their other Officers, and also a President pro tempore, in the Absence of the Vice President. The Congress shall assemble at least once in every Year.';
    // Before: "The House must choose their other Officers, and also a President pro tempore, ..." keyed false, which
    // the House does in part. "The House has the sole Power to try all Impeachments" stays false: the text does not
    // say the House tries them.
    const statements = (await generateOne(text, 'COMPLIANCE', 1)).flatMap((question) =>
      (question.content as { statements: { text: string }[] }).statements.map((statement) => statement.text),
    );
    expect(statements.filter((statement) => statement.startsWith('The House must'))).toEqual([]);
    expect(statementsOf(await generateOne(text, 'TRUE_FALSE', 4))).toEqual([
      [
        'All legislative Powers herein granted are vested in a Congress of the United States, which shall consist of a Senate and House of Representatives.',
        { answer: true },
      ],
      [
        'The House of Representatives must choose their Speaker and other Officers; and shall have the sole Power of Impeachment.',
        { answer: true },
      ],
    ]);
    expect(
      statementsOf(
        await generateOne(`${text} The Senate shall have the sole Power to try all Impeachments.`, 'TRUE_FALSE', 4),
      ),
    ).toContainEqual(['The House has the sole Power to try all Impeachments.', { answer: false }]);
  });

  it('swaps another defined term only for the term its sentence defines, never one inside its description (session 18)', async () => {
    const questions = await generateOne(
      'The largest, main earthquake is called the mainshock. An aftershock is an earthquake that occurs in the same place as the mainshock. The location directly above the starting point on the surface is called the epicenter. Cholera and typhoid are diseases that spread in dirty water.',
      'TRUE_FALSE',
      4,
    );
    // Before: "An aftershock is an earthquake that occurs in the same place as the epicenter.", keyed false, which
    // a reader may hold true (the epicenter is where the mainshock is, on the surface). The defined term itself
    // swapped is false by its class; a sibling of its class could hold ("A foreshock is an earthquake that occurs in
    // the same place as the mainshock" is true of foreshocks too), so none is preferred.
    expect(statementsOf(questions)).toEqual([
      ['An epicenter is an earthquake that occurs in the same place as the mainshock.', { answer: false }],
      ['The location directly above the starting point on the surface is called the epicenter.', { answer: true }],
      // Session 19: not "epicenter" again, which the first statement put in (a word put in twice marks both false).
      ['The largest, main earthquake is called the aftershock.', { answer: false }],
      ['Cholera and typhoid are diseases that spread in dirty water.', { answer: true }],
    ]);
  });
});

describe('the false statements of one list (issue 21, blind-s17 Q12, blind-s18 Q11)', () => {
  it('each put in something of their own: two with the same year point at each other', async () => {
    const [question] = await generateOne(
      [
        'The Richter scale dates from 1935.',
        'The largest earthquake ever recorded struck Chile on May 22, 1960, with a magnitude of 9.5.',
        'The San Francisco earthquake of 1906 had a magnitude of about 7.9 and was followed by fires that burned for three days.',
        // Not "depends on": MCQ_MULTI leaves a sentence that gives a cause to MCQ_SINGLE's why (session 15).
        'The size of an earthquake is set by the size of the fault and the amount of slip on the fault.',
      ].join(' '),
      'MCQ_MULTI',
      1,
      'Earthquakes',
    );
    // Before: "... struck Chile on May 22, 1935, ..." beside "The San Francisco earthquake of 1935 ...". Since
    // session 15 a year is a false statement's last resort (blind-s36 Q9, Q27: "1935" tests the memory of a
    // date): each changes its magnitude, to a magnitude of its own. Session 23: not "The smallest earthquake ever
    // recorded ... 9.5" (an opposite beside a figure reads absurd; the third code review).
    expect(question?.content).toEqual({
      options: [
        {
          id: 'a',
          text: 'The size of an earthquake is set by the size of the fault and the amount of slip on the fault.',
          correct: true,
        },
        {
          id: 'b',
          text: 'The largest earthquake ever recorded struck Chile on May 22, 1960, with a magnitude of 10.5.',
          correct: false,
        },
        {
          id: 'c',
          text: 'The San Francisco earthquake of 1906 had a magnitude of about 8.9 and was followed by fires that burned for three days.',
          correct: false,
        },
      ],
    });
  });
});

describe('an opposite is the word a reader contrasts (issue 21, session 15)', () => {
  it('"lower" becomes "higher", never "upper" ("upper fares" gives itself away, the code review of session 15)', () => {
    const analysis = analyseDocument([
      {
        index: 0,
        title: 'Trade',
        content: 'The new railway charged lower fares than the canal.',
        startPage: null,
        endPage: null,
      },
    ]);
    const [sentence] = analysis.sentences;
    expect(sentence && oppositeChange(sentence)).toEqual({
      start: 24,
      end: 29,
      original: 'lower',
      replacements: ['higher'],
    });
  });

  it('no opposite of an idiom\'s preposition, of "full" before its noun, of a plain adverb or of a scope (the wrong-key audit of session 17)', () => {
    const analysis = analyseDocument([
      {
        index: 0,
        title: 'Notes',
        content:
          "The month of August is named after him. A tenant must give one full month's notice. Some of the water moves deep underground. The tank is full. Aftershocks are smaller earthquakes. Seismologists use the moment magnitude scale, which works for large earthquakes at any distance.",
        startPage: null,
        endPage: null,
      },
    ]);
    // Before: "named before him", "one empty month's notice", "moves shallow underground", and "which works for
    // small earthquakes" (blind-s42 Q18: what a claim is for does not deny the other case).
    expect(analysis.sentences.map((sentence) => oppositeChange(sentence)?.replacements[0] ?? null)).toEqual([
      null,
      null,
      null,
      'empty',
      'larger',
      null,
    ]);
  });
});

describe('a year is a false statement last resort (issue 21, blind-s36 Q9, Q19, Q27)', () => {
  it('another fact of the sentence is changed before its year: a year of the text swapped in tests the memory of a date', async () => {
    const questions = await generateOne(
      [
        'In 1935 Charles Richter developed the first widely used magnitude scale.',
        'The San Francisco earthquake of 1906 had a magnitude of about 7.9 and was followed by fires.',
        'The largest earthquake ever recorded struck Chile in 1960.',
      ].join(' '),
      'TRUE_FALSE',
      3,
      'Earthquakes',
    );
    // Each false statement changes something other than its year (before, one put in another year of the text), where
    // the sentence has another: "the first widely used" scale is a first of its kind, no place to move to "second"
    // (session 21), so Richter's sentence changes its year.
    expect(statementsOf(questions)).toEqual([
      [
        'The San Francisco earthquake of 1906 had a magnitude of about 8.9 and was followed by fires.',
        { answer: false },
      ],
      ['In 1906 Charles Richter developed the first widely used magnitude scale.', { answer: false }],
      ['In 1960, the smallest earthquake ever recorded struck Chile.', { answer: false }],
    ]);
  });
});

describe('a change the text neither says nor denies is no false statement (issue 21, the wrong-key audit of session 19)', () => {
  it('never moves an end of a range written in words, nor a year after "by", "before" or "since"', async () => {
    const questions = await generateOne(
      [
        'Adults should drink six to eight glasses of fluid a day.',
        'Eukaryotic cells are usually ten to one hundred times larger than prokaryotic cells.',
        'By 1500, printing presses were working in more than 250 European cities.',
        'Johannes Gutenberg printed his Bible in 1455.',
        'William Caxton set up the first press in England in 1476.',
      ].join(' '),
      'TRUE_FALSE',
      5,
      'Printing',
    );
    // Before: "Adults should drink seven to eight glasses ...", "... eleven to one hundred times larger ..." and "By
    // 1455, printing presses were working ...", each keyed false, each true or undecided by the text.
    expect(statementsOf(questions)).toEqual([
      ['In 1476, Johannes Gutenberg set up the first press in England.', { answer: false }],
      ['Eukaryotic cells are usually ten to one hundred times larger than prokaryotic cells.', { answer: true }],
      ['In 1476, Johannes Gutenberg printed his Bible.', { answer: false }],
      ['Printing presses were working in more than 250 European cities by 1500.', { answer: true }],
      ['Adults should drink six to eight glasses of fluid a day.', { answer: true }],
    ]);
  });

  it('puts in a noun only where the text counts it as the answer is counted there', async () => {
    const questions = await generateOne(
      [
        'Nutrients are usually divided into six groups: carbohydrates, proteins, fats, vitamins, minerals and water.',
        'Fibre is not a nutrient in the strict sense.',
        'A balanced diet gives the body the energy and nutrients it needs.',
        'Carbohydrates are the body’s main source of energy.',
        'Fats provide energy and help the body absorb some vitamins.',
      ].join(' '),
      'TRUE_FALSE',
      5,
      'Nutrition',
    );
    // Before: "Carbohydrates are the body's main source of nutrient." and "Fibre is not an energy in the strict
    // sense.", keyed false: neither is a statement, and fats and carbohydrates are nutrients by the text.
    expect(statementsOf(questions)).toEqual([
      ['Fats provide energy and help the body absorb some minerals.', { answer: false }],
      ['A balanced diet gives the body the energy and nutrients it needs.', { answer: true }],
      ['Carbohydrates are the body’s main source of energy.', { answer: true }],
      ['Fibre is not a nutrient in the strict sense.', { answer: true }],
    ]);
  });
});

describe('statements and questions the third wrong-key audit found garbled or wrongly keyed (issue 21, session 19)', () => {
  it('moves no phrase that is one of two an "or" joins, nor a year with the name after it', async () => {
    const questions = await generateOne(
      [
        'No candidate may leave the hall during the first hour or during the last fifteen minutes.',
        'In 1903 Marie Curie, Pierre Curie and Henri Becquerel shared the Nobel Prize in Physics.',
      ].join(' '),
      'TRUE_FALSE',
      2,
      'Rules',
    );
    // Before: "During the last fifteen minutes, no candidate may leave the hall during the first hour or." and
    // "Pierre Curie and Henri Becquerel shared the Nobel Prize in Physics in 1903 Nobel Prizes." (keyed false, though
    // the swap had gone into the moved phrase and the rest is true).
    expect(statementsOf(questions)).toEqual([
      ['No candidate may leave the hall during the second hour or during the last fifteen minutes.', { answer: false }],
    ]);
  });

  it('asks no "what" whose answer is a noun naming again what the sentence before named', async () => {
    const questions = await generateOne(
      'In mitosis, one cell divides to produce two identical daughter cells. The process has four main stages.',
      'OPEN',
      2,
      'Cells',
    );
    // Before: "What has four main stages?" keyed "Process", which marks the text's answer, mitosis, wrong.
    expect(questions.map((question) => question.questionText)).toEqual([]);
  });

  it('takes the name a person was born with for another name of that person, not for another person', () => {
    const analysis = analyseDocument([
      chunkOf('Marie Curie was born Maria Sklodowska in Warsaw. Pierre Curie studied magnetism and crystals.'),
    ]);
    // Before: "Maria Sklodowska" was offered as a wrong answer to "Who died of aplastic anaemia ...?" (Marie Curie).
    expect([
      sameThing(analysis.coordinated, 'marie curie', 'maria sklodowska'),
      sameThing(analysis.coordinated, 'pierre curie', 'maria sklodowska'),
    ]).toEqual([true, false]);
  });
});

describe('people and things kept apart (issue 21, the wrong-key audit of session 19)', () => {
  it('puts no thing in for a person nor a person for a thing, nor a man where the claim says "woman", nor another person beside a name they were born with', async () => {
    // Every statement a job of the audit's request shows (true/false, compliance, multiple choice), true or false.
    const statements = async (file: string) =>
      (
        await generateInOneJob(
          readFileSync(new URL(`../../../../test/fixtures/audit/${file}`, import.meta.url), 'utf8'),
          [
            ['MATCHING', 1],
            ['ORDERING', 1],
            ['MCQ_SINGLE', 3],
            ['OPEN', 2],
            ['COMPLIANCE', 1],
            ['MCQ_MULTI', 1],
            ['TRUE_FALSE', 4],
            ['FILL_GAP', 3],
          ],
          file,
        )
      ).flatMap((question) => {
        const content = question.content as { statements?: Array<{ text: string }>; options?: Array<{ text: string }> };
        return question.type === 'TRUE_FALSE'
          ? [question.questionText]
          : [...(content.statements ?? []), ...(question.type === 'MCQ_MULTI' ? (content.options ?? []) : [])].map(
              (item) => item.text,
            );
      });
    const curie = await statements('06-curie.txt');
    const exams = await statements('03-exams.txt');
    // Before: each of these, keyed false and given away by its own words.
    expect(
      [
        'Pierre was the first woman to win a Nobel Prize.',
        'On 7 November 1867, Henri Becquerel was born Maria Sklodowska in Warsaw.',
      ].filter((statement) => curie.includes(statement)),
    ).toEqual([]);
    expect(exams.filter((statement) => statement.includes('during the parent'))).toEqual([]);
    // 11 (was 12): the Curie job now matches years with the events they date ("Marie Curie was born Maria Sklodowska in
    // Warsaw on 7 November 1867" is an event since the audit of session 21), which takes a sentence its statements had.
    // 11 (was 9) exams: since session 22 the job's MCQ_SINGLE asks the count of minutes after which a candidate may not
    // enter (no more a cloze of the re-mark fee), which leaves the fee's sentence to a COMPLIANCE and an MCQ_MULTI.
    // 7 (was 11): no MCQ_MULTI, whose one false statement ("In 1891 Marie Curie, Pierre Curie and Henri Becquerel
    // shared the Nobel Prize in Physics.") changed the year the job's MATCHING pairs with that prize (the seventh audit
    // of session 21: a false statement that changes the fact another question asks tests it twice).
    // Session 25: "She trained about 150 women ..." opens with "She" for Curie, and its count question says so ("did
    // Curie train"), as the job had it before with "she".
    // Session 26: 3 (was 7): no statement quotes a "she" or "her" the job cannot name ("Years of handling radioactive
    // materials ... damaged her health", "In 1911 she won ...").
    expect([curie.length, exams.length]).toEqual([3, 11]);
  });

  it('asks "who" where the answer is a person, and offers no prize as one', async () => {
    const questions = await generateInOneJob(
      [
        'Marie Curie was the first woman to win a Nobel Prize.',
        'Henri Becquerel discovered that uranium gives off rays.',
        'Pierre Curie studied magnetism and crystals.',
        'Marie Curie died of aplastic anaemia in France.',
        'The Nobel Prize in Chemistry followed in 1911.',
      ].join(' '),
      [
        ['OPEN', 1],
        ['MCQ_SINGLE', 2],
      ],
      'Curie',
    );
    // Before: "Nobel Prize" offered among the people.
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['In what year did the Nobel Prize in Chemistry follow?', { answer: '1911' }],
      [
        'Who discovered that uranium gives off rays?',
        {
          options: [
            { id: 'a', text: 'Pierre Curie', correct: false },
            { id: 'b', text: 'Henri Becquerel', correct: true },
            { id: 'c', text: 'Marie Curie', correct: false },
          ],
        },
      ],
    ]);
    // Before: "According to the text, what was the first woman to win a Nobel Prize?".
    const [open] = await generateOne(
      'Marie Curie was the first woman to win a Nobel Prize. She won it in Physics.',
      'OPEN',
      1,
      'Curie',
    );
    expect([open?.questionText, open?.content]).toEqual([
      'According to the text, who was the first woman to win a Nobel Prize?',
      { answer: 'Marie Curie' },
    ]);
  });
});

describe('a clause that ends on a time of day (issue 21, the wrong-key audit of session 19)', () => {
  it('keeps its one full stop', async () => {
    const questions = await generateOne(
      readFileSync(new URL('../../../../test/fixtures/audit/11-museum.txt', import.meta.url), 'utf8'),
      'TRUE_FALSE',
      6,
      'Museum',
    );
    // Before: "Visitors may go on board between 11 a.m. and 3 p.m.."
    expect(statementsOf(questions).filter(([text]) => String(text).includes('on board'))).toEqual([
      ['Visitors may go on board between 11 a.m. and 3 p.m.', { answer: true }],
    ]);
  });
});

describe('the code review of session 19 (issue 21)', () => {
  it('asks "what" of a thing with a name, "who" only where a noun names people', async () => {
    const questions = await generateInOneJob(
      'The Nile is the longest river in the world. The Amazon carries the most water of any river. Mount Everest is the highest mountain on Earth. The Mona Lisa is the most famous painting in the Louvre.',
      [['OPEN', 2]],
      'Topic',
    );
    // Before the review: "According to the text, who is the longest river in the world?".
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      ['According to the text, what is the most famous painting in the Louvre?', { answer: 'Mona Lisa' }],
      ['According to the text, what is the longest river in the world?', { answer: 'Nile' }],
    ]);
  });

  it('counts a noun past the adjectives before it, orders no reasons, and takes no "Since" year for a gap', async () => {
    const statements = statementsOf(
      await generateOne(
        "Nutrients are usually divided into six groups: carbohydrates, proteins, fats, vitamins, minerals and water. Fibre is not a true nutrient in the strict sense. A balanced diet gives the body the energy and nutrients it needs. Carbohydrates are the body's main source of energy.",
        'TRUE_FALSE',
        3,
        'Nutrition',
      ),
    );
    // Before the review: "Fibre is not a true energy in the strict sense.", keyed false.
    expect(statements).toEqual([
      ['A balanced diet gives the body the energy and nutrients it needs.', { answer: true }],
      ["Carbohydrates are the body's main source of energy.", { answer: true }],
    ]);
    // Before the review: "Put these stages in the order the text describes them." of reasons.
    expect(
      await generateOne(
        'Rome fell for many reasons. First, the army was too small to guard the long borders. Second, taxes were too high for farmers to pay. Then there was the plague, which killed millions. Finally, the emperors fought each other for power.',
        'ORDERING',
        1,
        'Rome',
      ),
    ).toEqual([]);
    // Before the review: "Since _____, the population of the town has doubled." with 1880 and 1925 beside 1990.
    const gaps = await generateOne(
      'Since 1990, the population of the town has doubled. The bridge was built in 1880. The school opened in 1925. The old mill closed in 1955.',
      'MCQ_SINGLE',
      3,
      'Town',
    );
    expect(gaps.filter((question) => question.questionText.startsWith('Since'))).toEqual([]);
  });
});

describe('the fourth wrong-key audit (issue 21, session 19)', () => {
  it('changes no time after "after", no count of "or more" in words, no threshold of a case, and no number a list after it counts', async () => {
    const statements = statementsOf(
      await generateOne(
        [
          'Guests who stay in the room after 2 p.m. will be charged for an extra night.',
          'A booking of five rooms or more is a group booking.',
          'If two payments in a row fail, your membership will be suspended.',
          'The heart has four valves: the tricuspid, pulmonary, mitral and aortic valves.',
          'Members aged 16 or 17 must have a parent sign the form.',
          'The hotel has 120 rooms on six floors.',
        ].join(' '),
        'TRUE_FALSE',
        6,
        'Hotel',
      ),
    );
    // Before: "... stay in the room after 3 p.m. ...", "A booking of six rooms or more ...", "If three payments in a
    // row fail, ...", "The heart has five valves: ..." and "Members aged 32 or 17 ...", each keyed false.
    expect(statements).toEqual([
      ['Guests who stay in the room before 2 p.m. will be charged for an extra night.', { answer: false }],
      ['The heart has four valves: the tricuspid, pulmonary, mitral and aortic valves.', { answer: true }],
      ['The hotel has 240 rooms on six floors.', { answer: false }],
      ['A booking of five rooms or more is a group booking.', { answer: true }],
      ['Members aged 16 or 17 must have a parent sign the form.', { answer: true }],
      ["If two payments in a row fail, a person's membership will be suspended.", { answer: true }],
    ]);
  });

  it('puts no weight in for light (the audit of session 25)', async () => {
    // Before: "Plants use heavy energy to make sugar from carbon dioxide and water." keyed false.
    expect(
      statementsOf(
        await generateOne(
          'Plants use light energy to make sugar from carbon dioxide and water. If the light is dim, adding more light increases the rate, until another factor runs short. The leaves are wide and thin.',
          'TRUE_FALSE',
          3,
          'Plants',
        ),
      ),
    ).toEqual([['The leaves are narrow and thin.', { answer: false }]]);
  });

  it('nor either of two counts in words (the audit of session 25)', async () => {
    // Before: "Before people start, they should collect four or three tyre levers and a pump." keyed false.
    expect(
      statementsOf(
        await generateOne(
          'Before you start, collect two or three tyre levers and a pump. A spare tube weighs about 100 grams.',
          'TRUE_FALSE',
          3,
          'Bike',
        ),
      ),
    ).toEqual([['A spare tube weighs about 200 grams.', { answer: false }]]);
  });

  it('puts nothing else in what a rule applies to, nor the large for a small thing that will do something', async () => {
    const statements = statementsOf(
      await generateOne(
        [
          'Visitors may not bring food or drink into the galleries.',
          'Plant large species at least five metres from any building.',
          'A small piece of glass left in the tyre will puncture the new tube.',
          'In a series circuit, the parts are joined one after another.',
          'The museum holds 4,000 paintings in its galleries and lifts.',
        ].join(' '),
        'TRUE_FALSE',
        5,
        'Rules',
      ),
    );
    // Before: "... into the lifts.", "Plant small species ...", "A large piece of glass ..." and "... joined one before
    // another.", each keyed false and none denied by the text.
    expect(statements).toEqual([
      ['The museum holds 8,000 paintings in its galleries and lifts.', { answer: false }],
      ['Visitors may not bring food or drink into the galleries.', { answer: true }],
      ['A small piece of glass left in the tyre will puncture the new tube.', { answer: true }],
      ['The parts are joined one after another in a series circuit.', { answer: true }],
    ]);
    // The audit's museum: "Visitors may not bring food or drink into the lifts." had been keyed false.
    const museum = await generateOne(
      readFileSync(new URL('../../../../test/fixtures/audit/11-museum.txt', import.meta.url), 'utf8'),
      'TRUE_FALSE',
      6,
      'Museum',
    );
    expect(museum.map((question) => question.questionText).filter((text) => text.includes('lifts'))).toEqual([]);
    // The audit's tree: "... so plant small species at least five metres from any building." had been keyed false.
    const tree = await generateOne(
      readFileSync(new URL('../../../../test/fixtures/audit/04-planting-a-tree.txt', import.meta.url), 'utf8'),
      'TRUE_FALSE',
      6,
      'Trees',
    );
    expect(tree.map((question) => question.questionText).filter((text) => text.includes('small species'))).toEqual([]);
  });

  it("puts no year of someone's birth in for another event", async () => {
    const ada = await generateOne(
      readFileSync(new URL('../../../../test/fixtures/audit/06-ada-lovelace.txt', import.meta.url), 'utf8'),
      'TRUE_FALSE',
      6,
      'Ada Lovelace',
    );
    // Before: "In 1815 she married William King, ...", "In 1815, when she was seventeen, Ada met Charles Babbage
    // ..." (she was born in 1815), keyed false and given away by the year.
    expect(ada.map((question) => question.questionText).filter((text) => text.includes('1815'))).toEqual([]);
  });

  it('asks no year of a clause after ";"', async () => {
    const questions = await generateInOneJob(
      [
        'The boy king Tutankhamun ruled during the New Kingdom; his tomb was found by Howard Carter in 1922.',
        'The Third Estate made up about 97 percent of the population.',
        'In June 1789 the Third Estate declared itself the National Assembly.',
        'The First Estate was the clergy, and the Second Estate was the nobility.',
      ].join(' '),
      [
        ['MCQ_SINGLE', 3],
        ['OPEN', 2],
      ],
      'History',
    );
    // Before: "In what year did the boy king Tutankhamun rule during the New Kingdom; his tomb was found by Howard
    // Carter?" keyed 1922.
    expect(questions.map((question) => [question.questionText, question.content])).toEqual([
      [
        'In what year did the Third Estate declare itself the National Assembly?',
        {
          options: [
            { id: 'a', text: '1782', correct: false },
            { id: 'b', text: '1789', correct: true },
            { id: 'c', text: '1798', correct: false },
            { id: 'd', text: '1922', correct: false },
          ],
        },
      ],
      [
        'The Third Estate made up about what percent of the population?',
        {
          options: [
            { id: 'a', text: '97', correct: true },
            { id: 'b', text: '98', correct: false },
            { id: 'c', text: '99', correct: false },
            { id: 'd', text: '100', correct: false },
          ],
        },
      ],
    ]);
  });
});

describe('the second code review of session 19 (issue 21)', () => {
  it('reads "May" the month as no rule, "once" as no case, a duration as no bound, "and more" as two things, and "then return" as no instruction', async () => {
    const statements = statementsOf(
      await generateOne(
        [
          'In May 1945, Germany surrendered to the Allies in Europe.',
          'The city once had 300 theatres.',
          'The launch was delayed by 3 months.',
          'The club had seven members and more than 20 guests.',
          'Bees collect nectar and then return to the hive.',
          'The hive holds 40,000 bees.',
        ].join(' '),
        'TRUE_FALSE',
        6,
        'Facts',
      ),
    );
    // Before the review: no false statement of these at all (each number and name read as bounded or ruled).
    expect(statements).toEqual([
      ['The club had eight members and more than 20 guests.', { answer: false }],
      ['Germany surrendered to the Allies in Europe in May 1945.', { answer: true }],
      ['The city once had 600 theatres.', { answer: false }],
      ['The launch was delayed by 3 months.', { answer: true }],
      ['Bees collect nectar and then return to the hive.', { answer: true }],
    ]);
    // Nor does "At 5 p.m." end a sentence: it has no verb.
    expect(
      tagSentences('At 5 p.m. John left the building. Last entry is at 5 p.m. Admission is free.').map(
        (sentence) => sentence.text,
      ),
    ).toEqual(['At 5 p.m. John left the building.', 'Last entry is at 5 p.m.', 'Admission is free.']);
  });
});

describe('the false statements of one job (issue 21, the re-audit of session 19)', () => {
  it('put no word in twice: one marks each of them false by itself', async () => {
    const statements = statementsOf(
      await generateOne(
        readFileSync(new URL('../../../../test/fixtures/audit/07-electric-circuits.txt', import.meta.url), 'utf8'),
        'TRUE_FALSE',
        6,
        'Circuits',
      ),
    );
    // Before: "A resistance is a thin wire ...", "A resistance is a closed path ..." and "A resistance is a device
    // that opens or closes a circuit.", all false.
    expect(statements.filter(([text]) => String(text).startsWith('A resistance is'))).toEqual([
      ['A resistance is a thin wire that melts when the current is too high, breaking the circuit.', { answer: false }],
    ]);
  });

  it('leaves a time after a bound, an alternative turned down, a threshold and "falls below" as they are (the wrong-key audit of session 20)', async () => {
    const audited = async (file: string, title: string, shown: RegExp) =>
      (
        await generateOne(
          readFileSync(new URL(`../../../../test/fixtures/audit/${file}`, import.meta.url), 'utf8'),
          'TRUE_FALSE',
          6,
          title,
        )
      )
        .filter((question) => shown.test(question.questionText))
        .map((question) => [question.questionText, question.content]);
    // Before: "People should use a little more coffee rather than steeping for shorter if they like a stronger cup."
    // keyed false (the text turns down the longer steep and says nothing of a shorter one).
    expect(await audited('a5-french-press.txt', 'French press', /rather than/)).toEqual([
      [
        'People should use a little more coffee rather than steeping for longer if they like a stronger cup.',
        { answer: true },
      ],
    ]);
    // Before: "Students who arrive after 9:00 a.m. but before 9:10 a.m. are marked late ..." keyed false (of 8:40: a
    // narrower span, still true), and "If a student's attendance falls above 95 percent, ..." (no one says so).
    expect(await audited('a5-attendance.txt', 'Attendance', /late|falls/)).toEqual([
      [
        "If a student's attendance falls below 95 percent, the form tutor will discuss it with the student.",
        { answer: true },
      ],
      [
        'Regular attendance is essential for learning, and students whose attendance falls below 90 percent miss, on average, about half a day of school every week.',
        { answer: true },
      ],
    ]);
    // A count of a case a restrictive "who" sets: "... who collect four late marks receive a detention" holds too (the
    // code review of session 20).
    expect(
      (
        await generateOne(
          'Students who collect three late marks receive a detention. Students who arrive after 9:10 are marked absent.',
          'TRUE_FALSE',
          2,
          'Rules',
        )
      ).map((question) => [question.questionText, question.content]),
    ).toEqual([['Students who arrive before 9:10 are marked absent.', { answer: false }]]);
    // An ordinal after "by the": "by the ninth century" holds too (the re-audit of session 20 found it keyed false).
    expect(
      (
        await generateOne(
          'Buddhism spread from India into China along the routes, and papermaking reached the Islamic world by the eighth century. The Senate meets on the second Monday of every month.',
          'TRUE_FALSE',
          2,
          'Silk Road',
        )
      ).map((question) => [question.questionText, question.content]),
    ).toEqual([['The Senate meets on the third Monday of every month.', { answer: false }]]);
    // A count that a consequence follows from: "Four late marks ... will result in a detention" holds of four too.
    expect(
      (
        await generateOne('Three late marks in one half-term will result in a detention.', 'TRUE_FALSE', 1, 'Rules')
      ).map((question) => question.questionText),
    ).toEqual([]);
  });

  it('makes no claim of a list item after a colon nor of a time cut at its colon (the wrong-key audit of session 20)', async () => {
    const apollo = await generateOne(
      readFileSync(new URL('../../../../test/fixtures/audit/a5-apollo-11.txt', import.meta.url), 'utf8'),
      'TRUE_FALSE',
      6,
      'Apollo 11',
    );
    // Before: "The spacecraft had two main parts: the command module, called Columbia." keyed true (one part of two),
    // and COMPLIANCE's "The lunar module, called Eagle."; "17 UTC, with less than a minute ..." of "at 20:17 UTC".
    expect(
      apollo
        .map((question) => question.questionText)
        .filter((text) => text.includes('main parts') || text.startsWith('17')),
    ).toEqual([
      'The spacecraft had two main parts: the command module, called Columbia, and the lunar module, called Eagle.',
    ]);
  });
});

describe('the sex of a name as the pronouns that refer to it tell it (issue 21, the audits of sessions 24 and 25)', () => {
  it('puts no place or man in for a woman', async () => {
    // Session 26: no statement quotes a "she" the job cannot name (leansOnTheTextBefore); none says "calling herself"
    // anyone else.
    const biography =
      'Maria Sklodowska was born in Warsaw in 1867. In 1891 she moved to Paris, where she began calling herself Marie. In 1894 she met Pierre Curie, a French physicist. He was studying magnetism at the time. Pierre died in 1906 when he was struck by a cart. Maria took over his teaching post and became the first woman to teach at the Sorbonne. Maria Sklodowska died in 1934.';
    // Before: "... where she began calling herself Warsaw." (the first pronoun after a name had told its sex, so Warsaw
    // and Paris were women's names; "calling herself Pierre" in the audit's longer text).
    expect(statementsOf(await generateOne(biography, 'TRUE_FALSE', 6, 'Maria Sklodowska'))).toEqual([
      ['In 1867, Pierre Curie was born in Warsaw.', { answer: false }],
      ['Maria took over his teaching post and became the first woman to teach at the Sorbonne.', { answer: true }],
      ['Pierre died in 1891 when he was struck by a cart.', { answer: false }],
    ]);
  });
});

describe('names and codes of one make (issue 21, the audit of session 26)', () => {
  it('puts a time of day only for a time', async () => {
    const policy =
      'Core hours are from 10:00 to 15:00, during which remote employees must be available by telephone. Remote employees must connect through the VPN at all times. Team days are held every Tuesday from 09:30 in the main office.';
    const statements = async (text: string) =>
      [
        ...(await generateOne(text, 'TRUE_FALSE', 4)).map((question) => question.questionText),
        ...(await generateOne(text, 'MCQ_MULTI', 2)).flatMap((question) =>
          (question.content as { options: { text: string }[] }).options.map((option) => option.text),
        ),
      ].join('\n');
    // Before: "Core hours are from VPN to 15:00 ..." (keyed false, no claim anyone weighs).
    expect(await statements(policy)).not.toMatch(/from VPN|to VPN/);
  });
});
