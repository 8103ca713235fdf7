import type { AttemptQuestion } from '@quizmaker/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildQuestion } from '../test-support/authoring-backend.ts';
import { renderWithProviders } from '../test-support/render.tsx';
import { QuestionCard } from './attempts/QuestionCard.tsx';
import { QuizPreview } from './authoring/QuizPreview.tsx';
import { defaultQuizValues } from './authoring/quiz-form.ts';

const QUESTION_TEXT =
  '<h3>Planets</h3><table><thead><tr><th>Name</th><th>Colour</th></tr></thead>' +
  '<tbody><tr><td>Mars</td><td>red</td></tr></tbody></table>' +
  '<img src="/api/v1/media/assets/mars.png" alt="Mars from orbit" width="200"><p>Which planet is red?</p>';
const EXPECTED_MARKUP =
  '<h3>Planets</h3><table><thead><tr><th>Name</th><th>Colour</th></tr></thead>' +
  '<tbody><tr><td>Mars</td><td>red</td></tr></tbody></table>' +
  '<img alt="Mars from orbit" width="200" src="/api/v1/media/assets/mars.png"><p>Which planet is red?</p>';

/** The element that shows the question text: the one holding its first heading. */
const questionTextOf = (container: HTMLElement) =>
  (container.querySelector('h3 + table')?.parentElement as HTMLElement).innerHTML;

describe('question text with a table, a heading and an image', () => {
  it("the taker sees the same markup the author's preview shows", async () => {
    const author = renderWithProviders(
      <QuizPreview
        values={defaultQuizValues()}
        status="DRAFT"
        questions={[buildQuestion(1, { questionText: QUESTION_TEXT })]}
      />,
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
    const authorMarkup = questionTextOf(author.container);
    author.unmount();

    const question: AttemptQuestion = {
      id: 'q1',
      position: 1,
      type: 'TRUE_FALSE',
      questionText: QUESTION_TEXT,
      difficulty: 'EASY',
      hint: null,
      attachmentUrl: null,
      safeContent: {},
    };
    const taker = renderWithProviders(
      <QuestionCard question={question} label="Question 1 of 1" response={null} onChange={() => undefined} />,
    );
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Planets', level: 3 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Mars from orbit' })).toHaveAttribute(
      'src',
      '/api/v1/media/assets/mars.png',
    );
    expect(questionTextOf(taker.container)).toBe(EXPECTED_MARKUP);
    expect(authorMarkup).toBe(EXPECTED_MARKUP);
  });
});
