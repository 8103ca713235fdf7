import { readFileSync } from 'node:fs';
import { QUESTION_TYPES, type QuestionType, type QuestionsPerType } from '@quizmaker/contracts';
import { claimsOf, denialsOf, generationOrder, getQuestionType } from '@quizmaker/question-types';
import { describe, expect, it } from 'vitest';
import { chunkExtracted } from '../../chunking/index.ts';
import type { GeneratedQuestion, SourceChunk } from '../generator.ts';
import {
  checkQuestion,
  containsText,
  groundingTextOf,
  normaliseForMatch,
  questionKey,
  supportScore,
} from '../quality.ts';
import { analyseDocument } from './analysis.ts';
import { ASKED_ELSEWHERE, OfflineGenerator } from './offline-generator.ts';

/**
 * The quality bar of the offline generator on three real public-domain texts of different kinds
 * (test/fixtures/README.md): every question valid, no duplicates, every answer grounded in its
 * source sentence(s) (in the requested chunk, or in the neighbours it borrowed the material from),
 * distractors distinct from the answer, and the requested count of each type reached where the text
 * has the material. OPEN needs a definition, a dated statement, a person, a place or a cause, ORDERING a real sequence:
 * where neither the chunk nor its neighbours have one they come back short, with the reason. The
 * figures are printed for the report.
 */

const FIXTURES = [
  { file: 'alice-chapter-1.txt', kind: 'book chapter' },
  { file: 'sqlite-datatypes.txt', kind: 'technical manual page' },
  { file: 'iceland-world-factbook.txt', kind: 'encyclopaedia-style article' },
] as const;

/** The spec's default counts (per chunk) plus one of each other type the offline generator supports. */
const REQUESTED: QuestionsPerType = {
  MCQ_SINGLE: 3,
  MCQ_MULTI: 1,
  TRUE_FALSE: 2,
  FILL_GAP: 1,
  OPEN: 1,
  COMPLIANCE: 1,
  ORDERING: 1,
  MATCHING: 1,
};

interface Report {
  file: string;
  chunks: number;
  requested: number;
  generated: number;
  invalid: string[];
  duplicates: string[];
  ungrounded: string[];
  badDistractors: string[];
  shortfalls: string[];
  byType: Partial<Record<QuestionType, { requested: number; generated: number }>>;
}

const fill = (template: string, blank: RegExp, value: string) => template.replace(blank, value);

