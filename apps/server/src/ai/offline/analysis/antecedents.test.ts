import { describe, expect, it } from 'vitest';
import { analyseDocument, type DocumentAnalysis } from '../analysis.ts';
import { generateInOneJob } from '../test-support/generate.ts';

const analysisOf = (content: string): DocumentAnalysis =>
  analyseDocument([{ index: 0, title: 'Part 1', content, startPage: null, endPage: null }]);

/** Each sentence that opens with a pronoun for the subject before it, as a question of it shows it. */
const resolved = (analysis: DocumentAnalysis) =>
  analysis.sentences
    .filter((sentence) => sentence.opening !== null)
    .map((sentence) => [sentence.statement, analysis.shownText(sentence.text, [sentence.text])]);

const CANAL =
  'THE ERIE CANAL\n\n' +
  'The Erie Canal joined the Hudson River to Lake Erie. The canal was opened along its whole length on October 26, 1825. It ran 363 miles from Albany on the Hudson ' +
  'River to Buffalo on Lake Erie, and its 83 locks raised and lowered boats through a rise of about 565 feet.';

describe('a sentence that opens with "It" or "They" for the subject before it (issue 21: dangling references)', () => {
  it("is a statement a question shows with the subject in the pronoun's place, named as its own sentence names it", () => {
    expect(resolved(analysisOf(CANAL))).toEqual([
      [
        true,
        'The Erie Canal ran 363 miles from Albany on the Hudson River to Buffalo on Lake Erie, and its 83 locks raised and lowered boats through a rise of about 565 feet.',
      ],
    ]);
    expect(
      resolved(
        analysisOf(
          'A solar still is a device that draws water from the ground. To build a still, you need a plastic sheet. The still will produce about 1 liter of water in 24 hours. ' +
            'It works best in moist soil. The edges of the plates are rough. ' +
            'Tectonic plates cover the earth. The tectonic plates are huge slabs of rock. They get stuck at their edges.',
        ),
      ),
    ).toEqual([
      [true, 'The still works best in moist soil.'],
      [true, 'The tectonic plates get stuck at their edges.'],
    ]);
  });

  it('leaves the empty "it", a pronoun that disagrees in number, a person, another thing it may stand for, a subject the text seldom names and a subject with "of" as they are', () => {
    const analysis = analysisOf(
      [
        'The farms of the west had no cheap way to send grain to the canal. It was this problem that the canal solved.',
        'The canal was dug by hand in eight years. It is easy to see why the canal cost so much.',
        'The canal was finished in 1825. It is believed that the tolls paid for the canal.',
        'The canal was finished in 1825. It became clear that the canal would pay.',
        'The locks were built of stone and cement by local farmers. It ran along the valley for many miles.',
        'The engineer Benjamin Wright had been a surveyor of land. It was paid for by the state.',
        // The session 11 review: "The governor ran 363 miles", "The captain was pulled by two mules", "The
        // state was repaid".
        'The governor opened the canal in a ceremony. It ran 363 miles from Albany to Buffalo.',
        'The captain was proud of the packet boat. It was pulled by two mules along the canal.',
        'The state was paid for the canal with a loan. It was repaid within ten years.',
        // The second session 11 review: "The canal was carved by glaciers", "The canal was governed by Clinton".
        'The canal is dug through the Mohawk Valley. It was carved by glaciers long ago.',
        'The canal was built by the state of New York. It was governed by DeWitt Clinton.',
        'The edges of the plates are rough and uneven. They get stuck while the plates keep moving.',
        'The locks raised boats through a rise of 565 feet. They were built of stone.',
        'Governor Clinton opened the canal in a ceremony. He poured water from the lake into the sea.',
      ].join('\n\n'),
    );
    // "He" is resolved only for the person the whole text is about (session 25): the governor is not.
    expect(resolved(analysis)).toEqual([]);
    expect(
      analysis.sentences
        .filter((sentence) => /^(?:It|They) /.test(sentence.text))
        .map((sentence) => sentence.statement),
    ).toEqual([false, false, false, false, false, false, false, false, false, false, false, false, false]);
  });

  it('shows a clause without the pronoun with its "its" for the subject it stands for, and another sentence\'s "its" as written', () => {
    const analysis = analysisOf(
      'A solar still is a device that draws water from the ground. To build a still, you need a plastic sheet. The still will produce about 1 liter of water in 24 hours. ' +
        'It works best, and you can increase its output by placing cut vegetation in the hole. ' +
        'The pond lost water every summer. It fed a mill, and its wheel turned all year. The pond was dug by hand. The pond was deep. ' +
        // The code review of session 12: "the heater's temperature" (the water's).
        'The heater was cheap. The heater was small. The heater was red. It heats water with sunlight, and you can measure its temperature.',
    );
    const still = analysis.sentences.find((sentence) => sentence.text.startsWith('It works'))?.text ?? '';
    const mill = analysis.sentences.find((sentence) => sentence.text.startsWith('It fed'))?.text ?? '';
    const heater = analysis.sentences.find((sentence) => sentence.text.startsWith('It heats'))?.text ?? '';
    // Before: "You can increase its output ..." (blind-s24: "its output" lacks context).
    expect(
      [
        'You can increase its output by placing cut vegetation in the hole.',
        'You can decrease its output by placing cut vegetation in the hole.',
        still,
        // Another sentence's "its" in a question that cites both.
        'The canal was opened along its whole length.',
      ].map((text) => analysis.shownText(text, [still])),
    ).toEqual([
      "People can increase the still's output by placing cut vegetation in the hole.",
      "People can decrease the still's output by placing cut vegetation in the hole.",
      'The still works best, and people can increase its output by placing cut vegetation in the hole.',
      'The canal was opened along its whole length.',
    ]);
    // A noun stands between "It" and "its": the wheel may be the mill's, the temperature the water's.
    expect(analysis.shownText('Its wheel turned all year, and its wheel turned.', [mill])).toBe(
      'Its wheel turned all year, and its wheel turned.',
    );
    expect(analysis.shownText('You can measure its temperature.', [heater])).toBe(
      'People can measure its temperature.',
    );
  });

  it('gives questions on the sentence that name the subject, never "it"', async () => {
    const questions = await generateInOneJob(CANAL, [
      ['TRUE_FALSE', 2],
      ['FILL_GAP', 2],
      ['MCQ_SINGLE', 2],
    ]);
    const onIt = questions.filter((question) =>
      question.sourceSentences.some((sentence) => sentence.startsWith('It ran')),
    );
    // Before: the sentence opened with "It", no statement; no question used it.
    expect(onIt.map((question) => [question.type, question.content])).toEqual([
      [
        'FILL_GAP',
        {
          text: 'The Erie Canal ran 363 miles from Albany on the ___1___ to Buffalo on Lake Erie, and its 83 locks raised and lowered boats through a rise of about 565 feet.',
          gaps: [{ id: 1, answer: 'Hudson River' }],
        },
      ],
    ]);
    expect(
      questions
        .flatMap((question) => [question.questionText, JSON.stringify(question.content)])
        .filter((text) => /\b(?:it|It) (?:ran|run)\b/.test(text)),
    ).toEqual([]);
  });
});

