import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analysis.ts';
import { generateOne } from '../test-support/generate.ts';
import { usableForms } from '../builders/statement-sets.ts';
import { claimForms } from './paraphrase.ts';

const formsOf = (text: string) =>
  analyseDocument([{ index: 0, title: 'Part 1', content: text, startPage: null, endPage: null }])
    .sentences.filter((sentence) => sentence.statement)
    .map((sentence) => claimForms(sentence).map((form) => form.claim));

describe('claim forms: one claim each, in the sentence’s own words (issue 21)', () => {
  it('splits a compound sentence where each clause has a subject of its own, leaving out one that points back', () => {
    expect(
      formsOf(
        'Sea water contains about 4 percent salt, and the body requires about 2 liters of extra fluid to rid itself of the salt. Aftershocks are smaller earthquakes that follow the mainshock, and they can continue for weeks. The House of Representatives shall chuse their Speaker and other Officers; and shall have the sole Power of Impeachment.',
      ),
    ).toEqual([
      [
        'Sea water contains about 4 percent salt.',
        'The body requires about 2 liters of extra fluid to rid itself of the salt.',
      ],
      ['Smaller earthquakes that follow the mainshock are called aftershocks.'],
      [
        'The House of Representatives shall chuse their Speaker and other Officers; and shall have the sole Power of Impeachment.',
      ],
    ]);
  });

  it('splits two rules joined by ": And", the first after its condition, and no colon that explains (blind-s38 Q13)', () => {
    expect(
      formsOf(
        'When the President of the United States is tried, the Chief Justice shall preside: And no Person shall be convicted without the Concurrence of two thirds of the Members present. Boiling is the safest method of purifying water: boil it for at least 1 minute at sea level.',
      ),
    ).toEqual([
      [
        // A clause is reworded as a sentence is: its condition moves behind it.
        'The Chief Justice shall preside when the President of the United States is tried.',
        'No Person shall be convicted without the Concurrence of two thirds of the Members present.',
      ],
      ['Boiling is the safest method of purifying water: boil it for at least 1 minute at sea level.'],
    ]);
  });

  it('turns a definition round ("... is called dew"), a name keeping its capital, and only a definition (session 7)', () => {
    expect(
      formsOf(
        'Dew is moisture that condenses on cool surfaces during the night. A giardia is a parasite that lives in untreated water. Primary waves, or P waves, are compressional waves that travel fastest. Albany is a city that grew along the canal. A GPS unit is a tool that shows your position. Boiling is the safest method of purifying water. Earthquakes are recorded by instruments called seismographs. Water is one of your most urgent needs in a survival situation.',
      ),
    ).toEqual([
      ['Moisture that condenses on cool surfaces during the night is called dew.'],
      ['A parasite that lives in untreated water is called a giardia.'],
      ['Compressional waves that travel fastest are called primary waves.'],
      ['A city that grew along the canal is called Albany.'],
      ['A tool that shows your position is called a GPS unit.'],
      ['Boiling is the safest method of purifying water.'],
      ['Earthquakes are recorded by instruments called seismographs.'],
      ['Water is one of your most urgent needs in a survival situation.'],
    ]);
  });

  it("a statement keeps the text's order where the turned definition would lean on another sentence (the session 7 review)", () => {
    const analysis = analyseDocument([
      {
        index: 0,
        title: 'Part 1',
        content:
          'Aftershocks are smaller earthquakes that follow the mainshock. Dew is moisture that condenses on cool surfaces during the night.',
        startPage: null,
        endPage: null,
      },
    ]);
    // Before: none for the aftershocks ("Smaller earthquakes ..." reads as compared with something said before).
    expect(analysis.sentences.map((sentence) => usableForms(sentence).map((form) => form.claim))).toEqual([
      ['Aftershocks are smaller earthquakes that follow the mainshock.'],
      ['Moisture that condenses on cool surfaces during the night is called dew.'],
    ]);
  });

  it('a statement shows no clause that leans on the sentence before: "each" of what it named, or "too" (blind-s13 Q19, Q24)', () => {
    const analysis = analyseDocument([
      {
        index: 0,
        title: 'Part 1',
        content: [
          'A seismograph has a base that sets firmly in the ground and a heavy weight that hangs free.',
          'When an earthquake causes the ground to shake, the base shakes too, but the hanging weight does not.',
          'Each House shall be the Judge of the Elections of its own Members, and a Majority of each shall constitute a Quorum to do Business.',
          'Each State shall have at Least one Representative.',
          'Both Houses shall keep a Journal of their Proceedings.',
          'Each of the fifty states elects two senators to the national legislature.',
        ].join(' '),
        startPage: null,
        endPage: null,
      },
    ]);
    // Before: the base that "shakes too" was a statement, and so was "A Majority of each shall constitute a Quorum".
    expect(analysis.sentences.map((sentence) => usableForms(sentence).map((form) => form.claim))).toEqual([
      ['A seismograph has a base that sets firmly in the ground and a heavy weight that hangs free.'],
      [],
      ['Each House shall be the Judge of the Elections of its own Members.'],
      ['Each State shall have at Least one Representative.'],
      ['Both Houses shall keep a Journal of their Proceedings.'],
      ['Each of the fifty states elects two senators to the national legislature.'],
    ]);
  });

  it('drops an appositive or a bracket and moves a short fronted phrase to the end, never a list item', () => {
    expect(
      formsOf(
        'The idea of a canal was set out by Jesse Hawley, a flour merchant, in a series of essays. Secondary waves, or S waves, move the ground up and down or side to side and cannot travel through liquids. Even in cold areas, you need a minimum of 2 liters of water each day. In 1825, the canal was opened along its whole length. The kit should also hold a flashlight, a first aid kit, extra batteries and a whistle.',
      ),
    ).toEqual([
      ['The idea of a canal was set out by Jesse Hawley in a series of essays.'],
      ['Secondary waves move the ground up and down or side to side and cannot travel through liquids.'],
      ['You need a minimum of 2 liters of water each day, even in cold areas.'],
      ['The canal was opened along its whole length in 1825.'],
      ['The kit should also hold a flashlight, a first aid kit, extra batteries and a whistle.'],
    ]);
  });

  it('puts a closing phrase of time or setting in front, and only such a phrase of a plain clause (blind-s25: verbatim 24 of 30)', () => {
    expect(
      formsOf(
        'In a survival situation, water is what you need first. The still will produce about 1 liter of water in 24 hours. ' +
          'The canal was opened along its whole length on October 26, 1825. The towns along the route grew quickly in 1825. ' +
          'The first packet boats reached Rochester from Albany. Rochester grew quickly beside the new canal in 1823. ' +
          // Left as written: no setting noun ("in the hole"), a phrase that could attach across a comma, a
          // phrase with a verb; and (the code review of session 12) a phrase that may be a noun's or a
          // participle's, and a capital the text does not say is a name's.
          'You can increase the output by placing cut vegetation in the hole. The still, a simple device, produces more water in summer. ' +
          'Dew forms on surfaces that cool during the night. Water is one of your most urgent needs in a survival situation. ' +
          'The study followed children born in 1990. The report describes the fighting in the region. Apple sold its first computer in 1976.',
      ),
    ).toEqual([
      ['Water is what you need first in a survival situation.'],
      ['In 24 hours, the still will produce about 1 liter of water.'],
      ['On October 26, 1825, the canal was opened along its whole length.'],
      ['In 1825, the towns along the route grew quickly.'],
      ['The first packet boats reached Rochester from Albany.'],
      // "Rochester" is a name the text writes inside a sentence: its capital stays.
      ['In 1823, Rochester grew quickly beside the new canal.'],
      ['You can increase the output by placing cut vegetation in the hole.'],
      ['The still, a simple device, produces more water in summer.'],
      ['Dew forms on surfaces that cool during the night.'],
      ['Water is one of your most urgent needs in a survival situation.'],
      ['The study followed children born in 1990.'],
      ['The report describes the fighting in the region.'],
      ['Apple sold its first computer in 1976.'],
    ]);
  });

  it("states an instruction as the advice it gives, the step's place and a condition kept apart (session 16)", () => {
    expect(
      formsOf(
        [
          'Scrub your hands for at least 20 seconds.',
          'Never drink sea water, urine, or blood.',
          'Do not drink water from a puddle near a village.',
          'Next, place the plastic sheet over the hole of the still.',
          'If the water is cloudy or cold, use 10 drops of iodine per liter.',
          'To make a still, dig a hole about 1 meter across and 60 centimeters deep.',
          'Please read the label of the bottle before you use the gel.',
          'Because the water is dirty, boil it for ten minutes at sea level.',
          'Gently, rub the gel over all the surfaces of your hands.',
        ].join(' '),
      ),
    ).toEqual([
      ['You should scrub your hands for at least 20 seconds.'],
      ['You should never drink sea water, urine, or blood.'],
      ['You should not drink water from a puddle near a village.'],
      ['You should place the plastic sheet over the hole of the still.'],
      ['If the water is cloudy or cold, you should use 10 drops of iodine per liter.'],
      ['To make a still, you should dig a hole about 1 meter across and 60 centimeters deep.'],
      ['Please read the label of the bottle before you use the gel.'],
      ['Because the water is dirty, boil it for ten minutes at sea level.'],
      ['Gently, rub the gel over all the surfaces of your hands.'],
    ]);
  });

  it('gives the advice of an instruction after what says when or if, of "Don\'t", and of none a character gives or an argument sets (the code review of session 16)', () => {
    expect(
      formsOf(
        [
          'In a shipwreck, avoid drinking sea water.',
          'When lightning strikes, never stand under a tall tree.',
          "Don't open the oven door while the cake is baking.",
          'If you cut, chop, or dice the onions, wash the board.',
          'If the water smells bad, do not drink it without boiling it.',
          'Take the road to the left, the old man told them.',
          'Let n be the number of apples in the basket.',
          'Suppose the price of bread rises by 10 percent.',
          'Catherine the Great ruled Russia for 34 years.',
          // The second code review: an exercise.
          'Calculate the mass of 3 moles of water.',
          // The third: a verb before a name's capitals, a count, two verbs of the advice, an advice verb.
          'Call the Poison Control Center if a child swallows bleach.',
          'Drink 8 glasses of water a day.',
          'If you smell gas, leave and call the gas company.',
          'Find shelter within 30 minutes of the first thunder.',
          // The fourth: a name before its verb, a character's habit, a list after a colon, an object's "their",
          // a list of the advice after its condition.
          'Cook sailed to Australia in 1770.',
          'Trim the wick every morning, Thomas would say, and clean the glass before sunset.',
          'During an earthquake: Drop, cover, and hold on.',
          'If the person is unconscious, check their breathing, call 911 and start CPR.',
          'Before you leave, turn off the lights, lock the door and set the alarm.',
        ].join(' '),
      ),
    ).toEqual([
      ['In a shipwreck, you should avoid drinking sea water.'],
      ['When lightning strikes, you should never stand under a tall tree.'],
      ['You should not open the oven door while the cake is baking.'],
      ['If you cut, chop, or dice the onions, you should wash the board.'],
      ['If the water smells bad, you should not drink it without boiling it.'],
      ['Take the road to the left, the old man told them.'],
      ['Let n be the number of apples in the basket.'],
      ['Suppose the price of bread rises by 10 percent.'],
      ['Catherine the Great ruled Russia for 34 years.'],
      ['Calculate the mass of 3 moles of water.'],
      ['You should call the Poison Control Center if a child swallows bleach.'],
      ['You should drink 8 glasses of water a day.'],
      ['If you smell gas, you should leave and call the gas company.'],
      ['You should find shelter within 30 minutes of the first thunder.'],
      ['Cook sailed to Australia in 1770.'],
      ['Trim the wick every morning, Thomas would say, and clean the glass before sunset.'],
      ['During an earthquake: you should drop, cover, and hold on.'],
      ['If the person is unconscious, you should check their breathing, call 911 and start CPR.'],
      ['Before you leave, you should turn off the lights, lock the door and set the alarm.'],
    ]);
  });

  it('puts a clause of time, condition or cause on the other side of the main clause, where no pronoun points across', async () => {
    const [question] = await generateOne(
      'When the President of the United States is tried, the Chief Justice shall preside. Scientists cannot tell that an earthquake is a foreshock until the larger earthquake happens. Because S waves do not pass through the outer core, scientists concluded in 1906 that the core of the earth is partly liquid. If the water is cloudy, use 10 drops and let it stand for 30 minutes. An earthquake is what happens when two blocks of the earth suddenly slip past one another. The canal was opened along its whole length in 1825.',
      'MCQ_MULTI',
      1,
      'Part 1',
    );
    // Before: the first and third sentences word for word. "let it stand" keeps its condition in front (the
    // "it" would point forward).
    expect(question?.content).toEqual({
      options: [
        {
          id: 'a',
          text: 'Scientists concluded in 1906 that the core of the earth is partly liquid, because S waves do not pass through the outer core.',
          correct: true,
        },
        {
          id: 'b',
          text: 'The Chief Justice must preside when the President of the United States is tried.',
          correct: true,
        },
        {
          id: 'c',
          text: 'If the water is cloudy, people should use 11 drops and let it stand for 30 minutes.',
          correct: false,
        },
        { id: 'd', text: 'In 1825, the canal was opened along its whole length.', correct: true },
      ],
    });
  });
});
