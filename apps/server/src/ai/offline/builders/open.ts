import type { GeneratedQuestion } from '../../generator.ts';
import { isName, ruleQuestion, whatIsStem, whenQuestion } from '../analysis/questions.ts';
import { gapTerms, isAsked, quoteOf, rankedStatements, type BuildContext, type QuestionBuilder } from './common.ts';

/**
 * OPEN: asks for a definition the text gives ("What is X, according to the text?"), or for what the
 * text says about a key term; the source sentence is the model answer.
 */
export const openBuilder: QuestionBuilder = {
  type: 'OPEN',
  shortage: 'the text has too few definitions or statements about a key term',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    for (const definition of analysis.definitions.filter((candidate) => inChunk.has(candidate.sentenceId))) {
      const sentence = analysis.sentences[definition.sentenceId];
      if (!sentence) {
        continue;
      }
      const answer = sentence.role === 'listItem' ? `${definition.term}: ${definition.definition}` : sentence.claim;
      yield {
        type: 'OPEN',
        questionText: whatIsStem(definition.term, sentence, isName(analysis.terms.get(definition.key))),
        difficulty: context.difficulty,
        content: { answer },
        explanation: `The text says: ${quoteOf(sentence.text)}`,
        hint: null,
        sourceSentences: [sentence.text],
        position: sentence.position,
      };
    }
    const fresh = rankedStatements(context).filter((candidate) => !isAsked(context, candidate));
    for (const sentence of fresh) {
      const stem = whenQuestion(sentence)?.stem ?? ruleQuestion(sentence);
      if (stem) {
        yield {
          type: 'OPEN',
          questionText: stem,
          difficulty: context.difficulty,
          content: { answer: sentence.claim },
          explanation: `The text says: ${quoteOf(sentence.claim)}`,
          hint: null,
          sourceSentences: [sentence.text],
          position: sentence.position,
        };
      }
    }
    for (const sentence of fresh) {
      const term = gapTerms(context, sentence).find(
        // A whole name or phrase: "about Project" (of "Debian Project") asks about nothing.
        (occurrence) => occurrence.whole && occurrence.term.kind !== 'number' && occurrence.term.kind !== 'year',
      );
      if (!term) {
        continue;
      }
      const subject =
        term.term.kind === 'concept'
          ? `"${term.surface}"`
          : `${term.term.articleRate >= 0.5 ? 'the ' : ''}${term.surface}`;
      yield {
        type: 'OPEN',
        questionText: `In one sentence, what does the text say about ${subject}?`,
        difficulty: context.difficulty,
        content: { answer: sentence.claim },
        explanation: `The text says: ${quoteOf(sentence.claim)}`,
        hint: null,
        sourceSentences: [sentence.text],
        position: sentence.position,
      };
    }
  },
};
