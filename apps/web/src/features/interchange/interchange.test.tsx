import {
  defaultSettings,
  INTERCHANGE_FORMATS,
  type ImportItem,
  type ImportResult,
  type Settings,
} from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildQuestion, buildQuiz, QUIZ, serveAuthoringEachTest, uuid } from '../../test-support/authoring-backend.ts';
import { renderApp } from '../../test-support/render.tsx';
import { api, errorResponse, pageOf, server } from '../../test-support/server.ts';
import { interchangeEn } from './i18n.ts';

/** The English names from the catalogue: a name per format, never the id itself. */
const FORMAT_NAMES = interchangeEn.interchange.formats;
const NEW_QUIZ = uuid(200);

const GIFT = [
  '::Planet::Which planet is red? {=Mars ~Venus}',
  'The Sun is a star. {T}',
  '::Water::Water boils at {#100:5} degrees.',
  'Describe a planet. {}',
].join('\n\n');

const item = (index: number, overrides: Partial<ImportItem>): ImportItem => ({
  index,
  title: null,
  type: 'MCQ_SINGLE',
  questionText: `Question ${index}`,
  status: 'READY',
  notes: [],
  ...overrides,
});

/** What the server answers for GIFT above: two as written, one converted with a note, the essay skipped. */
const preview: ImportResult = {
  quizId: null,
  format: 'gift',
  imported: 3,
  skipped: [
    { index: 4, title: null, reason: 'an essay has no answer to check: an OPEN question needs a model answer' },
  ],
  warnings: [
    { index: 3, title: 'Water', message: 'the tolerance ±5 is not kept: the answer is 100' },
    { index: null, title: null, message: '2 answer feedbacks (#) were dropped' },
  ],
  questions: [
    item(1, { title: 'Planet', questionText: 'Which planet is red?' }),
    item(2, { type: 'TRUE_FALSE', questionText: 'The Sun is a star.' }),
    item(3, {
      title: 'Water',
      type: 'OPEN',
      questionText: 'Water boils at ... degrees.',
      status: 'CONVERTED',
      notes: ['the tolerance ±5 is not kept: the answer is 100'],
    }),
    item(4, {
      type: null,
      questionText: 'Describe a planet.',
      status: 'SKIPPED',
      notes: ['an essay has no answer to check: an OPEN question needs a model answer'],
    }),
  ],
};

/** The text fields of one form sent, and whether it held a file (jsdom's XHR does not carry the file's bytes). */
interface SentImport {
  fields: Record<string, string>;
  withFile: boolean;
}

/** Serves POST /v1/quizzes/import: `answer` decides per call; every form sent is recorded. */
function serveImport(answer: (fields: Record<string, string>) => Response | Promise<Response>) {
  const sent: SentImport[] = [];
  server.use(
    http.post(api('/v1/quizzes/import'), async ({ request }) => {
      const form = await request.formData();
      const fields: Record<string, string> = {};
      for (const [key, value] of form.entries()) {
        if (typeof value === 'string') {
          fields[key] = value;
        }
      }
      const file = form.get('file');
      sent.push({ fields, withFile: file !== null && typeof file !== 'string' });
      return answer(fields);
    }),
  );
  return sent;
}

const backend = serveAuthoringEachTest();

beforeEach(() => {
  server.use(http.get(api('/v1/attempts'), () => HttpResponse.json(pageOf([], 0, 50))));
});

const giftFile = () => new File([GIFT], 'planets.gift', { type: 'text/plain' });

