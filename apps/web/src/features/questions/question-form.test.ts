import { describe, expect, it } from 'vitest';
import { contentFieldError, contentIssuesOf, questionFormResolver, questionFormValues } from './question-form.ts';

describe('question form rules', () => {
  it('carries content issues through the content field error with their paths, repeats included', () => {
    const issues = [
      { message: 'Exactly one correct answer required', path: [] },
      { message: 'Option text required', path: ['options', 2, 'text'] },
      { message: 'Option text too long', path: ['options', 2, 'text'] },
      { message: 'Duplicate id', path: ['options', '2', 'id'] },
    ];
    const error = contentFieldError(issues);
    expect(error.message).toBe('Exactly one correct answer required');
    expect(contentIssuesOf(error)).toEqual(issues);
    expect(contentIssuesOf(undefined)).toEqual([]);
  });

  it("checks the text with the contract's rule and the content with its type's plugin", async () => {
    const values = { ...questionFormValues(undefined), questionText: 'Hi' };
    const result = await questionFormResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.questionText?.message).toBe('Question text must be between 3 and 1000 characters');
    expect(contentIssuesOf(result.errors.content)).toEqual([
      { message: '4 option(s) missing', path: ['options'] },
      { message: 'Exactly one correct answer required', path: ['options'] },
    ]);

    const valid = await questionFormResolver(
      {
        ...questionFormValues(undefined),
        type: 'TRUE_FALSE',
        questionText: '  Is water wet?  ',
        content: { answer: true },
      },
      undefined,
      { fields: {}, shouldUseNativeValidation: false },
    );
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({ questionText: 'Is water wet?', content: { answer: true } });
  });
});
