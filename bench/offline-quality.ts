/**
 * What the built-in offline generator makes of five small texts of different kinds (issue 21):
 * each text is chunked as an upload would be (PDF-like pages where the fixture has form feeds),
 * then one question of each of the eight text types is asked from every chunk. Per text it prints
 * how much of what was asked came back, and how many questions are valid (the type's own rules
 * and the text bounds), grounded (every claim supported by the chunk), cited (source sentences
 * verbatim in the chunk, line breaks aside; a question on a neighbouring chunk's material, which the
 * generator borrows when the requested chunk has none for the type, against the chunks it cites), duplicates (two questions on the same fact, or near-identical stems on
 * the same sentence) and giveaways (a stem containing its answer, or an answer that is the only
 * option of its kind or length). Not part of the test suite: figures for docs/generation-quality.md.
 *
 *   node --import tsx bench/offline-quality.ts                 # the tables
 *   node --import tsx bench/offline-quality.ts --dump          # every question with its answer
 *   node --import tsx bench/offline-quality.ts --chunk-size 5000   # the tables for chunks of 5,000 characters
 *   node --import tsx bench/offline-quality.ts --review 30     # 30 random questions, keys after them
 *   node --import tsx bench/offline-quality.ts --review 30 --seed second   # another sample
 *   node --import tsx bench/offline-quality.ts --sample 10     # 10 random questions of each text, with keys
 */
import { readdirSync, readFileSync } from 'node:fs';
import { QUESTION_TYPES, type QuestionType } from '@quizmaker/contracts';
import {
  factsOf,
  findGapMarkers,
  generationOrder,
  getQuestionType,
  whatTextCannotSupply,
  type Shuffler,
} from '@quizmaker/question-types';
import { chunkExtracted } from '../apps/server/src/chunking/index.ts';
import type { GeneratedQuestion, SourceChunk } from '../apps/server/src/ai/generator.ts';
import {
  ASKED_ELSEWHERE,
  HELD_FOR_BALANCE,
  OfflineGenerator,
} from '../apps/server/src/ai/offline/offline-generator.ts';
import { Random } from '../apps/server/src/ai/offline/random.ts';
import { checkQuestion, giveawayOf, groundingTextOf, normaliseForMatch } from '../apps/server/src/ai/quality.ts';

const FIXTURES = new URL('../apps/server/test/fixtures/generation/', import.meta.url);
const TYPES = QUESTION_TYPES.filter((type) => whatTextCannotSupply(type) === null);
/**
 * 1,200 characters by default: every type asked of every such chunk is more than most chunks hold
 * (eight questions from about eight sentences), a stress measure; `--chunk-size 5000` is the default of
 * generation from pasted text.
 */
const chunkSizeAt = process.argv.indexOf('--chunk-size');
const MAX_CHUNK_SIZE = chunkSizeAt >= 0 ? Number(process.argv[chunkSizeAt + 1]) : 1_200;

interface Generated {
  file: string;
  chunk: SourceChunk;
  question: GeneratedQuestion;
}

interface Row {
  file: string;
  chunks: number;
  asked: number;
  generated: number;
  valid: number;
  grounded: number;
  cited: number;
  /** Questions on a neighbouring chunk's material (the requested chunk had none for the type). */
  borrowed: number;
  /** Requests short because the text has no material of the kind (not because other questions ask it, nor held back for the balance of true and false). */
  lacking: number;
  duplicates: number;
  giveaways: number;
}

/** A row with nothing counted yet: a text's before its questions, or the sum before the texts. */
const emptyRow = (file: string, chunks: number): Row => ({
  file,
  chunks,
  asked: 0,
  generated: 0,
  valid: 0,
  grounded: 0,
  cited: 0,
  borrowed: 0,
  lacking: 0,
  duplicates: 0,
  giveaways: 0,
});

const words = (text: string) => new Set(normaliseForMatch(text).split(' '));
function similarity(a: string, b: string): number {
  const left = words(a);
  const right = words(b);
  const shared = [...left].filter((word) => right.has(word)).length;
  return shared / Math.max(1, new Set([...left, ...right]).size);
}

/** Two questions on the same fact: a shared source sentence and a shared answer, or near-identical stems on it. */
function sameFact(a: GeneratedQuestion, b: GeneratedQuestion): boolean {
  const sources = new Set(a.sourceSentences);
  if (!b.sourceSentences.some((sentence) => sources.has(sentence))) {
    return false;
  }
  const answers = new Set(factsOf(a.type, a.content, a.questionText).map(normaliseForMatch));
  return (
    factsOf(b.type, b.content, b.questionText).some((answer) => answers.has(normaliseForMatch(answer))) ||
    (a.type === b.type && similarity(a.questionText, b.questionText) >= 0.85 && a.questionText.length > 60)
  );
}

