import { describe, expect, it } from 'vitest';
import { supportScore } from '../../quality.ts';
import { inTheThirdPerson } from './person.ts';

describe('a statement of a how-to text in the third person (issue 21: paraphrase, blind-s32 Q24)', () => {
  it('names "people" first, then "they" as a subject and "them" as an object, "their" for "your"', () => {
    expect(
      [
        'Cholera and typhoid are diseases you may get even if you are vaccinated.',
        'By drinking nonpotable water you may contract diseases or swallow organisms that can harm you.',
        'You must purify water from lakes, ponds, swamps, springs, or streams.',
        'You should wash your hands before you eat and give yourself time.',
        'The water that you drink must be clean, and you must boil it for you to be safe.',
        'If soap and water are not readily available, you can use a sanitizer with at least ___1___% alcohol.',
        'More than three-fourths of your body is composed of fluids.',
        'Your body loses fluid in the heat, and you must replace your water.',
      ].map(inTheThirdPerson),
    ).toEqual([
      'Cholera and typhoid are diseases people may get even if they are vaccinated.',
      'By drinking nonpotable water people may contract diseases or swallow organisms that can harm them.',
      'People must purify water from lakes, ponds, swamps, springs, or streams.',
      'People should wash their hands before they eat and give themselves time.',
      'The water that people drink must be clean, and they must boil it for them to be safe.',
      'If soap and water are not readily available, people can use a sanitizer with at least ___1___% alcohol.',
      "More than three-fourths of a person's body is composed of fluids.",
      "A person's body loses fluid in the heat, and they must replace their water.",
    ]);
  });

  it('puts advice in the third person whatever participle follows, but not what the reader should have done (session 16)', () => {
    expect(
      [
        'You should stay away from downed power lines.',
        'You should use a fire extinguisher rated for electrical fires.',
        'You should have seen the look on his face.',
        // The third code review: "have" that owns, and "not" before the perfect's "have".
        'You must have a valid passport to enter Canada.',
        'You should not have eaten the berries.',
      ].map(inTheThirdPerson),
    ).toEqual([
      // Before: the first two as written ("downed", "rated" read as a story's past), the third "People should
      // have seen ...".
      'People should stay away from downed power lines.',
      'People should use a fire extinguisher rated for electrical fires.',
      'You should have seen the look on his face.',
      'People must have a valid passport to enter Canada.',
      'You should not have eaten the berries.',
    ]);
  });

  it('leaves as written what "you" addresses: a question, an instruction, a quotation, a narrator, a contraction', () => {
    const asWritten = [
      'How many drops of iodine do you add to 1 liter of water?',
      'Scrub your hands until you finish.',
      'Protect yourself from the sun.',
      'Yourself aside, the guests ate first.',
      '"You are late," said the Hatter.',
      "For, you see, as she couldn't answer either question, it didn't much matter.",
      'She looked along the passage into the loveliest garden you ever saw.',
      "You're late for the meeting.",
      'The guests said thank you to the host.',
      // The code review of session 14: instructions the tagger misses, a story, a party, a group, a title.
      'Sneeze into your elbow if you have no tissue nearby.',
      'Always wash your hands before you eat a meal.',
      'If you feel dizzy, sit down in the shade.',
      'Many of you will get sick in the heat.',
      'Nobody warned you about the dog.',
      'In 1921, you were the second guest.',
      'You may cancel the service at any time by giving us 30 days of notice.',
      'You and I went to the market.',
      'People you meet may carry germs.',
      '‘You are late,’ said the Hatter.',
      'Your Majesty is welcome here.',
      'YOU MUST BOIL THE WATER.',
      'A battery-powered radio lets you receive alerts from the National Weather Service.',
      // The harness of session 14: an instruction whose verb is tagged otherwise.
      'Dry your hands using a clean towel or air dry them.',
      'The canal opened in 1825.',
    ];
    expect(asWritten.map(inTheThirdPerson)).toEqual(asWritten);
  });

  it('is as well grounded in the text as the sentence it rewords: "people" claims no more than "you"', () => {
    const source = 'Cholera and typhoid are diseases you may get even if you are vaccinated.';
    // Before: 0.8 (five content words of the statement's six, "people" not among the text's).
    expect(supportScore(source, inTheThirdPerson(source))).toBe(1);
    expect(supportScore(source, 'Cholera and measles are diseases people may get.')).toBeLessThan(1);
    // Only for a text that says "you": "Only people carry the virus" is no claim of "Only animals carry the
    // virus" (the code review of session 14: 1.00 when "people" was a stop word).
    expect(supportScore('Only animals carry the virus.', 'Only people carry the virus.')).toBeLessThan(0.75);
  });
});
