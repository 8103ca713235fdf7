/**
 * Every question the built-in offline generator makes of a folder of texts, with its key and source
 * sentences, for a wrong-key audit (issue 21): each text is chunked as pasted text is (5,000 characters), and
 * one job asks each chunk for each of the eight text types in the order a job asks them (`generationOrder`),
 * `--count` of each (3 unless told). A request that comes back short prints the job's note.
 *
 *   node --import tsx bench/offline-audit.ts /path/to/texts
 *   node --import tsx bench/offline-audit.ts /path/to/texts --count 1
 */
import { readdirSync, readFileSync } from 'node:fs';
import { QUESTION_TYPES } from '@quizmaker/contracts';
import { generationOrder, whatTextCannotSupply } from '@quizmaker/question-types';
import { chunkExtracted } from '../apps/server/src/chunking/index.ts';
import { OfflineGenerator } from '../apps/server/src/ai/offline/offline-generator.ts';

const TYPES = generationOrder(QUESTION_TYPES.filter((type) => whatTextCannotSupply(type) === null));
const args = process.argv.slice(2);
const countAt = args.indexOf('--count');
const COUNT = countAt >= 0 ? Number(args[countAt + 1]) : 3;
const folder = args.find((arg, i) => !arg.startsWith('--') && (countAt < 0 || i !== countAt + 1));
if (!folder) {
  console.error('usage: node --import tsx bench/offline-audit.ts <folder of .txt files> [--count N]');
  process.exit(2);
}

for (const file of readdirSync(folder)
  .filter((name) => name.endsWith('.txt'))
  .sort()) {
  const text = readFileSync(`${folder}/${file}`, 'utf8');
  const { chunks } = chunkExtracted(
    { format: 'TEXT', text },
    { strategy: 'AUTO', maxChunkSize: 5_000, documentTitle: file },
  );
  const scope = chunks.map((chunk) => ({
    index: chunk.chunkIndex,
    title: chunk.title,
    content: chunk.content,
    startPage: null,
    endPage: null,
  }));
  const session = await new OfflineGenerator().startSession({
    jobId: file,
    chunks: scope,
    difficulty: 'MEDIUM',
    language: 'en',
    seed: file,
  });
  console.log(`\n===== ${file} (${scope.length} chunks)`);
  const avoid = new Set<string>();
  for (const chunk of scope) {
    for (const type of TYPES) {
      const result = await session.generate({ chunk, type, count: COUNT, avoid, signal: new AbortController().signal });
      for (const question of result.questions) {
        console.log(`\n[${type}] ${question.questionText}`);
        console.log(`  content: ${JSON.stringify(question.content)}`);
        console.log(`  source: ${question.sourceSentences.join(' | ')}`);
      }
      if (result.note) {
        console.log(`  (short ${type}: ${result.note})`);
      }
    }
  }
}
