import { jsonArray, jsonObject, jsonText, type JsonSchema } from '@quizmaker/question-types';

/**
 * The envelope: a list of questions, each with the verbatim source sentence(s) it rests on, around the
 * content schema of the type asked (each plugin's `generation.model.contentSchema`).
 */
export function responseSchema(contentSchema: JsonSchema): JsonSchema {
  return jsonObject({
    questions: jsonArray(
      jsonObject({
        questionText: jsonText,
        explanation: jsonText,
        hint: jsonText,
        sourceSentences: jsonArray(jsonText, 1, 4),
        content: contentSchema,
      }),
      1,
      10,
    ),
  });
}
