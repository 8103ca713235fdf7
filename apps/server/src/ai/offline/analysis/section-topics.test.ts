import { describe, expect, it } from 'vitest';
import { analyseDocument } from '../analysis.ts';
import { tagSentences } from '../nlp.ts';
import { headingTopic } from './section-topics.ts';

/** The topic of a heading in a text that names the Erie Canal, FEMA and George Washington. */
const topicOf = (heading: string) => {
  const names = new Map([
    ['erie canal', 'Erie Canal'],
    ['fema', 'FEMA'],
    ['george washington', 'George Washington'],
  ]);
  const tokens = tagSentences(heading).flatMap((sentence) =>
    sentence.tokens.map((token) => ({ ...token, start: token.start + sentence.offset })),
  );
  return headingTopic({ text: heading, tokens }, (phrase) => names.get(phrase.toLowerCase()) ?? null);
};

/** The topic of each sentence's section, in the text's order. */
const topicsOfSentences = (analysis: ReturnType<typeof analyseDocument>) =>
  analysis.sentences
    .filter((sentence) => sentence.role === 'sentence')
    .map((sentence) => analysis.sectionTopicOf(sentence));

describe("a section's topic from its heading (the second session 11 review)", () => {
  it('is the heading without its label and number, in lower case but for the names the text gives', () => {
    expect(
      [
        '6.3 WATER PURIFICATION',
        'CHAPTER IV THE ERIE CANAL',
        'Chapter 1 - The Erie Canal',
        'Unit 3: Seismic waves',
        'Measuring earthquakes',
        'How to use hand sanitizer',
        'Key Times to Wash Hands',
        '1800s Canal Building',
        'Floods and FEMA',
        'George Washington and the Potomac',
      ].map(topicOf),
    ).toEqual([
      'water purification',
      'the Erie Canal',
      'the Erie Canal',
      'seismic waves',
      'measuring earthquakes',
      'how to use hand sanitizer',
      'key times to wash hands',
      // Before: "s canal building", "- the Erie Canal", "floods and fema".
      '1800s canal building',
      'floods and FEMA',
      'George Washington and the potomac',
    ]);
  });

  it('is the title before a colon where that title is a name the text gives (the audit of session 25)', () => {
    // Before: "a life in politics", "building a new waterway" (the subtitle, lower case).
    expect(
      [
        'George Washington: A Life in Politics',
        'The Erie Canal: Building a New Waterway',
        'Water Treatment: Boiling and Filtering',
      ].map(topicOf),
    ).toEqual(['George Washington', 'the Erie Canal', 'boiling and filtering']);
  });

  it('is none for a bare or caption label, a generic heading, a question, a sentence or an instruction', () => {
    expect(
      [
        'Section 3',
        'Unit 3',
        'Lesson 4',
        'Chapter three',
        'Part one',
        'Table 2 Materials and Tools',
        'Figure 5',
        'Introduction',
        'Summary',
        'Step 3: dig the trench',
        'What was the Erie Canal',
        'Why does the earth shake?',
        'The canal opens in 1825',
        'Hamilton wrote',
        // Session 16: a longer instruction, or "Do ...", names none.
        'Use Hand Sanitizer When You Cannot Use Soap and Water',
        'Do Not Drink Sea Water',
        // The second code review: the steps' own verb names no purpose.
        'Steps to Take After a Car Accident',
      ].map(topicOf),
    ).toEqual(Array.from({ length: 17 }, () => null));
  });

  it('names a short instruction as what the section tells how to do (blind-s38 Q26: "the kit", session 16)', () => {
    expect(
      [
        'Build an Emergency Supply Kit',
        'Wash Your Hands',
        'Purify the Water',
        // The code review: a name or a gerund before "the" gives no instruction.
        'Peter the Great',
        'Preparing the Sample',
        // What the steps do (blind-s39 Q21).
        'Follow Five Steps to Wash Your Hands the Right Way',
        '3 Easy Steps for Cleaning the Filter',
        // The second code review: a name and its number.
        'Type 2 Diabetes',
      ].map(topicOf),
    ).toEqual([
      'how to build an emergency supply kit',
      'how to wash your hands',
      'how to purify the water',
      'peter the great',
      'preparing the sample',
      'how to wash your hands the right way',
      'cleaning the filter',
      'type 2 diabetes',
    ]);
  });

  it('names a title with its part\'s label after it, and is none for a title that opens with a preposition (blind-s25: "Under Article I of the US Constitution")', () => {
    expect(
      [
        'THE CONSTITUTION OF THE UNITED STATES\nArticle I',
        'The Erie Canal Chapter 4',
        'LEASE AGREEMENT Article 1',
        'Down the Rabbit-Hole',
        'Into the Wild',
        'According to Plan',
        'TITLE 1',
      ].map((heading) => {
        const tokens = tagSentences(heading).flatMap((sentence) =>
          sentence.tokens.map((token) => ({ ...token, start: token.start + sentence.offset })),
        );
        const names = new Map([
          ['united states', 'United States'],
          ['erie canal', 'Erie Canal'],
        ]);
        return headingTopic({ text: heading, tokens }, (phrase) => names.get(phrase.toLowerCase()) ?? null);
      }),
    ).toEqual([
      // Before: null ("UNITED" read as a verb; eight words with the label).
      'Article I of the Constitution of the United States',
      'Chapter 4 of the Erie Canal',
      // The code review of session 12: "Article 1 of lease agreement", "according to plan", "title 1".
      'Article 1 of the lease agreement',
      null,
      null,
      null,
      null,
    ]);
  });

  it("gives a bare label the topic of the heading of another kind above it, never a sibling's", () => {
    const analysis = analyseDocument([
      {
        index: 0,
        title: 'Part 1',
        content:
          'THE CONSTITUTION OF THE UNITED STATES\nArticle I\n\nSection 1\n\nAll legislative Powers shall be vested in a Congress of the United States.\n\n' +
          'Section 2\n\nThe House of Representatives shall be composed of Members chosen every second Year.\n\n' +
          // The code review of session 12: "Article II" took Article I's topic through its sections.
          'Article II\n\nSection 1\n\nThe executive Power shall be vested in a President of the United States.\n\n' +
          'Chapter 1 Water sources\n\nRainwater collected in clean containers is usually safe for drinking.\n\n' +
          'Chapter 2\n\nBoiling is the safest method of purifying water.',
        startPage: null,
        endPage: null,
      },
    ]);
    expect(topicsOfSentences(analysis)).toEqual([
      'Article I of the Constitution of the United States',
      'Article I of the Constitution of the United States',
      null,
      'water sources',
      // "Chapter 2" is the next chapter, not a part of "Chapter 1 Water sources".
      null,
    ]);
  });

  it("reaches a sentence from a heading of its chunk or the one before, not across chunks the job's scope leaves out", () => {
    const chunk = (index: number, content: string) => ({
      index,
      title: `Part ${index}`,
      content,
      startPage: null,
      endPage: null,
    });
    const analysis = analyseDocument([
      chunk(0, '6.3 WATER PURIFICATION\n\nRainwater collected in clean containers is usually safe for drinking.'),
      chunk(1, 'Boiling is the safest method of purifying water at sea level.'),
      chunk(7, 'The Erie Canal was opened along its whole length in 1825.'),
    ]);
    // Before: "Complete this sentence about water purification ..." of the canal's sentence in chunk 7.
    expect(topicsOfSentences(analysis)).toEqual(['water purification', 'water purification', null]);
  });

  it("keeps the capital of a people's or era's name the text writes only in its heading, not of a common word", () => {
    const analysis = analyseDocument([
      {
        index: 0,
        title: 'Part 1',
        content:
          'The Roman Colosseum\nThe Colosseum is an oval amphitheatre in the centre of Rome.\n\nWriting a Grant Proposal\nA grant proposal is a document that asks a funding body for money.\n\nThe Victorian Railway\nThe first line opened in 1825.',
        startPage: null,
        endPage: null,
      },
    ]);
    // Before: "the roman Colosseum" and "the victorian railway".
    expect(topicsOfSentences(analysis)).toEqual([
      'the Roman Colosseum',
      'writing a grant proposal',
      'the Victorian railway',
    ]);
  });

  it('keeps the capitals of a name no English word shares, and of the words beside it that are part of it (the audits of session 21)', () => {
    const topicOf = (heading: string) => {
      const analysis = analyseDocument([
        {
          index: 0,
          title: 'Part 1',
          content: `${heading}\nThe main office keeps a record of every visit made during the year.`,
          startPage: null,
          endPage: null,
        },
      ]);
      const sentence = analysis.sentences.find((each) => each.role === 'sentence');
      return sentence && analysis.sectionTopicOf(sentence);
    };
    // Before: "hillcrest academy examination regulations" and "nikola tesla and the electric motor". "Swan" is an English
    // word as well as a name, and "Exoplanet" a word general English does not know: the heading alone does not make
    // either a name. The code review of session 22: no half of a name ("oliver Cromwell"), no common noun after a
    // people's name ("Roman Bridge building").
    expect(
      [
        'Hillcrest Academy Examination Regulations',
        'Nikola Tesla and the Electric Motor',
        'Oliver Cromwell and the Civil War',
        'Anglo-Saxon England',
        'Roman Bridge Building',
        'Swan Lake Water Sources',
        'Exoplanet Detection Methods',
        'Mount Everest Expeditions',
        'Lake Baikal Water Quality',
        'Thames River Bridge Building',
      ].map(topicOf),
    ).toEqual([
      'Hillcrest Academy examination regulations',
      'Nikola Tesla and the electric motor',
      'Oliver Cromwell and the civil war',
      'Anglo-Saxon England',
      'Roman bridge building',
      'swan lake water sources',
      'exoplanet detection methods',
      'Mount Everest expeditions',
      // The second code review: a word no one knows beside a place's noun is its name; a place's noun joins a name, not
      // another such noun.
      'Lake Baikal water quality',
      'Thames River bridge building',
    ]);
  });
});

describe('topics of the audits of session 26', () => {
  it('names a person a title gives before its subtitle, and a noun "of" something without "how to"', () => {
    const topics = (text: string) => {
      const analysis = analyseDocument([{ index: 0, title: 'Part 1', content: text, startPage: null, endPage: null }]);
      return analysis.sentences.map((sentence) => analysis.sectionTopicOf(sentence));
    };
    // Before: "a life in the air" (the text writes "Amelia Mary Earhart" and "Earhart") and "how to conduct of pupils".
    expect(
      topics(
        'Amelia Earhart: A Life in the Air\n\nAmelia Mary Earhart was born in Atchison, Kansas. Earhart flew across the Atlantic in 1932.',
      )[1],
    ).toBe('Amelia Earhart');
    expect(
      topics(
        '7. Conduct of Pupils\n\nPupils must wear school uniform on day trips. Pupils must stay with their group at all times.',
      )[1],
    ).toBe('conduct of pupils');
  });
});