describe('a sentence that opens with "He" or "She" (issue 21, the audit and the code review of session 25)', () => {
  it('shows the person the whole text is about, where the sentence before names no one else', () => {
    const pasteur = analysisOf(
      'Louis Pasteur\n\nLouis Pasteur was born in Dole in 1822. He studied chemistry in Paris. He became a professor at Strasbourg in 1849. Pasteur showed that microbes spoil wine. He found that heating wine to about 55 degrees Celsius killed the microbes.',
    );
    expect(resolved(pasteur)).toEqual([
      // Too short a claim to state alone (fewer than six words as written).
      [false, 'Louis Pasteur studied chemistry in Paris.'],
      [true, 'Louis Pasteur became a professor at Strasbourg in 1849.'],
      [true, 'Pasteur found that heating wine to about 55 degrees Celsius killed the microbes.'],
    ]);
  });

  it('leaves it where the sentence before names another person, says "her", or its subject is not whom the text is about', () => {
    // Before (the code review of session 25): "Gabriel Lippmann earned a degree ...", "Pierre Curie showed him ...",
    // "Louis Pasteur introduced antiseptic surgery ...", "Ada died in Greece in 1824 ..." keyed true.
    const cases = [
      'Marie Curie\n\nMarie Curie was born in Warsaw in 1867. She studied in secret. Gabriel Lippmann taught her physics at the Sorbonne. She earned a degree in physics in 1893.',
      'Pierre Curie\n\nPierre Curie was born in Paris in 1859. He studied magnetism. Pierre Curie met Henri Becquerel in 1896. He showed him a photographic plate.',
      'Louis Pasteur\n\nLouis Pasteur was born in 1822. He studied in Paris. He met Joseph Lister in London in 1874. He introduced antiseptic surgery in Glasgow.',
      'Ada Lovelace\n\nAugusta Ada Byron was born in London in 1815. Her parents separated when Ada was just a few weeks old. He died in Greece in 1824, when Ada was eight.',
    ].map((text) => resolved(analysisOf(text)).map(([, shown]) => shown));
    expect(cases).toEqual([
      ['Marie Curie studied in secret.'],
      ['Pierre Curie studied magnetism.'],
      ['Louis Pasteur studied in Paris.', 'Louis Pasteur met Joseph Lister in London in 1874.'],
      [],
    ]);
  });
});
