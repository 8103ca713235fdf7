import { QUESTION_TYPES } from '@quizmaker/contracts';
import { questionTypeRegistry, type Shuffler } from '@quizmaker/question-types';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuestionEditor, QuestionPlayer, QuestionReview } from './QuestionWidgets.tsx';
import { englishText } from './i18n/index.ts';
import { isKnownQuestionType, questionTypeLabel, webQuestionTypeOf, webQuestionTypeRegistry } from './registry.ts';
import { renderPlayer } from './test-support/harness.tsx';

describe('webQuestionTypeRegistry', () => {
  it('has exactly one plugin per question type, filed under its own name, beside the pure plugin of that name', () => {
    expect(Object.keys(webQuestionTypeRegistry).sort()).toEqual([...QUESTION_TYPES].sort());
    for (const type of QUESTION_TYPES) {
      const plugin = webQuestionTypeRegistry[type];
      expect(plugin.type).toBe(type);
      expect(plugin.core).toBe(questionTypeRegistry[type]);
    }
  });

  it("renders every type's Editor on its default content, Player on the safe content of a fixture, and Review on its correct answer", () => {
    for (const type of QUESTION_TYPES) {
      const { core } = webQuestionTypeRegistry[type];
      const [fixture] = Object.values(core.fixtures.valid) as unknown[];
      const safe = getSafe(type, fixture);
      const correct = (core.correctAnswer as (content: unknown) => unknown)(fixture);
      const { unmount } = render(
        <>
          <QuestionEditor type={type} content={core.defaultContent()} onChange={() => undefined} />
          <QuestionPlayer type={type} safeContent={safe} response={null} onChange={() => undefined} disabled />
          <QuestionReview
            type={type}
            safeContent={safe}
            response={correct}
            correctAnswer={correct}
            isCorrect
            score={1}
          />
        </>,
      );
      expect(screen.queryByText('This question cannot be displayed.'), type).not.toBeInTheDocument();
      expect(screen.getByText('Correct'), type).toBeInTheDocument();
      unmount();
    }
  });

  it('knows the nine names and nothing else', () => {
    expect(isKnownQuestionType('MATCHING')).toBe(true);
    expect(isKnownQuestionType('DRAG_AND_DROP')).toBe(false);
    expect(webQuestionTypeOf('ESSAY')).toBeNull();
    expect(webQuestionTypeOf('OPEN')).toBe(webQuestionTypeRegistry.OPEN);
  });

  it('labels types for pickers, and unknown ones with spaces for underscores', () => {
    expect(questionTypeLabel(englishText, 'FILL_GAP')).toBe('Fill in the gaps');
    expect(questionTypeLabel(englishText, 'DRAG_AND_DROP')).toBe('DRAG AND DROP');
  });
});

/** The server shuffles with a keyed shuffler; rendering does not depend on the order, so the authored one does. */
const authoredOrder: Shuffler = { shuffle: (items) => [...items] };

function getSafe(type: (typeof QUESTION_TYPES)[number], content: unknown): unknown {
  const { core } = webQuestionTypeRegistry[type];
  const toSafe = core.toSafeContent.bind(core) as (content: unknown, shuffler: Shuffler) => unknown;
  return toSafe(content, authoredOrder);
}

describe('untyped widgets (JSON from the API)', () => {
  it("show 'Unsupported Question Type' for a type this version does not know", () => {
    render(<QuestionPlayer type="ESSAY" safeContent={{}} response={null} onChange={() => undefined} />);
    expect(screen.getByText('Unsupported Question Type')).toBeInTheDocument();
    expect(screen.getByText('Question type "ESSAY" is not supported in this version.')).toBeInTheDocument();
  });

  it('say the question cannot be displayed when the safe content has the wrong shape', () => {
    render(
      <QuestionPlayer type="MCQ_SINGLE" safeContent={{ statements: [] }} response={null} onChange={() => undefined} />,
    );
    expect(screen.getByText('This question cannot be displayed.')).toBeInTheDocument();
  });

  it('read raw local responses (a map of gap id to text) and report canonical ones', async () => {
    const { user, lastResponse } = renderPlayer<unknown, unknown>(
      ({ safeContent, response, onChange }) => (
        <QuestionPlayer type="FILL_GAP" safeContent={safeContent} response={response} onChange={onChange} />
      ),
      { text: '___1___ and ___2___', gaps: [{ id: 1 }, { id: 2 }] },
      { response: { '1': 'salt' } },
    );
    expect(screen.getByRole('textbox', { name: 'Gap 1' })).toHaveValue('salt');
    await user.type(screen.getByRole('textbox', { name: 'Gap 2' }), 'pepper');
    expect(lastResponse()).toEqual({
      answers: [
        { gapId: 1, answer: 'salt' },
        { gapId: 2, answer: 'pepper' },
      ],
    });
  });

  it('edit content whose rules are broken but whose shape is right, and refuse content of another shape', () => {
    const { unmount } = render(<QuestionEditor type="ORDERING" content={{ items: [] }} onChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Add item' })).toBeInTheDocument();
    unmount();
    render(<QuestionEditor type="ORDERING" content={{ options: [] }} onChange={() => undefined} />);
    expect(screen.getByText('This question cannot be displayed.')).toBeInTheDocument();
  });

  it('review a stored raw response against the canonical correct answer', () => {
    render(
      <QuestionReview
        type="MCQ_MULTI"
        safeContent={{
          options: [
            { id: 'a', text: 'One' },
            { id: 'b', text: 'Two' },
          ],
        }}
        response={['b']}
        correctAnswer={{ selectedOptionIds: ['a'] }}
        isCorrect={false}
        score={0}
        explanation={null}
      />,
    );
    expect(screen.getByText('Two').closest('li')).toHaveTextContent('Your answer');
    expect(screen.getByText('One').closest('li')).toHaveTextContent('Correct answer');
  });

  it('finalise responses for submission (FILL_GAP trims, the others pass through)', () => {
    expect(webQuestionTypeRegistry.FILL_GAP.finaliseResponse({ answers: [{ gapId: 1, answer: ' Paris ' }] })).toEqual({
      answers: [{ gapId: 1, answer: 'Paris' }],
    });
    expect(webQuestionTypeRegistry.OPEN.finaliseResponse({ answer: ' x ' })).toEqual({ answer: ' x ' });
  });
});
