import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analysis.ts';
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
      ['Aftershocks are smaller earthquakes that follow the mainshock.'],
      [
        'The House of Representatives shall chuse their Speaker and other Officers; and shall have the sole Power of Impeachment.',
      ],
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
});
