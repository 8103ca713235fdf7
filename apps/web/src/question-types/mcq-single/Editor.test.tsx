import { getQuestionType, mcqSinglePlugin } from '@quizmaker/question-types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../test-support/harness.tsx';
import { McqSingleEditor } from './Editor.tsx';

const correctIds = (content: { options: Array<{ id: string; correct: boolean }> } | undefined) =>
  content?.options.filter((option) => option.correct).map((option) => option.id);

describe('McqSingleEditor', () => {
  it('starts from the default content: four empty options a to d, none correct', () => {
    renderEditor(McqSingleEditor, mcqSinglePlugin.defaultContent());
    for (const letter of ['A', 'B', 'C', 'D']) {
      expect(screen.getByRole('textbox', { name: `Option ${letter}` })).toHaveValue('');
      expect(screen.getByRole('radio', { name: `Option ${letter} is correct` })).not.toBeChecked();
    }
  });

  it('keeps exactly one correct option: choosing one clears the others', async () => {
    const { user, lastContent } = renderEditor(McqSingleEditor, mcqSinglePlugin.defaultContent());
    await user.click(screen.getByRole('radio', { name: 'Option B is correct' }));
    expect(correctIds(lastContent())).toEqual(['b']);
    await user.click(screen.getByRole('radio', { name: 'Option D is correct' }));
    expect(correctIds(lastContent())).toEqual(['d']);
    expect(screen.getByRole('radio', { name: 'Option B is correct' })).not.toBeChecked();
  });

  it('edits option texts, and a filled form passes the MCQ_SINGLE schema', async () => {
    const { user, lastContent } = renderEditor(McqSingleEditor, mcqSinglePlugin.defaultContent());
    for (const [letter, text] of [
      ['A', 'Berlin'],
      ['B', 'Paris'],
      ['C', 'Rome'],
      ['D', 'Madrid'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: `Option ${letter}` }), text);
    }
    await user.click(screen.getByRole('radio', { name: 'Option B is correct' }));
    expect(lastContent()).toEqual({
      options: [
        { id: 'a', text: 'Berlin', correct: false },
        { id: 'b', text: 'Paris', correct: true },
        { id: 'c', text: 'Rome', correct: false },
        { id: 'd', text: 'Madrid', correct: false },
      ],
    });
    expect(getQuestionType('MCQ_SINGLE').validateContent(lastContent()).success).toBe(true);
  });

  it('adds options with the first unused letter (api.md decision 7)', async () => {
    const { user, lastContent } = renderEditor(McqSingleEditor, mcqSinglePlugin.defaultContent());
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(lastContent()?.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    await user.click(screen.getByRole('button', { name: 'Remove option B' }));
    expect(lastContent()?.options.map((option) => option.id)).toEqual(['a', 'c', 'd', 'e']);
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(lastContent()?.options.map((option) => option.id)).toEqual(['a', 'c', 'd', 'e', 'b']);
    expect(lastContent()?.options.at(-1)).toEqual({ id: 'b', text: '', correct: false });
  });

  it('disables remove at the minimum of 2 options and says why', async () => {
    const content = {
      options: [
        { id: 'a', text: 'Yes', correct: true },
        { id: 'b', text: 'No', correct: false },
        { id: 'c', text: 'Maybe', correct: false },
      ],
    };
    const { user, lastContent } = renderEditor(McqSingleEditor, content);
    expect(screen.queryByText('A question needs at least 2 options.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove option C' }));
    expect(lastContent()?.options.map((option) => option.id)).toEqual(['a', 'b']);
    const removeA = screen.getByRole('button', { name: 'Remove option A' });
    expect(removeA).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove option B' })).toBeDisabled();
    expect(removeA).toHaveAccessibleDescription('A question needs at least 2 options.');
  });

  it("shows the schema's messages where they belong, tied to the controls for screen readers", () => {
    const content = mcqSinglePlugin.defaultContent();
    const check = getQuestionType('MCQ_SINGLE').validateContent(content);
    expect(check.success).toBe(false);
    renderEditor(McqSingleEditor, content, { errors: check.success ? [] : check.issues });
    const group = screen.getByRole('group', { name: 'Options' });
    expect(within(group).getByText('Exactly one correct answer required')).toBeInTheDocument();
    expect(within(group).getByText('4 option(s) missing')).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(/Exactly one correct answer required/);
  });

  it('marks a row with its own error (aria-invalid and description)', () => {
    const content = {
      options: [
        { id: 'a', text: 'Yes', correct: true },
        { id: 'a', text: 'No', correct: false },
      ],
    };
    renderEditor(McqSingleEditor, content, {
      errors: [{ message: 'Option ids must be unique', path: ['options', 1, 'id'] }],
    });
    const inputs = screen.getAllByRole('textbox', { name: 'Option A' });
    expect(inputs[0]).not.toHaveAttribute('aria-invalid');
    expect(inputs[1]).toHaveAttribute('aria-invalid', 'true');
    expect(inputs[1]).toHaveAccessibleDescription('Option ids must be unique');
  });

  it('is read-only while disabled', () => {
    renderEditor(McqSingleEditor, mcqSinglePlugin.defaultContent(), { disabled: true });
    expect(screen.getByRole('textbox', { name: 'Option A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add option' })).toBeDisabled();
  });
});
