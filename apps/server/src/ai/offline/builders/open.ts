import type { GeneratedQuestion } from '../../generator.ts';
import { addsToTheOneBefore } from '../analysis.ts';
import type { SentenceInfo } from '../analysis/statements.ts';
import { howManyQuestion, isName, whatIsStem, whenQuestion, whoQuestion } from '../analysis/questions.ts';
import { isAsked, quoteOf, rankedStatements, type BuildContext, type QuestionBuilder } from './common.ts';
import { answerSentences, modelAnswer, nameTestOf, rotated, spanQuestions, varied } from './wh-stems.ts';

/** A question on a sentence: its stem and its short answer (null: the sentence itself answers it). */
type Asked = { stem: string; short: string | null };

/** The kinds of question OPEN asks of a statement, each a function of the sentence. */
type Kind = (sentence: SentenceInfo) => Asked | null;

/**
 * OPEN: asks for a definition the text gives ("What is a seismograph?"), a date ("When was ...?"),
 * a person ("Who proposed the canal?"), what a description identifies ("What is the safest method
 * of purifying water?"), a place ("Where did construction begin?"), a reason or means ("Why ...?",
 * "How ...?"), what does something ("What do seismographs record?"), a count ("... how many
 * liters ...?") or what follows a condition ("What happens when ...?"). Not "What shall the Congress
 * do?" of a rule: four blind reviews found it vague (several right answers, one key). The model answer
 * is the short answer ("October 26, 1825"), or the sentence of a definition; the explanation quotes it.
 * Each question of the job starts the kinds at the next one, so stems vary; nothing else: "what
 * does the text say about X" is no question a teacher keeps.
 */
export const openBuilder: QuestionBuilder = {
  type: 'OPEN',
  shortage: 'the text has no definition, dated statement, person, place, cause or count to ask about',
  *candidates(context: BuildContext): Iterable<GeneratedQuestion> {
    const { analysis } = context;
    const names = nameTestOf(analysis);
    const asked = (sentence: SentenceInfo, question: Asked): GeneratedQuestion => {
      const quoted = answerSentences(analysis, sentence);
      return {
        type: 'OPEN',
        questionText: question.stem,
        difficulty: context.difficulty,
        content: { answer: modelAnswer(question.short, quoted) },
        explanation: `The text says: ${quoteOf(quoted.map((each) => each.text).join(' '))}`,
        hint: null,
        sourceSentences: quoted.map((each) => each.text),
        position: sentence.position,
      };
    };
    const inChunk = new Set(context.sentences.map((sentence) => sentence.id));
    const definitions: GeneratedQuestion[] = [];
    for (const definition of analysis.definitions.filter((candidate) => inChunk.has(candidate.sentenceId))) {
      const sentence = analysis.sentences[definition.sentenceId];
      if (sentence) {
        const stem = whatIsStem(definition.term, sentence, isName(analysis.terms.get(definition.key)));
        definitions.push(
          sentence.role === 'listItem'
            ? {
                ...asked(sentence, { stem, short: null }),
                content: { answer: `${definition.term}: ${definition.definition}` },
              }
            : asked(sentence, { stem, short: null }),
        );
      }
    }
    const span =
      (index: number): Kind =>
      (sentence) => {
        // Asked openly, "one of the best ways" has other right answers than the one the text names.
        const question = spanQuestions(sentence, names).filter((span) => !span.oneOfSeveral)[index];
        return question ? { stem: varied(question.stem), short: question.answer } : null;
      };
    const kinds: Kind[] = [
      (sentence) => {
        const when = whenQuestion(sentence, names);
        return when ? { stem: when.stem, short: when.date } : null;
      },
      (sentence) => {
        const who = whoQuestion(sentence);
        return who ? { stem: who.stem, short: who.name } : null;
      },
      span(0),
      (sentence) => {
        const howMany = howManyQuestion(sentence);
        return howMany ? { stem: howMany.stem, short: `${howMany.count} ${howMany.unit}` } : null;
      },
      span(1),
    ];
    // A sentence whose "they" points before it too: OPEN quotes that sentence in its answer (answerSentences).
    // Not one that adds to the sentence before ("the base shakes too"): its question lacks what it adds to
    // (blind-s10 Q15, blind-s11 Q16: "What happens when an earthquake causes the ground to shake?").
    const fresh = rankedStatements(context, (sentence) => sentence.statement).filter(
      (candidate) =>
        !isAsked(context, candidate) &&
        !addsToTheOneBefore(candidate.tokens) &&
        !analysis.countsWhatTheOneBeforeNames(candidate),
    );
    // Definitions are one kind among the others: a job of "What is ...?" questions only reads as a template.
    const groups: Array<() => Iterable<GeneratedQuestion>> = [
      () => definitions,
      ...kinds.map((kind) => () => fresh.flatMap((sentence) => question(sentence, kind))),
    ];
    function question(sentence: SentenceInfo, kind: Kind): GeneratedQuestion[] {
      const found = kind(sentence);
      return found ? [asked(sentence, found)] : [];
    }
    for (const group of rotated(context, groups)) {
      yield* group();
    }
  },
};
