import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { fill, renderWithProviders } from '../../test-support/render.tsx';
import { api, errorResponse, server } from '../../test-support/server.ts';
import { buildQuestion, buildTerm, serveAuthoringEachTest, uuid } from '../../test-support/authoring-backend.ts';
import { QuestionForm } from './QuestionForm.tsx';

const backend = serveAuthoringEachTest((backend) => {
  backend.tags = [buildTerm(7, 'rivers')];
});

const renderForm = (props: Partial<Parameters<typeof QuestionForm>[0]> = {}) => {
  const onSaved = vi.fn();
  const onCancel = vi.fn();
  const view = renderWithProviders(<QuestionForm onSaved={onSaved} onCancel={onCancel} {...props} />);
  return { ...view, onSaved, onCancel };
};

describe('question form', () => {
  it('create: heading, sub-text, both save buttons disabled while the text is blank', async () => {
    const { user } = renderForm();
    expect(await screen.findByRole('heading', { name: 'Create New Question' })).toBeInTheDocument();
    expect(screen.getByText('Fill in the details to create a new question.')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create Question' });
    const another = screen.getByRole('button', { name: 'Save & Add Another' });
    expect(create).toBeDisabled();
    expect(another).toBeDisabled();
    await fill(user, screen.getByLabelText(/Question text/), '   ');
    expect(create).toBeDisabled();
    await fill(user, screen.getByLabelText(/Question text/), 'Hi');
    expect(create).toBeEnabled();
    await user.click(create);
    expect(await screen.findByText('Question text must be between 3 and 1000 characters')).toBeInTheDocument();
    expect(backend.writes()).toEqual([]);
  });

  it("shows the type's content messages on submit (MCQ_SINGLE: 'Exactly one correct answer required')", async () => {
    const { user } = renderForm();
    await fill(user, await screen.findByLabelText(/Question text/), 'Which river is longest?');
    await user.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(await screen.findAllByText('Exactly one correct answer required')).not.toHaveLength(0);
    expect(backend.writes()).toEqual([]);
  });

  it('a type change resets the content to the new type default and keeps the text', async () => {
    const { user } = renderForm();
    const text = await screen.findByLabelText(/Question text/);
    await fill(user, text, 'Put these in order');
    await user.selectOptions(screen.getByLabelText('Question type'), 'ORDERING');
    expect(screen.getByRole('heading', { name: 'Answers (Ordering)' })).toBeInTheDocument();
    expect(text).toHaveValue('Put these in order');
    await user.selectOptions(screen.getByLabelText('Question type'), 'TRUE_FALSE');
    await user.click(screen.getByRole('button', { name: 'Create Question' }));
    await waitFor(() => expect(backend.writes('POST')).toHaveLength(1));
    expect(backend.writes('POST')[0]?.body).toMatchObject({
      type: 'TRUE_FALSE',
      content: { answer: true },
      questionText: 'Put these in order',
      quizIds: [],
    });
  });

  it("'Save & Add Another' saves, reports keep-open, clears text, content, explanation and tags, keeps type and difficulty", async () => {
    const { user, onSaved } = renderForm({ quizId: uuid(100) });
    await user.selectOptions(await screen.findByLabelText('Question type'), 'OPEN');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'HARD');
    await fill(user, screen.getByLabelText(/Question text/), 'Name the longest river.');
    await fill(user, screen.getByLabelText(/Model answer/), 'Nile');
    await fill(user, screen.getByLabelText('Explanation (optional)'), 'It is about 6650 km.');
    await user.click(await screen.findByRole('checkbox', { name: 'rivers' }));
    await user.click(screen.getByRole('button', { name: 'Save & Add Another' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.any(String), true));
    expect(backend.writes('POST')[0]?.body).toMatchObject({
      type: 'OPEN',
      difficulty: 'HARD',
      content: { answer: 'Nile' },
      explanation: 'It is about 6650 km.',
      tagIds: [uuid(7)],
      quizIds: [uuid(100)],
    });
    expect(screen.getByLabelText(/Question text/)).toHaveValue('');
    expect(screen.getByLabelText(/Model answer/)).toHaveValue('');
    expect(screen.getByLabelText('Explanation (optional)')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'rivers' })).not.toBeChecked();
    expect(screen.getByLabelText('Question type')).toHaveValue('OPEN');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('HARD');
  });

  it("edit: loads the question first, shows 'Edit Question', has no 'Save & Add Another'", async () => {
    backend.addQuestion(buildQuestion(3, { questionText: 'Old text?', difficulty: 'EASY' }));
    const { user, onSaved } = renderForm({ questionId: uuid(3) });
    expect(await screen.findByRole('heading', { name: 'Edit Question' })).toBeInTheDocument();
    expect(screen.getByText('Update the question details below.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save & Add Another' })).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText(/Question text/), 'New text?');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(uuid(3), false));
    expect(backend.writes('PATCH')[0]?.body).toMatchObject({
      questionText: 'New text?',
      difficulty: 'EASY',
      type: 'TRUE_FALSE',
    });
  });

  it("shows 'Failed to load question' style errors and 'Failed to save question' when the server fails", async () => {
    renderForm({ questionId: uuid(9) });
    expect(await screen.findByText('Question not found')).toBeInTheDocument();
  });

  it('places field errors of a 400 next to the content and shows the banner', async () => {
    server.use(
      http.post(api('/v1/questions'), () =>
        errorResponse(400, 'Validation error: Model answer required', {
          fieldErrors: [{ field: 'content.answer', message: 'Model answer required' }],
        }),
      ),
    );
    const { user } = renderForm();
    await user.selectOptions(await screen.findByLabelText('Question type'), 'OPEN');
    await fill(user, screen.getByLabelText(/Question text/), 'Name a river.');
    await fill(user, screen.getByLabelText(/Model answer/), 'x');
    await user.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Validation error: Model answer required')).toBeInTheDocument();
    expect(screen.getAllByText('Model answer required').length).toBeGreaterThan(0);

    server.use(http.post(api('/v1/questions'), () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Create Question' }));
    expect(await screen.findByText('Failed to save question')).toBeInTheDocument();
  });

  it('hotspot: an uploaded image becomes the image URL', async () => {
    server.use(
      http.post(api('/v1/media/images'), () =>
        HttpResponse.json(
          { id: 'img', url: 'http://localhost/api/v1/media/images/img', contentType: 'image/png', size: 10 },
          { status: 201 },
        ),
      ),
    );
    const { user } = renderForm();
    await user.selectOptions(await screen.findByLabelText('Question type'), 'HOTSPOT');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array([137, 80, 78, 71])], 'map.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Image URL')).toHaveValue('http://localhost/api/v1/media/images/img'),
    );

    // The picker only offers images; a file dropped past that filter is still checked.
    fireEvent.change(input, { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Only PNG, JPEG, WebP or GIF images are accepted')).toHaveAttribute('role', 'alert');
  });
});
