import { getQuestionType, mcqMultiPlugin } from '@quizmaker/question-types';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../test-support/harness.tsx';
import { McqMultiEditor } from './Editor.tsx';

describe('McqMultiEditor', () => {
  it('ticks any number of correct options with checkboxes', async () => {
    const { user, lastContent } = renderEditor(McqMultiEditor, mcqMultiPlugin.defaultContent());
    await user.click(screen.getByRole('checkbox', { name: 'Option A is correct' }));
    await user.click(screen.getByRole('checkbox', { name: 'Option C is correct' }));
    expect(lastContent()?.options.map((option) => option.correct)).toEqual([true, false, true, false]);
    await user.click(screen.getByRole('checkbox', { name: 'Option A is correct' }));
    expect(lastContent()?.options.map((option) => option.correct)).toEqual([false, false, true, false]);
  });

  it("shows 'At least one correct answer required' from the schema", () => {
    const content = {
      options: [
        { id: 'a', text: 'One', correct: false },
        { id: 'b', text: 'Two', correct: false },
      ],
    };
    const check = getQuestionType('MCQ_MULTI').validateContent(content);
    renderEditor(McqMultiEditor, content, { errors: check.success ? [] : check.issues });
    const group = screen.getByRole('group', { name: 'Options' });
    expect(within(group).getByText('At least one correct answer required')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove option A' })).toBeDisabled();
  });

  it('adds and removes options down to the minimum', async () => {
    const { user, lastContent } = renderEditor(McqMultiEditor, mcqMultiPlugin.defaultContent());
    await user.click(screen.getByRole('button', { name: 'Remove option D' }));
    await user.click(screen.getByRole('button', { name: 'Remove option C' }));
    expect(lastContent()?.options.map((option) => option.id)).toEqual(['a', 'b']);
    expect(screen.getByRole('button', { name: 'Remove option B' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add option' }));
    expect(lastContent()?.options.map((option) => option.id)).toEqual(['a', 'b', 'c']);
    expect(screen.getByRole('button', { name: 'Remove option B' })).toBeEnabled();
  });
});