/** A text as quoted: line breaks and runs of spaces as one space, a word hyphenated at a line end joined. */
const quoted = (text: string) => text.replace(/(\p{L})-\n+(\p{Ll})/gu, '$1$2').replace(/\s+/g, ' ');

function chunksOf(file: string, text: string): SourceChunk[] {
  const pages = text.split('\f');
  const { chunks } = chunkExtracted(pages.length > 1 ? { format: 'PDF', pages } : { format: 'TEXT', text }, {
    strategy: 'AUTO',
    maxChunkSize: MAX_CHUNK_SIZE,
    documentTitle: file,
  });
  return chunks.map((chunk) => ({
    index: chunk.chunkIndex,
    title: chunk.title,
    content: chunk.content,
    startPage: chunk.startPage,
    endPage: chunk.endPage,
  }));
}

async function measure(file: string, byType: Map<QuestionType, { asked: number; generated: number }>) {
  const text = readFileSync(new URL(file, FIXTURES), 'utf8');
  const chunks = chunksOf(file, text);
  const session = await new OfflineGenerator().startSession({
    jobId: file,
    chunks,
    difficulty: 'MEDIUM',
    language: 'en',
    seed: file,
  });
  const avoid = new Set<string>();
  const generated: Generated[] = [];
  const row = emptyRow(file, chunks.length);
  const problems: string[] = [];
  const scope = new Map(chunks.map((chunk) => [chunk.index, chunk]));
  for (const chunk of chunks) {
    // In the order a job asks them (domains/generation/runner.ts).
    for (const type of generationOrder(TYPES)) {
      const result = await session.generate({ chunk, type, count: 1, avoid, signal: new AbortController().signal });
      const entry = byType.get(type) ?? { asked: 0, generated: 0 };
      byType.set(type, entry);
      entry.asked += 1;
      row.asked += 1;
      entry.generated += result.questions.length;
      if (result.questions.length === 0) {
        problems.push(`short: chunk ${chunk.index} ${type}: ${result.note ?? ''}`);
        if (result.note !== ASKED_ELSEWHERE && result.note !== HELD_FOR_BALANCE) {
          row.lacking += 1;
        }
      }
      for (const question of result.questions) {
        row.generated += 1;
        // What the question rests on: the requested chunk, or the neighbours it borrowed from.
        const grounding = groundingTextOf(question, chunk, scope) ?? '';
        if (question.sourceChunks) {
          row.borrowed += 1;
        }
        const issues = checkQuestion(question, grounding);
        const plugin = getQuestionType(question.type).validateContent(question.content);
        if (plugin.success && !issues.some((issue) => issue.code === 'invalid' || issue.code === 'text')) {
          row.valid += 1;
        }
        if (!issues.some((issue) => issue.code === 'ungrounded')) {
          row.grounded += 1;
        }
        if (
          question.sourceSentences.length > 0 &&
          question.sourceSentences.every((sentence) => quoted(grounding).includes(quoted(sentence)))
        ) {
          row.cited += 1;
        }
        const earlier = generated.find((other) => sameFact(other.question, question));
        if (earlier) {
          row.duplicates += 1;
          problems.push(
            `duplicate: ${question.type} "${question.questionText.slice(0, 70)}" ~ ${earlier.question.type} "${earlier.question.questionText.slice(0, 70)}"`,
          );
        }
        const given = giveawayOf(question.type, question.content as Record<string, unknown>, question.questionText);
        if (given) {
          row.giveaways += 1;
          problems.push(`giveaway: ${question.type} "${question.questionText.slice(0, 70)}": ${given}`);
        }
        generated.push({ file, chunk, question });
      }
    }
  }
  return { row, generated, problems };
}

/** The question as a taker sees it: stem and what to choose from (the type's safe content), no key. */
function render(question: GeneratedQuestion, random: Random): string {
  const shuffler: Shuffler = { shuffle: (items) => random.shuffle(items) };
  const safe = getQuestionType(question.type).toSafeContent(question.content, shuffler) as Record<string, unknown>;
  const lines = [`[${question.type}] ${question.questionText}`];
  let lists = 0;
  for (const value of Object.values(safe)) {
    if (typeof value === 'string') {
      lines.push(`   ${asShown(value)}`);
    } else if (Array.isArray(value)) {
      // A second list (MATCHING's right column) is lettered A, B, C…: its ids are internal numbers that
      // read as a confusing second numbering to a reviewer. So are ORDERING's items: shuffled numbers
      // (3, 5, 2, 1, 4) on a list whose answer is itself a sequence read as the text's step numbers
      // (blind review of session 5, Q5).
      const lettered = lists++ > 0 || question.type === 'ORDERING';
      lines.push(
        ...(value as Array<{ id: string | number; text?: string }>)
          .filter((entry) => entry.text !== undefined)
          .map((entry, index) => `   ${lettered ? String.fromCharCode(65 + index) : entry.id}) ${entry.text ?? ''}`),
      );
    }
  }
  return lines.join('\n');
}

