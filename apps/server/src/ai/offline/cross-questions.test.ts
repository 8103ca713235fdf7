import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { GeneratedQuestion } from '../generator.ts';
import { containsText } from '../quality.ts';
import { answersEachOther, type SentencesSaying, yearsGiveAnOrderAway } from './cross-questions.ts';
import { generateInOneJob } from './test-support/generate.ts';

const SENTENCE =
  'The engineers had little formal training; Benjamin Wright, the chief engineer, had been a surveyor of land.';

/** How many of these sentences say a text, as DocumentAnalysis.sentencesSaying counts it. */
const saidBy =
  (...sentences: string[]): SentencesSaying =>
  (text) =>
    sentences.filter((sentence) => containsText(sentence, text)).length;

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

/** The Erie Canal text's sentences these tests quote, and one that says the chief engineer's name again. */
const ERIE = saidBy(
  SENTENCE,
  'Construction began at Rome, New York, on July 4, 1817.',
  'Canvass White travelled to England to study canals.',
  'Benjamin Wright later surveyed other canals.',
  'Benjamin Wright is called the father of American civil engineering.',
);

const cloze = onTheSentence('FILL_GAP', 'Fill in the missing words in this sentence from the text.', {
  text: 'The engineers had little formal training; ___1___, the chief engineer, had been a surveyor of land.',
  gaps: [{ id: 1, answer: 'Benjamin Wright' }],
});

