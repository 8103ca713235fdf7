import { describe, expect, it } from 'vitest';
import { containsText, supportScore } from '../../quality.ts';
import { analyseDocument, type DocumentAnalysis } from '../analysis.ts';
import { generateOne } from '../test-support/generate.ts';

const analysisOf = (content: string): DocumentAnalysis =>
  analyseDocument([{ index: 0, title: 'Part 1', content, startPage: null, endPage: null }]);

/** A text as a question of its `sentence`th sentence shows it. */
const shownIn = (analysis: DocumentAnalysis, sentence: number, text: string) =>
  analysis.shownText(text, [analysis.sentences[sentence]?.text ?? '']);

const ARTICLE_ONE =
  'THE CONSTITUTION OF THE UNITED STATES\n\n' +
  'The House of Representatives shall be composed of Members chosen every second Year by the People of the several States. ' +
  'No Person shall be a Representative who shall not have attained to the Age of twenty five Years. ' +
  'The Number of Representatives shall not exceed one for every thirty Thousand, but each State shall have at Least one Representative. ' +
  'The Senate shall chuse their other Officers in the Absence of the Vice President. ' +
  'Neither House shall adjourn for more than three days, nor to any other Place than that in which the two Houses shall be sitting. ' +
  'The Times, Places and Manner of holding Elections shall be prescribed in each State. ' +
  'The Congress shall assemble at least once in every Year, and such Meeting shall be on the first Monday in December.';

describe('how a question shows the text (issue 21: archaic wording, a subject named in full)', () => {
  it("shows the eighteenth century's capitalised common nouns and spellings as a reader today writes them", () => {
    const analysis = analysisOf(ARTICLE_ONE);
    const sentences = analysis.sentences.map((sentence) => analysis.shownText(sentence.text, [sentence.text]));
    expect(sentences).toEqual([
      'THE CONSTITUTION OF THE UNITED STATES',
      // "Representatives" of "House of Representatives" and "States" of "United States" are names.
      'The House of Representatives shall be composed of members chosen every second year by the people of the several States.',
      // "No" opens the sentence: "Person" is no part of a name; "Representative" is one of "House of Representatives".
      'No person shall be a Representative who shall not have attained to the age of twenty five years.',
      // "Number of Representatives": joined by "of", a name as the text writes it.
      // "State" is joined to no other capitalised word in this text.
      'The Number of Representatives shall not exceed one for every thirty thousand, but each state shall have at least one Representative.',
      'The Senate shall choose their other officers in the Absence of the Vice President.',
      // "House" is a name of the text ("House of Representatives"), so "the two Houses" too.
      'Neither House shall adjourn for more than three days, nor to any other place than that in which the two Houses shall be sitting.',
      // A comma parts "Times, Places": neither is a name.
      'The times, places and manner of holding elections shall be prescribed in each state.',
      // A day and a month keep their capitals ("May" is "may" in general English).
      'The Congress shall assemble at least once in every year, and such meeting shall be on the first Monday in December.',
    ]);
  });

  it('keeps the capitals of a text of today, where a town is named like a word', () => {
    const analysis = analysisOf(
      'The train from Reading stopped at Bath in May. The line to Mobile was built by the Southern Railway. ' +
        'Passengers from Reading changed trains at Bath for the coast.',
    );
    expect(shownIn(analysis, 0, 'The train from Reading stopped at Bath in May.')).toBe(
      'The train from Reading stopped at Bath in May.',
    );
  });

  it('a question on a text that says "chuse" shows "choose", and is grounded and cited as the text says it', async () => {
    const questions = await generateOne(
      `${ARTICLE_ONE} The House of Representatives shall chuse their Speaker and other Officers.`,
      'TRUE_FALSE',
      8,
    );
    const choosing = questions.filter((question) => /choose/i.test(question.questionText));
    expect(choosing.map((question) => question.questionText)).toContain(
      'The Senate shall choose their other officers in the Absence of the Vice President.',
    );
    expect(questions.some((question) => /chuse|Least|Officers/.test(question.questionText))).toBe(false);
    const cited = choosing.find((question) => question.questionText.startsWith('The Senate'));
    expect(cited?.sourceSentences).toEqual([
      'The Senate shall chuse their other Officers in the Absence of the Vice President.',
    ]);
    expect(
      containsText('The Senate shall chuse their other Officers', 'the senate shall choose their other officers'),
    ).toBe(true);
    expect(supportScore('The House shall chuse their Speaker.', 'Shall choose their speaker')).toBe(1);
  });

  const ERIE =
    'THE ERIE CANAL\n\n' +
    'The Erie Canal joined the Hudson River to Lake Erie. Work on the canal began at Rome in 1817. ' +
    'The canal boats carried flour to New York City. The canal was opened along its whole length in 1825. ' +
    'The canal made New York the largest port of the country. In 1918 the Erie Canal was replaced by the New York State Barge Canal. ' +
    'The canal carries few boats today.';

  it('names the subject of the title in full where the text says "the canal" of it', () => {
    const analysis = analysisOf(ERIE);
    const shown = analysis.sentences
      .filter((sentence) => sentence.role !== 'heading')
      .map((sentence) => analysis.shownText(sentence.text, [sentence.text]));
    expect(shown).toEqual([
      'The Erie Canal joined the Hudson River to Lake Erie.',
      'Work on the Erie Canal began at Rome in 1817.',
      // "the canal boats": the boats of the canal, a term of its own.
      'The canal boats carried flour to New York City.',
      'The Erie Canal was opened along its whole length in 1825.',
      'The Erie Canal made New York the largest port of the country.',
      'In 1918 the Erie Canal was replaced by the New York State Barge Canal.',
      // After the text names another canal, "the canal" may be that one.
      'The canal carries few boats today.',
    ]);
    // A text that names the canal in full already, and one of a sentence the analysis does not know, stay.
    expect(shownIn(analysis, 2, 'Which canal? The Erie Canal, the canal of the title.')).toBe(
      'Which canal? The Erie Canal, the canal of the title.',
    );
    expect(analysis.shownText('The canal was opened.', ['A sentence of another text.'])).toBe('The canal was opened.');
  });

  it('names no subject in full from a title of a plural name ("the States" are others than the United States)', () => {
    const analysis = analysisOf(
      'THE UNITED STATES\n\nThe United States is a federal republic. The states keep their own laws. The states elect the Senate.',
    );
    expect(shownIn(analysis, 2, 'The states keep their own laws.')).toBe('The states keep their own laws.');
  });

  it('a question on the canal asks about the Erie Canal', async () => {
    const questions = await generateOne(ERIE, 'OPEN', 3, 'THE ERIE CANAL');
    expect(questions.map((question) => question.questionText)).toContain(
      'In what year was the Erie Canal opened along its whole length?',
    );
  });
});