async function openImportOnMyQuizzes() {
  const view = renderApp('/my-quizzes');
  await view.user.click(await screen.findByRole('button', { name: 'Import questions' }, { timeout: 20_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Import questions into a new quiz' });
  return { ...view, dialog };
}

describe('import questions', () => {
  it('previews the file (statuses, notes, the skipped reason, totals), then imports it into a new quiz and opens its editor', async () => {
    backend.addQuiz(buildQuiz({ id: NEW_QUIZ, title: 'Planets' }));
    const sent = serveImport((fields) =>
      HttpResponse.json<ImportResult>(fields.dryRun === 'true' ? preview : { ...preview, quizId: NEW_QUIZ }),
    );
    const { user, dialog, router } = await openImportOnMyQuizzes();

    // Every format the server takes, by its name (INTERCHANGE_FORMATS grows while formats are added).
    const format = within(dialog).getByLabelText('Format');
    expect(
      within(format)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Detect from the file', ...INTERCHANGE_FORMATS.map((id) => FORMAT_NAMES[id])]);
    expect(within(format).getByRole('option', { name: 'GIFT (Moodle text)' })).toHaveValue('gift');
    const input = within(dialog).getByLabelText('File with questions');
    const accepted = input.getAttribute('accept')?.split(',') ?? [];
    expect(accepted.slice(0, 3)).toEqual(['.json', '.gift', '.txt']);
    expect(new Set(accepted).size).toBe(accepted.length);
    expect(input).toHaveAccessibleDescription(`Accepted: ${accepted.join(', ')}. At most 10 MB.`);
    await user.upload(input, giftFile());

    const heading = await within(dialog).findByRole('heading', { name: 'Preview of planets.gift' });
    await waitFor(() => expect(heading).toHaveFocus());
    const totals = '4 questions in the file: 2 as written, 1 converted, 1 skipped.';
    expect(within(dialog).getByRole('status')).toHaveTextContent(totals);
    expect(within(dialog).getByText(`Read as GIFT (Moodle text). ${totals}`)).toBeInTheDocument();
    expect(within(dialog).getByText('2 answer feedbacks (#) were dropped')).toBeInTheDocument();
    const rows = within(within(dialog).getByRole('list', { name: 'Questions in the file' }))
      .getAllByRole('listitem')
      .filter((row) => row.parentElement?.tagName === 'OL');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Question 1Multiple Choice (single)Will importPlanetWhich planet is red?',
      'Question 2True / FalseWill importThe Sun is a star.',
      'Question 3Open answerConvertedWaterWater boils at ... degrees.What changedthe tolerance ±5 is not kept: the answer is 100',
      'Question 4No matching typeSkippedDescribe a planet.Reason: an essay has no answer to check: an OPEN question needs a model answer',
    ]);
    expect(sent).toEqual([{ fields: { dryRun: 'true' }, withFile: true }]);

    await user.click(within(dialog).getByRole('button', { name: 'Import 3 questions' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/quizzes/${NEW_QUIZ}/edit`));
    expect(await screen.findByText('3 questions imported.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ fields: { dryRun: 'false' }, withFile: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the chosen format, reads the file again when it changes, and says when nothing can be imported', async () => {
    const sent = serveImport((fields) =>
      HttpResponse.json<ImportResult>(
        fields.format === 'aiken'
          ? {
              ...preview,
              format: 'aiken',
              imported: 0,
              warnings: [],
              questions: [item(1, { type: null, status: 'SKIPPED', notes: ['no ANSWER: line'] })],
            }
          : preview,
      ),
    );
    const { user, dialog } = await openImportOnMyQuizzes();
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'gift');
    await user.upload(within(dialog).getByLabelText('File with questions'), giftFile());
    expect(await within(dialog).findByRole('button', { name: 'Import 3 questions' })).toBeEnabled();
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'aiken');
    expect(await within(dialog).findByText('No question of this file can be imported.')).toBeInTheDocument();
    expect(within(dialog).getByText('Reason: no ANSWER: line')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 0 questions' })).toBeDisabled();
    // Choosing a format keeps the focus where the user is.
    expect(within(dialog).getByLabelText('Format')).toHaveFocus();
    expect(sent.map((call) => call.fields)).toEqual([
      { format: 'gift', dryRun: 'true' },
      { format: 'aiken', dryRun: 'true' },
    ]);
  });

  it("shows the server's message of a file it cannot read (400) or that is too large (413), and imports nothing", async () => {
    const sent = serveImport(() =>
      sent.length === 1
        ? errorResponse(400, 'Question 2 (line 3): the answer block has no closing }', {
            fieldErrors: [{ field: 'file', message: 'Question 2 (line 3): the answer block has no closing }' }],
          })
        : errorResponse(413, 'The file must be no more than 10 MB'),
    );
    const { user, dialog } = await openImportOnMyQuizzes();
    const input = within(dialog).getByLabelText('File with questions');
    await user.upload(input, giftFile());
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Question 2 (line 3): the answer block has no closing }',
    );
    expect(within(dialog).queryByRole('heading', { name: /Preview/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
    await user.upload(input, new File(['x'], 'other.gift'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be no more than 10 MB'),
    );
    expect(sent).toHaveLength(2);
  });

  it('Cancel closes the dialog, gives the focus back to its button and starts afresh next time', async () => {
    serveImport(() => HttpResponse.json(preview));
    const { user, dialog } = await openImportOnMyQuizzes();
    await user.upload(within(dialog).getByLabelText('File with questions'), giftFile());
    await within(dialog).findByRole('heading', { name: 'Preview of planets.gift' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const opener = screen.getByRole('button', { name: 'Import questions' });
    await waitFor(() => expect(opener).toHaveFocus());
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Import questions into a new quiz' });
    expect(within(again).queryByRole('heading', { name: /Preview/ })).not.toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: /^Import \d/ })).not.toBeInTheDocument();
  });

  it('speaks Spanish: the statuses, the reason and the totals', async () => {
    serveImport(() => HttpResponse.json(preview));
    // The account's saved language, applied after sign-in.
    const settings = defaultSettings();
    server.use(
      http.get(api('/v1/users/me/settings'), () =>
        HttpResponse.json<Settings>({ ...settings, preferences: { ...settings.preferences, language: 'es' } }),
      ),
    );
    const { user } = renderApp('/my-quizzes');
    await user.click(await screen.findByRole('button', { name: 'Importar preguntas' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar preguntas en un cuestionario nuevo' });
    await user.upload(within(dialog).getByLabelText('Archivo con preguntas'), giftFile());
    expect(await within(dialog).findByRole('heading', { name: 'Vista previa de planets.gift' })).toBeInTheDocument();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      '4 preguntas en el archivo: 2 tal cual, 1 convertidas, 1 omitidas.',
    );
    expect(within(dialog).getAllByText('Se importará')).toHaveLength(2);
    expect(within(dialog).getByText('Convertida')).toBeInTheDocument();
    expect(within(dialog).getByText('Omitida')).toBeInTheDocument();
    expect(within(dialog).getByText('Sin tipo equivalente')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Motivo: an essay has no answer to check: an OPEN question needs a model answer'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Importar 3 preguntas' })).toBeEnabled();
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const sent = serveImport(() => HttpResponse.json(preview));
    const { user, dialog } = await openImportOnMyQuizzes();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.json');
    await user.upload(within(dialog).getByLabelText('File with questions'), big);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('The file must be no more than 10 MB.');
    expect(sent).toEqual([]);
  });

  it('adds the questions to the quiz open in the editor, after the unsaved changes on screen', async () => {
    backend.addQuestion(buildQuestion(1, { questionText: 'Saved question' }));
    backend.addQuestion(buildQuestion(2, { questionText: 'Added, not saved yet' }));
    backend.addQuiz(buildQuiz({ id: QUIZ, questionIds: [uuid(1)] }));
    const imported = [
      buildQuestion(11, { type: 'MCQ_SINGLE', questionText: 'Which planet is red?' }),
      buildQuestion(12, { questionText: 'The Sun is a star.' }),
    ];
    const sent = serveImport((fields) => {
      if (fields.dryRun === 'true') {
        return HttpResponse.json<ImportResult>({ ...preview, imported: 2, questions: preview.questions.slice(0, 2) });
      }
      // The server appends the questions to the saved quiz.
      const quiz = backend.quizzes.get(QUIZ);
      for (const question of imported) {
        backend.addQuestion(question);
      }
      backend.quizzes.set(
        QUIZ,
        buildQuiz({ id: QUIZ, questionIds: [...(quiz?.questionIds ?? []), uuid(11), uuid(12)] }),
      );
      return HttpResponse.json<ImportResult>({ ...preview, quizId: QUIZ, imported: 2 });
    });
    const view = renderApp(`/quizzes/${QUIZ}/edit?tab=questions`);
    const { user } = view;
    expect(await screen.findByText('Saved question', {}, { timeout: 20_000 })).toBeInTheDocument();
    // An unsaved change: a question from the bank, added on screen only.
    await user.click(screen.getByRole('button', { name: 'Add Existing Questions' }));
    const bank = await screen.findByRole('dialog', { name: 'Add Existing Questions' });
    await user.click(await within(bank).findByRole('checkbox', { name: /Added, not saved yet/ }));
    await user.click(within(bank).getByRole('button', { name: 'Add 1 question' }));

    await user.click(screen.getByRole('button', { name: 'Import questions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import questions into this quiz' });
    await user.upload(within(dialog).getByLabelText('File with questions'), giftFile());
    await user.click(await within(dialog).findByRole('button', { name: 'Import 2 questions' }));
    expect(await screen.findByText('2 questions imported.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('list', { name: 'Questions of this quiz, in order' }).querySelectorAll('li[data-item-id]'),
      ).toHaveLength(4),
    );
    const order = [
      ...screen.getByRole('list', { name: 'Questions of this quiz, in order' }).querySelectorAll('li[data-item-id]'),
    ].map((row) => row.getAttribute('data-item-id'));
    expect(order).toEqual([uuid(1), uuid(2), uuid(11), uuid(12)]);
    expect(sent.map((call) => call.fields)).toEqual([
      { quizId: QUIZ, dryRun: 'true' },
      { quizId: QUIZ, dryRun: 'false' },
    ]);
  });

  it('is not offered in the editor of a quiz whose questions the caller may not manage', async () => {
    const abilities = { ...buildQuiz().abilities, manageQuestions: false, update: false };
    backend.addQuiz(buildQuiz({ id: QUIZ, abilities }));
    renderApp(`/quizzes/${QUIZ}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit Quiz' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import questions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export questions' })).not.toBeInTheDocument();
  });
});

describe('export questions', () => {
  it('downloads the chosen format under the name the server gives, and says which questions were left out and why', async () => {
    backend.addQuiz(buildQuiz({ id: QUIZ, title: 'Rivers of the World' }));
    server.use(
      http.get(api('/v1/quizzes/:id/leaderboard'), () =>
        HttpResponse.json({ quizId: QUIZ, participants: 0, entries: [] }),
      ),
      http.get(api('/v1/quizzes/:id/results/summary'), () => errorResponse(404, 'x')),
    );
    const asked: string[] = [];
    server.use(
      http.get(api('/v1/quizzes/:id/export'), ({ request }) => {
        const format = new URL(request.url).searchParams.get('format') ?? '';
        asked.push(format);
        const skipped =
          format === 'gift'
            ? [
                { index: 2, reason: 'no statements in GIFT' },
                { index: 5, reason: 'no image regions in GIFT' },
              ]
            : [];
        return new HttpResponse(format === 'gift' ? '// GIFT\n' : '{}', {
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Disposition': `attachment; filename="Rivers.${format}"; filename*=UTF-8''Rivers%20du%20monde.${format}`,
            'X-Export-Skipped': JSON.stringify(skipped),
            'X-Export-Skipped-Count': String(format === 'gift' ? 23 : 0),
            // As the server writes it: JSON with characters past ASCII escaped.
            'X-Export-Warnings':
              format === 'gift' ? '[{"index":1,"message":"Hint not written: GIFT has no hints (caf\\u00e9)"}]' : '[]',
            'X-Export-Warnings-Count': String(format === 'gift' ? 1 : 0),
          },
        });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderApp(`/quizzes/${QUIZ}`);
    await user.click(await screen.findByRole('button', { name: 'Export questions' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Export questions' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(INTERCHANGE_FORMATS.map((id) => FORMAT_NAMES[id]));
    expect(within(dialog).getByRole('radio', { name: 'Quizmaker JSON (lossless)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'GIFT (Moodle text)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));

    const [skippedAlert, changedAlert] = await within(dialog).findAllByRole('alert');
    expect(skippedAlert).toHaveTextContent(
      '23 questions were not written: GIFT (Moodle text) cannot hold them.' +
        'Question 2: no statements in GIFTQuestion 5: no image regions in GIFT' +
        'And 21 more.',
    );
    expect(changedAlert).toHaveTextContent(
      '1 note on what GIFT (Moodle text) could not keep:Question 1: Hint not written: GIFT has no hints (café)',
    );
    expect(saved).toEqual(['Rivers du monde.gift']);
    expect(asked).toEqual(['gift']);
    // Said in the dialog, which stays open for the notes (a toast would cover it on a phone).
    expect(within(dialog).getByRole('status')).toHaveTextContent('Downloaded Rivers du monde.gift.');
    expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();

    // Nothing left out: the dialog closes after the download.
    await user.click(within(dialog).getByRole('radio', { name: 'Quizmaker JSON (lossless)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(saved).toEqual(['Rivers du monde.gift', 'Rivers du monde.json']);
    expect(await screen.findByText('Downloaded Rivers du monde.json.')).toBeInTheDocument();
  });

  it("shows the server's message when the export is refused", async () => {
    backend.addQuiz(buildQuiz({ id: QUIZ }));
    server.use(
      http.get(api('/v1/quizzes/:id/leaderboard'), () =>
        HttpResponse.json({ quizId: QUIZ, participants: 0, entries: [] }),
      ),
      http.get(api('/v1/quizzes/:id/results/summary'), () => errorResponse(404, 'x')),
      http.get(api('/v1/quizzes/:id/export'), () =>
        errorResponse(403, 'Only the owner, moderators and admins may export a quiz'),
      ),
    );
    const { user } = renderApp(`/quizzes/${QUIZ}`);
    await user.click(await screen.findByRole('button', { name: 'Export questions' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Export questions' });
    await user.click(within(dialog).getByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only the owner, moderators and admins may export a quiz',
    );
  });
});