describe('questions of a job that answer each other (issue 21, blind review blind-s7)', () => {
  it('a statement to judge true is given away by a question that prints it whole, either way round', () => {
    const statement = onTheSentence('TRUE_FALSE', 'The engineers had little formal training.', { answer: true });
    // blind-s7 Q1 and Q16: the cloze's sentence is the true statement with its second clause blanked.
    expect(answersEachOther(cloze, statement, ERIE)).toBe(true);
    expect(answersEachOther(statement, cloze, ERIE)).toBe(true);
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
    expect(answersEachOther(ordering, matching, ERIE)).toBe(true);
    expect(answersEachOther(matching, ordering, ERIE)).toBe(true);
  });

  it('an open answer is given away by a cloze of its sentence, and asked again by a statement that changes a word of it (blind-s8 Q3, Q9, Q24, Q26)', () => {
    // Its answer is the sentence (a definition's or a rule's is): the cloze prints all of it but a name.
    const open = onTheSentence('OPEN', 'What had the chief engineer been, according to the text?', {
      answer: SENTENCE,
    });
    expect(answersEachOther(cloze, open, ERIE)).toBe(true);
    const changed = onTheSentence(
      'TRUE_FALSE',
      'The engineers had little formal training; John Jervis, the chief engineer, had been a surveyor of land.',
      {
        answer: false,
      },
    );
    expect(answersEachOther(changed, open, ERIE)).toBe(true);
    expect(answersEachOther(open, changed, ERIE)).toBe(true);
  });

  it("a false statement made of one clause changes nothing in the other clause (this session's review)", () => {
    const otherClause = onTheSentence('TRUE_FALSE', 'The engineers had little formal training.', { answer: true });
    const falseClause = onTheSentence('TRUE_FALSE', 'Benjamin Wright had been a surveyor of ships.', { answer: false });
    expect(answersEachOther(falseClause, otherClause, ERIE)).toBe(false);
    expect(answersEachOther(otherClause, falseClause, ERIE)).toBe(false);
  });

  it('two blanks of one sentence, one inside the other, ask one fact', () => {
    const chiefEngineer = onTheSentence('FILL_GAP', 'Fill in the missing words in this sentence from the text.', {
      text: 'The engineers had little formal training; Benjamin Wright, the ___1___, had been a surveyor of land.',
      gaps: [{ id: 1, answer: 'chief engineer' }],
    });
    const engineer = onTheSentence('FILL_GAP', 'Fill in the missing word in this sentence from the text.', {
      text: 'The engineers had little formal training; Benjamin Wright, the chief ___1___, had been a surveyor of land.',
      gaps: [{ id: 1, answer: 'engineer' }],
    });
    expect(answersEachOther(chiefEngineer, engineer, ERIE)).toBe(true);
    expect(answersEachOther(engineer, chiefEngineer, ERIE)).toBe(true);
  });

  it('a blank inside the short answer of an open question on its sentence asks one fact, though neither prints the other', () => {
    const open = onTheSentence('OPEN', 'Who had been a surveyor of land, according to the text?', {
      answer: 'Benjamin Wright, the chief engineer',
    });
    expect(answersEachOther(cloze, open, ERIE)).toBe(true);
    expect(answersEachOther(open, cloze, ERIE)).toBe(true);
    const elsewhere = { ...open, sourceSentences: ['Benjamin Wright, the chief engineer, surveyed other canals.'] };
    expect(
      answersEachOther(
        cloze,
        elsewhere,
        saidBy(SENTENCE, elsewhere.sourceSentences[0]!, 'Benjamin Wright lived.', 'Benjamin Wright died.'),
      ),
    ).toBe(false);
  });

  it("a false statement that changes a word of an open question's short answer asks its fact again", () => {
    const senators = 'The Senate of the United States shall be composed of two Senators from each State.';
    const howMany = {
      ...onTheSentence(
        'OPEN',
        'The Senate of the United States shall be composed of how many Senators from each State?',
        {
          answer: 'two Senators',
        },
      ),
      sourceSentences: [senators],
    };
    const changed = {
      ...onTheSentence('TRUE_FALSE', senators.replace('two', 'three'), { answer: false }),
      sourceSentences: [senators],
    };
    const said = saidBy(senators);
    expect(answersEachOther(changed, howMany, said)).toBe(true);
    expect(answersEachOther(howMany, changed, said)).toBe(true);
  });

  it('a statement to judge that is part of an open answer gives it away, and a false option that changes the first word of a short answer asks it again (blind-s14 Q7, Q28; blind-s15 Q21, Q27)', () => {
    const giardiasis =
      'Giardiasis is an infection caused by a parasite found in untreated water; its symptoms appear one to two weeks after exposure.';
    const open = {
      ...onTheSentence('OPEN', 'What is giardiasis?', { answer: giardiasis }),
      sourceSentences: [giardiasis],
    };
    const turned = {
      ...onTheSentence(
        'TRUE_FALSE',
        'An infection caused by a parasite found in untreated water is called giardiasis.',
        {
          answer: true,
        },
      ),
      sourceSentences: [giardiasis],
    };
    const said = saidBy(giardiasis);
    expect(answersEachOther(turned, open, said)).toBe(true);
    expect(answersEachOther(open, turned, said)).toBe(true);
    const senate =
      'The Senate of the United States shall be composed of two Senators from each State, chosen by the Legislature thereof, for six Years; and each Senator shall have one Vote.';
    const howMany = {
      ...onTheSentence(
        'OPEN',
        'The Senate of the United States shall be composed of how many Senators from each State?',
        {
          answer: 'two Senators',
        },
      ),
      sourceSentences: [senate],
    };
    const wrongOption = {
      ...onTheSentence('MCQ_MULTI', 'Which of these statements does the text support? Select all that apply.', {
        options: [
          {
            id: 'a',
            text: 'The Senate of the United States shall be composed of two Representatives from each State, chosen by the Legislature thereof, for six Years.',
            correct: false,
          },
          { id: 'b', text: 'The Senate shall have the sole Power to try all Impeachments.', correct: true },
          {
            id: 'c',
            text: 'The House of Representatives shall chuse their Speaker and other Officers.',
            correct: true,
          },
        ],
      }),
      sourceSentences: [
        senate,
        'The Senate shall have the sole Power to try all Impeachments.',
        'The House of Representatives shall chuse their Speaker and other Officers.',
      ],
    };
    expect(answersEachOther(howMany, wrongOption, saidBy(senate))).toBe(true);
  });

  it('one false statement held false twice, by a TRUE_FALSE and by a wrong option, asks one fact (blind-s10 Q7, Q10)', () => {
    const falseStatement = onTheSentence('TRUE_FALSE', 'Benjamin Wright had been a surveyor of ships.', {
      answer: false,
    });
    const options = onTheSentence(
      'MCQ_MULTI',
      'Which of these statements does the text support? Select all that apply.',
      {
        options: [
          { id: 'a', text: 'The engineers had little formal training.', correct: true },
          { id: 'b', text: 'Benjamin Wright, the chief engineer, had been a surveyor of ships.', correct: false },
          { id: 'c', text: 'Construction began at Rome, New York, on July 4, 1817.', correct: true },
        ],
      },
    );
    expect(answersEachOther(falseStatement, options, ERIE)).toBe(true);
    expect(answersEachOther(options, falseStatement, ERIE)).toBe(true);
  });

  it('a term a MATCHING pairs is asked again by a false statement that puts another in its place (blind-s12 Q6, Q24)', () => {
    const matching = onTheSentence(
      'MATCHING',
      'Match each word or phrase with the sentence from the text that it completes.',
      {
        left: [
          { id: 1, text: 'chief engineer', matchId: 10 },
          { id: 2, text: 'Rome', matchId: 11 },
        ],
        right: [
          {
            id: 10,
            text: 'The engineers had little formal training; Benjamin Wright, the _____, had been a surveyor of land.',
          },
          { id: 11, text: 'Construction began at _____, New York, on July 4, 1817.' },
        ],
      },
    );
    const swapped = onTheSentence(
      'TRUE_FALSE',
      'The engineers had little formal training; Benjamin Wright, the canal builder, had been a surveyor of land.',
      { answer: false },
    );
    expect(answersEachOther(swapped, matching, ERIE)).toBe(true);
    expect(answersEachOther(matching, swapped, ERIE)).toBe(true);
  });

  it('a statement the text does not print whole, or one on another sentence, is not', () => {
    const falseStatement = onTheSentence('TRUE_FALSE', 'The engineers had a long formal training.', {
      answer: false,
    });
    expect(answersEachOther(cloze, falseStatement, ERIE)).toBe(false);
    const elsewhere = {
      ...onTheSentence('TRUE_FALSE', 'The engineers had little formal training.', { answer: true }),
      sourceSentences: ['The engineers had little formal training.'],
    };
    expect(answersEachOther(cloze, elsewhere, ERIE)).toBe(false);
  });

  describe('on different sentences (blind-s7, blind-s9)', () => {
    const ABSENCE =
      'The Senate shall chuse their other Officers, and also a President pro tempore, in the Absence of the Vice President.';
    const PRESIDES = 'The Vice President of the United States shall be President of the Senate.';
    const constitution = saidBy(PRESIDES, ABSENCE, 'The Senate shall have the sole Power to try all Impeachments.');
    const vicePresidentBlanked = {
      ...onTheSentence('FILL_GAP', 'Fill in the missing words in this sentence from the text.', {
        text: 'The ___1___ of the United States shall be President of the Senate.',
        gaps: [{ id: 1, answer: 'Vice President' }],
      }),
      sourceSentences: [PRESIDES],
    };
    const onAbsence = {
      ...onTheSentence('TRUE_FALSE', ABSENCE, { answer: true }),
      sourceSentences: [ABSENCE],
    };

    it('a short answer few sentences of the text say is given away by a question that prints it', () => {
      // "Vice President" is said by two sentences: a taker who read the other one has the answer.
      expect(answersEachOther(onAbsence, vicePresidentBlanked, constitution)).toBe(true);
      expect(answersEachOther(vicePresidentBlanked, onAbsence, constitution)).toBe(true);
      // Said by a third sentence it is one of the text's common words, printed by half the quiz.
      const often = saidBy(PRESIDES, ABSENCE, 'The Vice President shall be chosen by the Electors.');
      expect(answersEachOther(onAbsence, vicePresidentBlanked, often)).toBe(false);
    });

    it('nor a bare count printed of another thing ("4 liters" beside "about ___ percent salt")', () => {
      const SALT = 'Sea water contains about 4 percent salt.';
      const LITERS = 'An adult needs about 4 liters of water a day in hot weather.';
      const water = saidBy(SALT, LITERS);
      const salt = {
        ...onTheSentence('FILL_GAP', 'Fill in the missing number in this sentence from the text.', {
          text: 'Sea water contains about ___1___ percent salt.',
          gaps: [{ id: 1, answer: '4' }],
        }),
        sourceSentences: [SALT],
      };
      const liters = { ...onTheSentence('TRUE_FALSE', LITERS, { answer: true }), sourceSentences: [LITERS] };
      expect(answersEachOther(liters, salt, water)).toBe(false);
    });

    it('but not by a wrong option or a word a false statement put in', () => {
      const senateBlanked = {
        ...onTheSentence('MCQ_SINGLE', 'The Vice President of the United States shall be President of the _____.', {
          options: [
            { id: 'a', text: 'Senate', correct: true },
            { id: 'b', text: 'Vice President', correct: false },
            { id: 'c', text: 'House', correct: false },
          ],
        }),
        sourceSentences: ['The Senate shall have the sole Power to try all Impeachments.'],
      };
      const falseStatement = {
        ...onTheSentence('TRUE_FALSE', 'The Senate shall have the sole Power to try all Vice Presidents.', {
          answer: false,
        }),
        sourceSentences: ['The Senate shall have the sole Power to try all Impeachments.'],
      };
      expect(answersEachOther(senateBlanked, vicePresidentBlanked, constitution)).toBe(false);
      expect(answersEachOther(falseStatement, vicePresidentBlanked, constitution)).toBe(false);
    });

    it('events put in order by the years they are told without are given away by the questions that print two of them', () => {
      const CHILE = 'The largest earthquake ever recorded struck Chile on May 22, 1960, with a magnitude of 9.5.';
      const SAN_FRANCISCO = 'The San Francisco earthquake of 1906 had a magnitude of about 7.9.';
      const ALASKA = 'In Alaska, the Great Alaska earthquake of 1964 had a magnitude of 9.2.';
      const earthquakes = saidBy(CHILE, SAN_FRANCISCO, ALASKA, 'Scientists concluded in 1906 that the core is liquid.');
      const ordering = {
        ...onTheSentence('ORDERING', 'Put these events in chronological order, earliest first.', {
          items: [
            { id: 1, text: 'The San Francisco earthquake had a magnitude of about 7.9.' },
            { id: 2, text: 'The largest earthquake ever recorded struck Chile with a magnitude of 9.5.' },
            { id: 3, text: 'In Alaska, the Great Alaska earthquake had a magnitude of 9.2.' },
          ],
        }),
        sourceSentences: [SAN_FRANCISCO, CHILE, ALASKA],
      };
      const yearsMatched = {
        ...onTheSentence('MATCHING', 'Match each year with what happened then, according to the text.', {
          left: [
            { id: 1, text: '1960', matchId: 10 },
            { id: 2, text: '1906', matchId: 11 },
          ],
          right: [
            { id: 10, text: 'The largest earthquake ever recorded struck Chile with a magnitude of 9.5.' },
            { id: 11, text: 'The San Francisco earthquake had a magnitude of about 7.9.' },
          ],
        }),
        sourceSentences: [CHILE, SAN_FRANCISCO],
      };
      // blind-s9 Q13 and Q21: the MATCHING's years put the ORDERING's events in order, whichever came first.
      expect(yearsGiveAnOrderAway(yearsMatched, [ordering])).toBe(true);
      expect(yearsGiveAnOrderAway(ordering, [yearsMatched])).toBe(true);
      // One year printed on another sentence orders nothing; and a year its own sentence gives beside
      // what a question asks ("Where did the largest earthquake strike?") is not what it tests.
      const oneYear = {
        ...onTheSentence('TRUE_FALSE', 'Scientists concluded in 1906 that the core is liquid.', { answer: true }),
        sourceSentences: ['Scientists concluded in 1906 that the core is liquid.'],
      };
      expect(yearsGiveAnOrderAway(oneYear, [ordering])).toBe(false);
      const where = {
        ...onTheSentence('OPEN', 'Where did the largest earthquake ever recorded strike?', {
          answer: 'Chile: the largest earthquake ever recorded struck Chile with a magnitude of 9.5.',
        }),
        sourceSentences: [CHILE],
      };
      expect(answersEachOther(oneYear, where, earthquakes)).toBe(false);
      expect(yearsGiveAnOrderAway(oneYear, [where])).toBe(false);
      // blind-s12 Q25, Q26 and Q29: two clozes, each printing one of the years, together order the events.
      const clozeOf = (sentence: string, year: string) => ({
        ...onTheSentence('MCQ_SINGLE', sentence.replace(year, '_____'), {
          options: [
            { id: 'a', text: year, correct: true },
            { id: 'b', text: '1935', correct: false },
          ],
        }),
        sourceSentences: [sentence],
      });
      const alaska = clozeOf(ALASKA, '1964');
      const chile = clozeOf(CHILE, '1960');
      expect(yearsGiveAnOrderAway(chile, [ordering])).toBe(false);
      expect(yearsGiveAnOrderAway(chile, [ordering, alaska])).toBe(true);
      expect(yearsGiveAnOrderAway(ordering, [alaska, chile])).toBe(true);
      // Asking one of the years the order rests on asks its fact again, whichever came first (blind-s33 Q4,
      // Q5 and Q19); a year of another sentence does not.
      const chileBlanked = {
        ...onTheSentence('FILL_GAP', 'Fill in the missing year.', {
          text: CHILE.replace('1960', '___1___'),
          gaps: [{ id: 1, answer: '1960' }],
        }),
        sourceSentences: [CHILE],
      };
      expect(answersEachOther(chileBlanked, ordering, earthquakes)).toBe(true);
      expect(answersEachOther(ordering, chileBlanked, earthquakes)).toBe(true);
      expect(answersEachOther(oneYear, ordering, earthquakes)).toBe(false);
    });
  });

  it('in a job, the earthquakes put in order are not matched with their years after (blind-s9 Q13, Q21)', async () => {
    const text = readFileSync(
      new URL('../../../test/fixtures/generation/usgs-earthquakes.txt', import.meta.url),
      'utf8',
    );
    const questions = await generateInOneJob(text, [
      ['ORDERING', 1],
      ['MATCHING', 2],
    ]);
    // No MATCHING of the years; nor of the terms since session 10 ("main earthquake" for "mainshock",
    // "compressional waves" for "Primary waves" point at their terms).
    expect(questions.map((question) => question.questionText)).toEqual([
      'Put these events in chronological order, earliest first.',
    ]);
  });
});
