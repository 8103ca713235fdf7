import { fillGapPlugin, getQuestionType } from '@quizmaker/question-types';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor } from '../test-support/harness.tsx';
import { FillGapEditor } from './Editor.tsx';

describe('FillGapEditor', () => {
  it("'Add Gap' appends the next marker to the text and an answer field for it", async () => {
    const { user, lastContent } = renderEditor(FillGapEditor, fillGapPlugin.defaultContent());
    await user.type(screen.getByRole('textbox', { name: 'Text with gaps' }), 'The capital of France is');
    await user.click(screen.getByRole('button', { name: 'Add Gap' }));
    expect(lastContent()).toEqual({ text: 'The capital of France is ___1___', gaps: [{ id: 1, answer: '' }] });
    await user.click(screen.getByRole('button', { name: 'Add Gap' }));
    expect(lastContent()).toEqual({
      text: 'The capital of France is ___1___ ___2___',
      gaps: [
        { id: 1, answer: '' },
        { id: 2, answer: '' },
      ],
    });
    expect(screen.getByRole('textbox', { name: 'Answer for gap 2' })).toBeInTheDocument();
  });

  it("warns 'N answer(s) missing' while gaps have no answer, and stops when they do", async () => {
    const { user, lastContent } = renderEditor(FillGapEditor, {
      text: '___1___ is the capital of ___2___',
      gaps: [
        { id: 1, answer: '' },
        { id: 2, answer: '' },
      ],
    });
    expect(screen.getByText('2 answer(s) missing')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Answer for gap 1' }), 'Paris');
    expect(screen.getByText('1 answer(s) missing')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Answer for gap 2' }), 'France');
    expect(screen.queryByText(/answer\(s\) missing/)).not.toBeInTheDocument();
    expect(getQuestionType('FILL_GAP').validateContent(lastContent()).success).toBe(true);
  });

  it('typing a new ___N___ marker creates its gap', async () => {
    const { user, lastContent } = renderEditor(FillGapEditor, { text: 'A ___1___', gaps: [{ id: 1, answer: 'x' }] });
    await user.type(screen.getByRole('textbox', { name: 'Text with gaps' }), ' and ___3___');
    expect(lastContent()?.gaps).toEqual([
      { id: 1, answer: 'x' },
      { id: 3, answer: '' },
    ]);
    expect(screen.getByRole('textbox', { name: 'Answer for gap 3' })).toBeInTheDocument();
  });

  it('removing a gap removes its marker from the text', async () => {
    const { user, lastContent } = renderEditor(FillGapEditor, {
      text: 'Water boils at ___1___ degrees and freezes at ___2___.',
      gaps: [
        { id: 1, answer: '100' },
        { id: 2, answer: '0' },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove gap 1' }));
    expect(lastContent()).toEqual({
      text: 'Water boils at degrees and freezes at ___2___.',
      gaps: [{ id: 2, answer: '0' }],
    });
  });

  it("shows the schema's marker messages under the text", () => {
    const content = {
      text: 'Only ___1___ here',
      gaps: [
        { id: 1, answer: 'a' },
        { id: 2, answer: 'b' },
      ],
    };
    const check = getQuestionType('FILL_GAP').validateContent(content);
    renderEditor(FillGapEditor, content, { errors: check.success ? [] : check.issues });
    expect(screen.getByText('Gap 2 has no ___2___ marker in the text')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Answer for gap 2' })).toHaveAccessibleDescription(
      'Gap 2 has no ___2___ marker in the text',
    );
  });

  it("reports 'Text with gaps required' and 'At least one gap required' for an empty form", () => {
    const check = getQuestionType('FILL_GAP').validateContent(fillGapPlugin.defaultContent());
    renderEditor(FillGapEditor, fillGapPlugin.defaultContent(), { errors: check.success ? [] : check.issues });
    expect(screen.getByRole('textbox', { name: 'Text with gaps' })).toHaveAccessibleDescription(
      /Text with gaps required/,
    );
    expect(screen.getByText('At least one gap required')).toBeInTheDocument();
  });
});
