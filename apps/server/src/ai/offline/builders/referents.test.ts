import type { QuestionType } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../../generator.ts';
import { analyseDocument } from '../analysis.ts';
import { leansOnTheTextBefore } from '../analysis/statements.ts';
import { generateInOneJob } from '../test-support/generate.ts';

/** One job asking every text type three times, as the audit does. */
const EVERY_TYPE: Array<[QuestionType, number]> = (
  ['ORDERING', 'MATCHING', 'MCQ_SINGLE', 'OPEN', 'MCQ_MULTI', 'COMPLIANCE', 'TRUE_FALSE', 'FILL_GAP'] as const
).map((type) => [type, 3]);

/** What a taker reads of a question: its stem and every text of its content but the source it cites. */
const shownTexts = (questions: GeneratedQuestion[]) =>
  questions.map((question) => `${question.questionText} ${JSON.stringify(question.content)}`);

describe('no question quotes what it does not name (issue 21, the audits of session 26)', () => {
  it('states or blanks no sentence with "these", "this" or "that year" before a noun it has not named', async () => {
    const water = await generateInOneJob(
      'Water vapour rises and cools high in the atmosphere. The vapour condenses into tiny droplets of liquid water around specks of dust. Billions of these droplets together make a cloud. Rain falls when the droplets grow too heavy to stay in the air. The Sun provides the energy that drives the water cycle, and about 86 percent of global evaporation happens over the oceans.',
      EVERY_TYPE,
      'The Water Cycle',
    );
    const newton = await generateInOneJob(
      'Isaac Newton was born in Woolsthorpe in 1642. He studied at Trinity College, Cambridge, from 1661. In 1687 Newton published the Principia Mathematica with the help of Edmond Halley. In this book Newton stated his three laws of motion and his law of universal gravitation. Newton became president of the Royal Society in 1703.',
      EVERY_TYPE,
      'Isaac Newton',
    );
    const rome = await generateInOneJob(
      'In 60 BC Pompey, Crassus and Caesar formed an alliance later called the First Triumvirate. Gaius Julius Caesar was older than both and came from an old but poor patrician family. In 27 BC the Senate gave Octavian the title Augustus. Historians usually date the beginning of the Roman Empire from that year. The Republic had lasted for nearly five centuries.',
      EVERY_TYPE,
      'The Fall of the Roman Republic',
    );
    // Before: "Billions of these droplets together make a cloud." (true), "In this book Newton stated his three laws of motion
    // and his law of universal ___1___.", "Gaius Julius Caesar was older than both ...", "Historians usually date the
    // beginning of the ___1___ from that year."
    expect(
      shownTexts([...water, ...newton, ...rome]).filter((text) =>
        /these droplets|this book|older than both|from that year/.test(text),
      ),
    ).toEqual([]);
    expect([water.length, newton.length, rome.length].every((count) => count >= 3)).toBe(true);
  });

  it('states, blanks and orders no event of a "she" or "his" it cannot name', async () => {
    const questions = await generateInOneJob(
      'Florence Nightingale was born in Florence in 1820. In 1854 Sidney Herbert asked her to lead a group of nurses to Scutari. She arrived at Scutari with 38 nurses in November 1854. With the help of William Farr, Florence Nightingale analysed the causes of death in the war. Because of this work she became the first woman elected to the Royal Statistical Society in 1858. His letters to the War Office were published in 1860. In 1907 Florence Nightingale received the Order of Merit.',
      EVERY_TYPE,
      'Florence Nightingale',
    );
    // Before: "Because of this work she became the first woman elected ..." as an ORDERING item, "She arrived at Scutari with
    // ___1___ nurses ...", "His letters to the War Office were published in ___1___."
    expect(shownTexts(questions).filter((text) => /\bShe arrived|this work|His letters/.test(text))).toEqual([]);
    expect(questions.map((question) => question.questionText)).toEqual([
      'Put these events in chronological order, earliest first.',
      'Florence Nightingale analysed the causes of death in the war with the help of Sidney Herbert.',
    ]);
  });
});

describe('a rule of anyone (issue 21, the code review of session 26)', () => {
  it('reads "his or her" as anyone\'s, a lone "his" as someone\'s named before', () => {
    const leans = (text: string) =>
      analyseDocument([{ index: 0, title: 'Part 1', content: text, startPage: null, endPage: null }]).sentences.map(
        (sentence) => leansOnTheTextBefore(sentence),
      );
    expect(
      leans(
        'Every member must show his or her library card when borrowing books. His campaigns brought enormous wealth to Rome.',
      ),
    ).toEqual([false, true]);
  });
});
