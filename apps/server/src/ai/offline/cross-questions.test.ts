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

  it('a term a MATCHING pairs is given away by a question that prints it in the sentence both cite (blind-s7 Q5, Q15)', () => {
    const matching = {
      ...onTheSentence('MATCHING', 'Match each word or phrase with the sentence from the text that it completes.', {
        left: [
          { id: 1, text: 'Benjamin Wright', matchId: 10 },
          { id: 2, text: 'Rome', matchId: 11 },
          { id: 3, text: 'England', matchId: 12 },
        ],
        right: [
          {
            id: 10,
            text: 'The engineers had little formal training; _____, the chief engineer, had been a surveyor of land.',
          },
          { id: 11, text: 'Construction began at _____, New York, on July 4, 1817.' },
          { id: 12, text: 'Canvass White travelled to _____ to study canals.' },
        ],
      }),
      sourceSentences: [
        SENTENCE,
        'Construction began at Rome, New York, on July 4, 1817.',
        'Canvass White travelled to England to study canals.',
      ],
    };
    const ordering = {
      ...onTheSentence('ORDERING', 'Put these events in chronological order, earliest first.', {
        items: [
          { id: 1, text: 'Construction began at Rome, New York.' },
          { id: 2, text: 'The canal was opened along its whole length.' },
          { id: 3, text: 'The Erie Canal was enlarged.' },
        ],
      }),
      sourceSentences: ['Construction began at Rome, New York, on July 4, 1817.'],
    };
    expect(answersEachOther(ordering, matching)).toBe(true);
    expect(answersEachOther(matching, ordering)).toBe(true);
  });

  it('an open answer is given away by a cloze of its sentence, and asked again by a statement that changes a word of it (blind-s8 Q3, Q9, Q24, Q26)', () => {
    // Its answer is the sentence (a definition's or a rule's is): the cloze prints all of it but a name.
    const open = onTheSentence('OPEN', 'What had the chief engineer been, according to the text?', {
      answer: SENTENCE,
    });
    expect(answersEachOther(cloze, open)).toBe(true);
    const changed = onTheSentence(
      'TRUE_FALSE',
      'The engineers had little formal training; John Jervis, the chief engineer, had been a surveyor of land.',
      {
        answer: false,
      },
    );
    expect(answersEachOther(changed, open)).toBe(true);
    expect(answersEachOther(open, changed)).toBe(true);
  });

  it("a false statement made of one clause changes nothing in the other clause (this session's review)", () => {
    const otherClause = onTheSentence('TRUE_FALSE', 'The engineers had little formal training.', { answer: true });
    const falseClause = onTheSentence('TRUE_FALSE', 'Benjamin Wright had been a surveyor of ships.', { answer: false });
    expect(answersEachOther(falseClause, otherClause)).toBe(false);
    expect(answersEachOther(otherClause, falseClause)).toBe(false);
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