/**
 * A text as the taker's page shows it: a gap marker ("___1___") is an empty field there, written "_____"
 * (numbered only where the text has several gaps). The markers read as template to a reviewer (blind-s28
 * Q6, Q10, Q21), which no taker sees.
 */
function asShown(text: string): string {
  const markers = findGapMarkers(text);
  let shown = '';
  let cursor = 0;
  for (const marker of markers) {
    shown += `${text.slice(cursor, marker.start)}_____${markers.length > 1 ? ` (${marker.id})` : ''}`;
    cursor = marker.end;
  }
  return shown + text.slice(cursor);
}

/** The key of a question (what `render` leaves out): its right answer as a person would write it. */
function keyOf(question: GeneratedQuestion): string {
  const plugin = getQuestionType(question.type);
  return plugin.describeResponse(question.content, plugin.correctAnswer(question.content));
}

function table(rows: string[][]): string {
  return rows
    .map((cells, i) => `| ${cells.join(' | ')} |${i === 0 ? `\n|${cells.map(() => '---').join('|')}|` : ''}`)
    .join('\n');
}

const percent = (part: number, whole: number) => `${part} (${whole === 0 ? 0 : Math.round((part / whole) * 100)} %)`;

async function main() {
  const args = process.argv.slice(2);
  const files = readdirSync(FIXTURES)
    .filter((file) => file.endsWith('.txt'))
    .sort();
  const byType = new Map<QuestionType, { asked: number; generated: number }>();
  const rows: Row[] = [];
  const all: Generated[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const measured = await measure(file, byType);
    rows.push(measured.row);
    all.push(...measured.generated);
    problems.push(...measured.problems.map((problem) => `${file}: ${problem}`));
  }
  const total = rows.reduce(
    (sum, row) => ({
      file: 'all',
      chunks: sum.chunks + row.chunks,
      asked: sum.asked + row.asked,
      generated: sum.generated + row.generated,
      valid: sum.valid + row.valid,
      grounded: sum.grounded + row.grounded,
      cited: sum.cited + row.cited,
      borrowed: sum.borrowed + row.borrowed,
      lacking: sum.lacking + row.lacking,
      duplicates: sum.duplicates + row.duplicates,
      giveaways: sum.giveaways + row.giveaways,
    }),
    emptyRow('all', 0),
  );
  console.log(
    table([
      [
        'text',
        'chunks',
        'asked',
        'generated',
        'no material',
        'generated where the text has the material',
        'valid',
        'grounded',
        'cited',
        'from a neighbour',
        'duplicates',
        'giveaways',
      ],
      ...[...rows, total].map((row) => [
        row.file.replace(/\.txt$/, ''),
        String(row.chunks),
        String(row.asked),
        percent(row.generated, row.asked),
        String(row.lacking),
        percent(row.generated, row.asked - row.lacking),
        String(row.valid),
        String(row.grounded),
        String(row.cited),
        String(row.borrowed),
        String(row.duplicates),
        String(row.giveaways),
      ]),
    ]),
  );
  console.log();
  console.log(
    table([
      ['type', 'asked', 'generated'],
      ...[...byType].map(([type, entry]) => [type, String(entry.asked), percent(entry.generated, entry.asked)]),
    ]),
  );
  if (problems.length > 0) {
    console.log(`\n${problems.join('\n')}`);
  }
  const seedAt = args.indexOf('--seed');
  const random = new Random(seedAt >= 0 ? (args[seedAt + 1] ?? '') : 'offline-quality review');
  if (args.includes('--dump')) {
    for (const { file, chunk, question } of all) {
      console.log(`\n${file} #${chunk.index}\n${render(question, random)}\n   KEY: ${keyOf(question)}`);
    }
  }
  const sampleAt = args.indexOf('--sample');
  if (sampleAt >= 0) {
    for (const file of files) {
      const sample = random
        .shuffle(all.filter((entry) => entry.file === file))
        .slice(0, Number(args[sampleAt + 1] ?? 10));
      console.log(`\n## ${file}`);
      for (const { chunk, question } of sample) {
        const from = question.sourceChunks ? ` (from chunk ${question.sourceChunks.join(', ')})` : '';
        console.log(`\n#${chunk.index}${from} ${render(question, random)}\n   KEY: ${keyOf(question)}`);
      }
    }
  }
  const reviewAt = args.indexOf('--review');
  if (reviewAt >= 0) {
    const sample = random.shuffle(all).slice(0, Number(args[reviewAt + 1] ?? 30));
    sample.forEach(({ question }, i) => console.log(`\n${i + 1}. ${render(question, random)}`));
    console.log('\nKeys:');
    sample.forEach(({ file, question }, i) =>
      console.log(
        `${i + 1}. ${keyOf(question)}   (${file}; source: ${question.sourceSentences.join(' / ').slice(0, 160)})`,
      ),
    );
  }
}

await main();