/** Strict grounding: what the question claims is the text's own words (or, for a false claim, is not). */
function groundingProblems(
  question: GeneratedQuestion,
  chunk: string,
  whole: string,
  shown: (sentence: string) => string,
): string[] {
  const source = question.sourceSentences.join(' ');
  // The source as a question shows it: a "she" the analysis resolved named ("Alice was considering ..." of "So she was
  // considering ...", session 26).
  const shownSource = question.sourceSentences.map(shown).join(' ');
  const problems: string[] = [];
  if (question.sourceSentences.some((sentence) => !chunk.includes(sentence))) {
    problems.push('source sentence not verbatim in the chunk');
  }
  const content = question.content as Record<string, unknown>;
  const inSource = (text: string) => containsText(source, text) || containsText(shownSource, text);
  const covered = (text: string) => supportScore(source, text) === 1;
  switch (question.type) {
    case 'MCQ_SINGLE': {
      const correct =
        (content.options as Array<{ text: string; correct: boolean }>).find((option) => option.correct)?.text ?? '';
      const cloze = /"(.*_____.*)"/.exec(question.questionText)?.[1];
      if (!(cloze ? inSource(fill(cloze, /_____/, correct)) : inSource(correct))) {
        problems.push(`answer not in source: ${correct}`);
      }
      break;
    }
    case 'MCQ_MULTI':
    case 'COMPLIANCE': {
      const entries = (question.type === 'MCQ_MULTI' ? content.options : content.statements) as Array<{
        text: string;
        correct?: boolean;
        compliant?: boolean;
      }>;
      for (const entry of entries) {
        const right = entry.correct ?? entry.compliant ?? false;
        // A true statement may be one clause of its sentence, lightly reworded: every content word from it.
        if (right && !covered(entry.text)) {
          problems.push(`true option not in source: ${entry.text}`);
        }
        if (!right && containsText(whole, entry.text)) {
          problems.push(`false option stated by the text: ${entry.text}`);
        }
      }
      break;
    }
    case 'TRUE_FALSE':
      // The statement as the type reads it: "According to the text on ..., " in front claims nothing.
      if (
        (content.answer as boolean)
          ? !claimsOf(question.type, content, question.questionText).every(covered)
          : denialsOf(question.type, content, question.questionText).texts.some((text) => containsText(whole, text))
      ) {
        problems.push(`statement does not match its answer: ${question.questionText}`);
      }
      break;
    case 'OPEN': {
      const answer = String(content.answer);
      const [label, ...rest] = answer.split(': ');
      if (!inSource(answer) && !(rest.length > 0 && inSource(label ?? '') && inSource(rest.join(': ')))) {
        problems.push(`model answer not in source: ${answer}`);
      }
      break;
    }
    case 'FILL_GAP': {
      const gaps = content.gaps as Array<{ id: number; answer: string }>;
      const filled = gaps.reduce(
        (text, gap) => fill(text, new RegExp(`_{3,}${gap.id}_{3,}`), gap.answer),
        String(content.text),
      );
      // "a(n)" before a gap stands for the text's "a" or "an" (builders/common.ts, blankedIn).
      if (!inSource(filled.replace(/\b([Aa])\(n\) /g, '$1 ')) && !inSource(filled.replace(/\b([Aa])\(n\) /g, '$1n '))) {
        problems.push(`filled text not in source: ${filled}`);
      }
      break;
    }
    case 'ORDERING':
      for (const item of content.items as Array<{ text: string }>) {
        if (!covered(item.text)) {
          problems.push(`item not in source: ${item.text}`);
        }
      }
      break;
    case 'MATCHING': {
      const left = content.left as Array<{ text: string; matchId: number }>;
      const right = new Map((content.right as Array<{ id: number; text: string }>).map((item) => [item.id, item.text]));
      for (const item of left) {
        const partner = right.get(item.matchId) ?? '';
        const ok = partner.includes('_____')
          ? inSource(fill(partner, /_____/, item.text))
          : inSource(item.text) && supportScore(source, partner.replace(/…/g, item.text)) === 1;
        if (!ok) {
          problems.push(`pair not in source: ${item.text} / ${partner}`);
        }
      }
      break;
    }
    case 'HOTSPOT':
      problems.push('HOTSPOT generated');
  }
  return problems;
}

function distractorProblems(question: GeneratedQuestion): string[] {
  if (question.type !== 'MCQ_SINGLE' && question.type !== 'MCQ_MULTI') {
    return [];
  }
  const options = (question.content as { options: Array<{ text: string; correct: boolean }> }).options;
  const texts = options.map((option) => normaliseForMatch(option.text));
  const problems: string[] = [];
  if (new Set(texts).size !== texts.length) {
    problems.push('two options read the same');
  }
  if (question.type === 'MCQ_SINGLE') {
    const answer = normaliseForMatch(options.find((option) => option.correct)?.text ?? '');
    for (const option of options.filter((candidate) => !candidate.correct)) {
      const text = normaliseForMatch(option.text);
      if (` ${text} `.includes(` ${answer} `) || ` ${answer} `.includes(` ${text} `)) {
        problems.push(`distractor "${option.text}" overlaps the answer`);
      }
    }
  }
  return problems;
}

