import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../generator.ts';
import { answersEachOther } from './cross-questions.ts';

const SENTENCE =
  'The engineers had little formal training; Benjamin Wright, the chief engineer, had been a surveyor of land.';

const onTheSentence = (type: GeneratedQuestion['type'], questionText: string, content: unknown): GeneratedQuestion => ({
  type,
  questionText,
  difficulty: 'MEDIUM',
  content,
  explanation: null,
  hint: null,
  sourceSentences: [SENTENCE],
  position: 0,
});

const cloze = onTheSentence('FILL_GAP', 'Fill in the missing words in this sentence from the text.', {
  text: 'The engineers had little formal training; ___1___, the chief engineer, had been a surveyor of land.',
  gaps: [{ id: 1, answer: 'Benjamin Wright' }],
});

describe('questions of a job that answer each other (issue 21, blind review blind-s7)', () => {
  it('a statement to judge true is given away by a question that prints it whole, either way round', () => {
    const statement = onTheSentence('TRUE_FALSE', 'The engineers had little formal training.', { answer: true });
    // blind-s7 Q1 and Q16: the cloze's sentence is the true statement with its second clause blanked.
    expect(answersEachOther(cloze, statement)).toBe(true);
    expect(answersEachOther(statement, cloze)).toBe(true);
  });

  it('a statement the text does not print whole, or one on another sentence, is not', () => {
    const falseStatement = onTheSentence('TRUE_FALSE', 'The engineers had a long formal training.', {
      answer: false,
    });
    expect(answersEachOther(cloze, falseStatement)).toBe(false);
    const elsewhere = {
      ...onTheSentence('TRUE_FALSE', 'The engineers had little formal training.', { answer: true }),
      sourceSentences: ['The engineers had little formal training.'],
    };
    expect(answersEachOther(cloze, elsewhere)).toBe(false);
  });
});
