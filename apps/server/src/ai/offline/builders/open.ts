import type { GeneratedQuestion } from '../../generator.ts';
import { howManyQuestion, isName, ruleQuestion, whatIsStem, whenQuestion, whoQuestion } from '../analysis/questions.ts';
import { isAsked, quoteOf, rankedStatements, type BuildContext, type QuestionBuilder } from './common.ts';

/**
 * OPEN: asks for a definition the text gives ("What is a seismograph?"), a date ("When was ...?"),
 * a person ("Who proposed the canal?"), a count ("... how many liters ...?") or a rule ("What shall the Congress do, according to the text?"); the source sentence is the model
 * answer. Nothing else: "what does the text say about X" is no question a teacher keeps.
 */
export const openBuilder: QuestionBuilder = {
  type: 'OPEN',
  shortage: 'the text has no definition, dated statement, person, count or rule to ask about',
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
      const stem =
        whenQuestion(sentence)?.stem ??
        whoQuestion(sentence)?.stem ??
        howManyQuestion(sentence)?.stem ??
        ruleQuestion(sentence);
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
  },
};