async function measure(file: string, requested: QuestionsPerType): Promise<Report> {
  const text = readFileSync(new URL(`../../../test/fixtures/${file}`, import.meta.url), 'utf8');
  const { chunks } = chunkExtracted(
    { format: 'TEXT', text },
    { strategy: 'AUTO', maxChunkSize: 3000, documentTitle: file },
  );
  const source: SourceChunk[] = chunks.map((chunk) => ({
    index: chunk.chunkIndex,
    title: chunk.title,
    content: chunk.content,
    startPage: chunk.startPage,
    endPage: chunk.endPage,
  }));
  const session = await new OfflineGenerator().startSession({
    jobId: file,
    chunks: source,
    difficulty: 'MEDIUM',
    language: 'en',
    seed: file,
  });
  const avoid = new Set<string>();
  const texts = new Set<string>();
  const scope = new Map(source.map((chunk) => [chunk.index, chunk]));
  const analysis = analyseDocument(source);
  const report: Report = {
    file,
    chunks: source.length,
    requested: 0,
    generated: 0,
    invalid: [],
    duplicates: [],
    ungrounded: [],
    badDistractors: [],
    shortfalls: [],
    byType: {},
  };
  // In the order a job asks them (domains/generation/runner.ts).
  for (const chunk of source) {
    for (const type of generationOrder(QUESTION_TYPES)) {
      const count = requested[type] ?? 0;
      if (count === 0) {
        continue;
      }
      const result = await session.generate({ chunk, type, count, avoid, signal: new AbortController().signal });
      const entry = (report.byType[type] ??= { requested: 0, generated: 0 });
      entry.requested += count;
      entry.generated += result.questions.length;
      report.requested += count;
      report.generated += result.questions.length;
      if (result.questions.length < count) {
        report.shortfalls.push(`chunk ${chunk.index} ${type}: ${result.questions.length}/${count} (${result.note})`);
      }
      for (const question of result.questions) {
        const key = questionKey(question);
        const textKey = `${question.type}|${normaliseForMatch(question.questionText)}|${JSON.stringify(question.content)}`;
        if (avoid.has(key) || texts.has(textKey)) {
          report.duplicates.push(question.questionText);
        }
        avoid.add(key);
        texts.add(textKey);
        const plugin = getQuestionType(question.type).validateContent(question.content);
        const grounding = groundingTextOf(question, chunk, scope) ?? '';
        const issues = checkQuestion(question, grounding);
        if (!plugin.success || issues.length > 0) {
          report.invalid.push(`${question.type}: ${issues.map((issue) => issue.message).join('; ')}`);
        }
        report.ungrounded.push(
          ...groundingProblems(question, grounding, text, (sentence) => analysis.shownText(sentence, [sentence])).map(
            (problem) => `${question.type}: ${problem}`,
          ),
        );
        report.badDistractors.push(...distractorProblems(question).map((problem) => `${question.type}: ${problem}`));
      }
    }
  }
  return report;
}

function summary(reports: Report[]): string {
  return reports
    .map((report) => {
      const types = Object.entries(report.byType)
        .map(([type, entry]) => `${type} ${entry.generated}/${entry.requested}`)
        .join(', ');
      return `${report.file}: ${report.chunks} chunks, ${report.generated}/${report.requested} questions; invalid ${report.invalid.length}, duplicates ${report.duplicates.length}, ungrounded ${report.ungrounded.length}, bad distractors ${report.badDistractors.length}\n  ${types}${report.shortfalls.length ? `\n  short: ${report.shortfalls.join(' | ')}` : ''}`;
    })
    .join('\n');
}

