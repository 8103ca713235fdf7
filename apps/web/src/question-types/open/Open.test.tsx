import { getQuestionType, openPlugin } from '@quizmaker/question-types';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, renderPlayer } from '../test-support/harness.tsx';
import { OpenEditor } from './Editor.tsx';
import { openWebPlugin } from './index.ts';
import { OPEN_ANSWER_MAX, OpenPlayer } from './Player.tsx';
import { OpenReview } from './Review.tsx';

describe('OpenEditor', () => {
  it('edits the model answer', async () => {
    const { user, lastContent } = renderEditor(OpenEditor, openPlugin.defaultContent());
    await user.type(screen.getByRole('textbox', { name: 'Model answer' }), 'Photosynthesis');
    expect(lastContent()).toEqual({ answer: 'Photosynthesis' });
  });

  it("shows 'Model answer required' from the schema, tied to the text box", () => {
    const check = getQuestionType('OPEN').validateContent({ answer: '  ' });
    renderEditor(OpenEditor, { answer: '  ' }, { errors: check.success ? [] : check.issues });
    const box = screen.getByRole('textbox', { name: 'Model answer' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Model answer required/);
  });
});

describe('OpenPlayer', () => {
  it('reports {answer} exactly as typed, with the hint read with the box', async () => {
    const { user, lastResponse } = renderPlayer(OpenPlayer, {}, { hint: 'Think about plants' });
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAccessibleDescription(/Hint: Think about plants/);
    await user.type(box, ' Light energy ');
    expect(lastResponse()).toEqual({ answer: ' Light energy ' });
    expect(screen.getByText(`14 / ${OPEN_ANSWER_MAX} characters`)).toBeInTheDocument();
  });

  it('asks for at least 3 characters, and only then is the answer ready to submit', async () => {
    const { user, lastResponse } = renderPlayer(OpenPlayer, {});
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await user.type(box, ' Hi ');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(/Answers need at least 3 characters\./);
    expect(openWebPlugin.isReady(lastResponse() as { answer: string })).toBe(false);
    await user.type(box, '!');
    expect(box).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Answers need at least 3 characters.')).not.toBeInTheDocument();
    expect(openWebPlugin.isReady(lastResponse() as { answer: string })).toBe(true);
    expect(openWebPlugin.isReady({ answer: '   ' })).toBe(false);
  });

  it('limits the answer to 1000 characters', () => {
    renderPlayer(OpenPlayer, {});
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute('maxLength', '1000');
  });
});

describe('OpenReview', () => {
  it('shows the typed answer against the model answer', () => {
    render(
      <OpenReview
        safeContent={{}}
        response={{ answer: 'chlorophyl' }}
        correctAnswer={{ answer: 'Chlorophyll' }}
        isCorrect={false}
        score={0}
      />,
    );
    expect(screen.getByText('Incorrect')).toBeInTheDocument();
    expect(screen.getByText('chlorophyl')).toBeInTheDocument();
    expect(screen.getByText('Model answer').nextElementSibling).toHaveTextContent('Chlorophyll');
    expect(screen.getByText('wrong')).toBeInTheDocument();
  });

  it('says right for a correct answer', () => {
    render(
      <OpenReview
        safeContent={{}}
        response={{ answer: 'chlorophyll.' }}
        correctAnswer={{ answer: 'Chlorophyll' }}
        isCorrect
        score={1}
      />,
    );
    expect(screen.getByText('Correct')).toBeInTheDocument();
    expect(screen.getByText('right')).toBeInTheDocument();
  });
});