describe('offline generator quality bar (real public-domain texts)', () => {
  it('default counts per chunk: all valid, no duplicates, grounded, distinct distractors, counts reached where the text has the material', async () => {
    const reports = await Promise.all(FIXTURES.map((fixture) => measure(fixture.file, REQUESTED)));
    console.log(`Offline generator, default request (per chunk: ${JSON.stringify(REQUESTED)}):\n${summary(reports)}`);
    for (const report of reports) {
      expect(report.invalid, report.file).toEqual([]);
      expect(report.duplicates, report.file).toEqual([]);
      expect(report.ungrounded, report.file).toEqual([]);
      expect(report.badDistractors, report.file).toEqual([]);
      // Only the types that need material of their own kind may come back short, saying what was missing;
      // on Alice's chapter the statement types too: a narrative's sentences lean on the ones before
      // ("she could see it quite plainly through the glass"), no claim a reader can judge alone; and
      // MCQ_SINGLE and MATCHING, which find few terms worth a cloze there and fewer of one field (no
      // "door" blanked among "key", "hall" and "table"; issue 21); and FILL_GAP, since a blank on a word
      // that a statement of the job changed asks that fact again (session 6: its last chunk's).
      const mayBeShort =
        report.file === 'alice-chapter-1.txt'
          ? /^chunk \d+ (?:OPEN: 0\/1|ORDERING: 0\/1|TRUE_FALSE|MCQ_MULTI|COMPLIANCE|MCQ_SINGLE|MATCHING|FILL_GAP: 0\/1)/
          : /^chunk \d+ (?:OPEN|ORDERING|MATCHING): 0\/1 /;
      // Beyond those, a request comes back short only where what the text has is what the job's other
      // questions ask (session 6: no question of a job asks or gives away another's fact), never for want
      // of the type's material; how many that leaves is exact below.
      expect(
        report.shortfalls.filter(
          (shortfall) => !mayBeShort.test(shortfall) && !shortfall.endsWith(`(${ASKED_ELSEWHERE})`),
        ),
        report.file,
      ).toEqual([]);
      // Each says what was short: the type's material, or (session 6) that what the text has is what the
      // job's other questions ask.
      const reasons = {
        OPEN: 'the text has no definition, date, person, place or cause to ask about with a short answer',
        ORDERING: 'the text has no numbered steps, procedure, stages or three dated events to order',
        MATCHING: 'the text has too few definitions, people, named bodies or dates to pair',
      };
      for (const [type, reason] of Object.entries(reasons)) {
        for (const shortfall of report.shortfalls.filter(
          (text) => text.startsWith('chunk ') && text.includes(` ${type}: `),
        )) {
          expect([`(${reason})`, `(${ASKED_ELSEWHERE})`], `${report.file}: ${shortfall}`).toContain(
            shortfall.slice(shortfall.indexOf('(')),
          );
        }
      }
    }
    // Session 7: one fewer each of the SQLite and Iceland texts: a false statement put another term in place
    // of one a question of the job asks (changedTerms). Session 8: Alice 11 -> 10, SQLite 34 -> 30, Iceland
    // 19 -> 20: this session's rules with MATCHING's new pairs; of the SQLite text's four, three are false
    // statements whose first change is a word of another question's short answer on the sentence
    // ("NUMERIC" beside "NUMERIC affinity", "integer values" beside "INTEGER values"). Session 9: SQLite
    // 30 as before: FILL_GAP no longer blanks one of two joined things (one more question of other types on
    // their sentences), and OPEN asks no list item's description as "What is ... called?" (one fewer).
    // Session 10: SQLite 30 -> 28: no question points at its answer by a word they share (giveawayOf:
    // "What is INTEGER?" answered "The value is a signed integer ...", "Most _____ (every SQL database
    // engine ...)" for "SQL database engines").
    // Session 12: Alice 10 -> 13, SQLite 28 -> 29: TRUE_FALSE offers the other answer where the text has none
    // of the one its turn wants (before, a request that wanted a false statement of a text with nothing to
    // change gave none). Session 13: Alice 13 -> 12, SQLite 29 -> 30: no statement hedged with "could",
    // "might", "often" (true by its form), and TRUE_FALSE tries every sentence for the answer its turn wants;
    // Alice 12 -> 9, SQLite 30 -> 29: no true statement without a fact a student could get wrong (a number,
    // a name, a term of several words or one the text defines): Alice's narrative has few. Session 14:
    // Iceland 20 -> 19: no year asked of an event an ORDERING of the job puts in place (one fact twice).
    // Session 17: Alice 9 as before, one question other: no name a pronoun after it tells the sex of stands for
    // one the text does not show of that sex ("... so suddenly that Ma'am had not a moment to think about
    // stopping herself" had been an MCQ_MULTI's false statement; "... down went Dinah after it, ... she" is one).
    // Session 19: SQLite 29 -> 32, Iceland 19 -> 18: no MATCHING of copied sentences and the terms they lack
    // (SQLite's two and Iceland's one; SQLite's MCQ_SINGLE 9 -> 12, COMPLIANCE 2 -> 3 and TRUE_FALSE 7 -> 8
    // now ask what the two had blanked). SQLite 32 -> 33: a noun is put in only where the text counts it as the
    // answer is counted there (MCQ_MULTI 3 -> 4). SQLite 33 -> 29: nothing else is put in what a rule or a "may"
    // applies to ("the database engine may convert values between numeric storage classes and INTEGER", "SQLite
    // provides INTEGER that do rigid type enforcement": the text neither says nor denies them). Session 21: Iceland
    // 18 -> 17: no "What is the westernmost European country called?" of a text on Iceland (namesTheSubject). Alice
    // 9 -> 8: no "There are no mice in the air, _____ afraid, ..." (I'm, Alice, Dinah, Ma'am): a denial's cloze offers
    // what the text may not deny. Session 25: Alice 8 -> 9: Dinah is no more a woman's name by "she" after it (the sex of
    // a name is that of the pronouns that refer to it), so no MCQ_MULTI puts her in for Alice, whose sentences go to two
    // true statements. Session 26: Alice 9 -> 6: no statement or cloze quotes a "she" or "her" it cannot name.
    expect(reports.map((report) => [report.file, report.generated])).toEqual([
      ['alice-chapter-1.txt', 6],
      ['sqlite-datatypes.txt', 29],
      ['iceland-world-factbook.txt', 17],
    ]);
    // What the three texts hold: Alice's chapter one count ("ten inches high"), no definition, date or
    // rule, and no sequence.
    expect(reports.map((report) => [report.file, report.byType.OPEN, report.byType.ORDERING])).toEqual([
      // Alice's one OPEN went to 0 with the cloze change of issue 21 (a fact is asked once per job), and
      // stays there (session 6): an open answer another question prints or holds false is no question. So
      // one of the data-types text's four (three until session 10: "What is INTEGER?" points at its answer,
      // and "Every table column" is no key a taker types as it reads).
      ['alice-chapter-1.txt', { requested: 4, generated: 0 }, { requested: 4, generated: 0 }],
      ['sqlite-datatypes.txt', { requested: 4, generated: 1 }, { requested: 4, generated: 1 }],
      // Iceland's OPEN 2 -> 1 (session 14): its second asked the year of an event the ORDERING puts in place; 1 -> 0
      // (session 21): the other asked "What is the westernmost European country called?" of a text on Iceland.
      ['iceland-world-factbook.txt', { requested: 2, generated: 0 }, { requested: 2, generated: 1 }],
    ]);
    // Session 26: Alice's MCQ_SINGLE 1 -> 0: its one count, "she was now only ten inches high", follows a line of her
    // speech, so the job cannot show whom "she" stands for and asks nothing of it.
    expect([reports[0]?.byType.MCQ_SINGLE, reports[0]?.byType.MATCHING]).toEqual([
      { requested: 12, generated: 0 },
      { requested: 4, generated: 0 },
    ]);
  }, 60_000);

  it('asking for more than the text holds: still valid and grounded, and the shortfall is explained', async () => {
    const heavy = Object.fromEntries(
      QUESTION_TYPES.filter((type) => type !== 'HOTSPOT').map((type) => [type, 4]),
    ) as QuestionsPerType;
    const reports = await Promise.all(FIXTURES.map((fixture) => measure(fixture.file, heavy)));
    console.log(`Offline generator, 4 of every type per chunk:\n${summary(reports)}`);
    for (const report of reports) {
      expect(report.invalid, report.file).toEqual([]);
      expect(report.duplicates, report.file).toEqual([]);
      expect(report.ungrounded, report.file).toEqual([]);
      expect(report.badDistractors, report.file).toEqual([]);
    }
  }, 60_000);

  it('is deterministic: the same text and seed give the same questions', async () => {
    const first = await measure('sqlite-datatypes.txt', { MCQ_SINGLE: 2, TRUE_FALSE: 2 });
    const second = await measure('sqlite-datatypes.txt', { MCQ_SINGLE: 2, TRUE_FALSE: 2 });
    expect(second).toEqual(first);
  });
});
