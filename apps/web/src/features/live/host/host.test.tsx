import type {
  LiveQuestion,
  LiveServerMessage,
  LiveSessionCreateBody,
  LiveSessionCreated,
  LiveSessionReport,
  LiveSessionView,
} from '@quizmaker/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildQuiz, QUIZ, serveAuthoringEachTest, uuid } from '../../../test-support/authoring-backend.ts';
import { fill, renderApp, renderWithProviders } from '../../../test-support/render.tsx';
import { api, errorResponse, pageOf, server } from '../../../test-support/server.ts';
import { FakeWebSocket } from '../test-support/fake-web-socket.ts';
import { HostScreen } from './HostPage.tsx';
import { LiveSessionsSection } from './LiveSessionsSection.tsx';

const SESSION = '5e55e55e-0000-4000-8000-000000000001';

/** Delivers a server message inside act: the screen's updates are applied before the test reads it. */
function deliver(socket: FakeWebSocket, message: LiveServerMessage) {
  act(() => socket.deliver(message));
}

const view: LiveSessionView = {
  id: SESSION,
  quizId: QUIZ,
  pin: '482913',
  joinUrl: 'http://quiz.test/play?pin=482913',
  phase: 'LOBBY',
  settings: { secondsPerQuestion: 20, showLeaderboard: true, shuffleAnswers: true, allowGuests: true },
  questionIndex: -1,
  totalQuestions: 2,
  deadlineAt: null,
  players: [],
  createdAt: '2026-11-29T09:00:00.000Z',
  expiresAt: '2026-11-29T21:00:00.000Z',
  endedAt: null,
};

const ada = { id: 'p-ada', nickname: 'Ada Lovelace', score: 0 };
const bob = { id: 'p-bob', nickname: 'Bob Builder', score: 0 };
const cyd = { id: 'p-cyd', nickname: 'Cyd Charisse', score: 0 };

const question: LiveQuestion = {
  index: 0,
  totalQuestions: 2,
  type: 'MCQ_SINGLE',
  questionText: 'Which river is the longest?',
  attachmentUrl: null,
  safeContent: {
    options: [
      { id: 'a', text: 'Danube' },
      { id: 'b', text: 'Nile' },
      { id: 'c', text: 'Rhine' },
    ],
  },
  secondsPerQuestion: 20,
  deadlineAt: '2026-11-29T09:01:00.000Z',
};

/** The question as the server sends it when it opens: the deadline 20 s from now. */
const opened = (overrides: Partial<LiveQuestion> = {}): LiveQuestion => ({
  ...question,
  deadlineAt: new Date(Date.now() + 20_000).toISOString(),
  ...overrides,
});

serveAuthoringEachTest((backend) => {
  backend.addQuiz(
    buildQuiz({
      id: QUIZ,
      status: 'PUBLISHED',
      timerEnabled: true,
      timerDuration: 2,
      questionIds: [uuid(1), uuid(2), uuid(3), uuid(4)],
    }),
  );
});

beforeEach(() => {
  server.use(
    http.get(api('/v1/attempts'), () => HttpResponse.json(pageOf([], 0, 50))),
    http.get(api('/v1/quizzes/:id/leaderboard'), () =>
      HttpResponse.json({ quizId: QUIZ, participants: 0, entries: [] }),
    ),
    http.get(api('/v1/quizzes/:id/results/summary'), () => errorResponse(404, 'x')),
    http.get(api(`/v1/live-sessions/${SESSION}`), () => HttpResponse.json(view)),
    http.get(api(`/v1/quizzes/${QUIZ}/live-sessions`), () => HttpResponse.json<LiveSessionReport[]>([])),
  );
});

/** Serves POST /v1/live-sessions and records each body. */
function serveCreate() {
  const sent: LiveSessionCreateBody[] = [];
  server.use(
    http.post(api('/v1/live-sessions'), async ({ request }) => {
      sent.push((await request.json()) as LiveSessionCreateBody);
      return HttpResponse.json<LiveSessionCreated>(
        { id: SESSION, pin: '482913', joinUrl: view.joinUrl, skippedQuestions: [] },
        { status: 201 },
      );
    }),
  );
  return sent;
}

describe('Host live settings', () => {
  it('posts the settings the host chose and opens the host page of the new session', async () => {
    const sent = serveCreate();
    const { user, router } = renderApp(`/quizzes/${QUIZ}`);
    await user.click(await screen.findByRole('button', { name: 'Host live' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Host this quiz live' });
    const seconds = within(dialog).getByLabelText('Time per question (seconds)');
    // The quiz's 2-minute timer over its 4 questions.
    expect(seconds).toHaveValue(30);
    expect(within(dialog).getByText('From 5 to 240 seconds. Suggested for this quiz: 30 seconds.')).toBeVisible();
    for (const name of [
      'Show the leaderboard after each question',
      'Shuffle the answer options',
      'Allow guests without an account',
    ]) {
      expect(within(dialog).getByRole('switch', { name })).toBeChecked();
    }

    await fill(user, seconds, '300');
    await user.click(within(dialog).getByRole('button', { name: 'Start hosting' }));
    expect(await within(dialog).findByText('Time per question must be between 5 and 240 seconds')).toBeVisible();
    expect(sent).toEqual([]);

    await fill(user, seconds, '45');
    await user.click(within(dialog).getByRole('switch', { name: 'Allow guests without an account' }));
    await user.click(within(dialog).getByRole('button', { name: 'Start hosting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/live/host/${SESSION}`));
    expect(sent).toEqual([
      {
        quizId: QUIZ,
        settings: { secondsPerQuestion: 45, showLeaderboard: true, shuffleAnswers: true, allowGuests: false },
      },
    ]);
  });

  it('leaves the time unset when the host keeps the suggestion, so the server derives it from the playable questions', async () => {
    const sent = serveCreate();
    const { user, router } = renderApp(`/quizzes/${QUIZ}`);
    await user.click(await screen.findByRole('button', { name: 'Host live' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Host this quiz live' });
    await user.click(within(dialog).getByRole('button', { name: 'Start hosting' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/live/host/${SESSION}`));
    expect(sent).toEqual([
      { quizId: QUIZ, settings: { showLeaderboard: true, shuffleAnswers: true, allowGuests: true } },
    ]);
  });
});

describe('Host screen', () => {
  async function host() {
    const sockets: FakeWebSocket[] = [];
    const createSocket = (url: string) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    };
    const rendered = renderWithProviders(
      <HostScreen
        sessionId={SESSION}
        skipped={[{ index: 2, reason: 'A hotspot needs an image to click on.' }]}
        createSocket={createSocket}
      />,
    );
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0]!;
    socket.accept();
    return { ...rendered, socket, sockets };
  }

  it('after "Your sign-in has expired" reads the session again (renewing the token) and says hello on a new socket', async () => {
    let views = 0;
    server.use(
      http.get(api(`/v1/live-sessions/${SESSION}`), () => {
        views += 1;
        return HttpResponse.json(view);
      }),
    );
    const { socket, sockets } = await host();
    expect(views).toBe(1);
    deliver(socket, { type: 'error', message: 'Your sign-in has expired. Please sign in again.' });
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(views).toBe(2);
    sockets[1]!.accept();
    expect(sockets[1]!.messages()).toEqual([{ type: 'host', sessionId: SESSION, accessToken: 'access-creator' }]);
    deliver(sockets[1]!, { type: 'hosting', session: view });
    expect(await screen.findByTestId('live-pin')).toHaveTextContent('482 913');
    expect(screen.queryByText('Your sign-in has expired. Please sign in again.')).not.toBeInTheDocument();
  });

  it('says hello as the host, then shows the lobby: PIN, join link, QR code, skipped questions, players and Start', async () => {
    const { user, socket } = await host();
    expect(socket.messages()).toEqual([{ type: 'host', sessionId: SESSION, accessToken: 'access-creator' }]);
    deliver(socket, { type: 'hosting', session: view });

    expect(await screen.findByTestId('live-pin')).toHaveTextContent('482 913');
    expect(screen.getByText('Game PIN: 4 8 2 9 1 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'http://quiz.test/play?pin=482913' })).toHaveAttribute(
      'href',
      'http://quiz.test/play?pin=482913',
    );
    expect(screen.getByRole('img', { name: 'QR code that opens http://quiz.test/play?pin=482913' })).toBeVisible();
    expect(screen.getByText('1 question is left out: it cannot be played live.')).toBeVisible();
    expect(screen.getByText('Question 3: A hotspot needs an image to click on.')).toBeVisible();
    expect(screen.getByText('0 players have joined')).toHaveAttribute('role', 'status');
    const start = screen.getByRole('button', { name: 'Start' });
    expect(start).toBeDisabled();
    expect(start).toHaveAccessibleDescription('Start is available once at least one player has joined.');

    deliver(socket, { type: 'playerJoined', player: ada });
    deliver(socket, { type: 'playerJoined', player: bob });
    // A reconnection's view may already hold a player its join message then repeats.
    deliver(socket, { type: 'playerJoined', player: ada });
    expect(screen.getByText('2 players have joined')).toBeVisible();
    expect(screen.getByText('Ada Lovelace')).toBeVisible();
    expect(start).toBeEnabled();
    await user.click(start);
    expect(socket.messages().at(-1)).toEqual({ type: 'start' });
  });

  it('removes a player after the host confirms', async () => {
    const { user, socket } = await host();
    deliver(socket, { type: 'hosting', session: { ...view, players: [ada, bob] } });
    await user.click(await screen.findByRole('button', { name: 'Remove Ada Lovelace' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this player?' });
    expect(dialog).toHaveTextContent('Ada Lovelace leaves the session and cannot come back as the same player.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove player' }));
    expect(socket.messages().at(-1)).toEqual({ type: 'removePlayer', playerId: 'p-ada' });
    deliver(socket, { type: 'players', players: [bob] });
    expect(screen.getByText('1 player has joined')).toBeVisible();
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });

  it('runs a question: answer count, early reveal with the distribution, leaderboard with rank changes, podium', async () => {
    const { user, socket } = await host();
    deliver(socket, { type: 'hosting', session: { ...view, players: [ada, bob, cyd] } });
    deliver(socket, { type: 'question', question: opened() });

    expect(await screen.findByRole('heading', { name: 'Which river is the longest?' })).toBeVisible();
    expect(screen.getByText('Question 1 of 2')).toBeVisible();
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent(/^(19|20) s$/);
    const options = within(screen.getByRole('list', { name: 'Which river is the longest?' })).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual(['▲A.Danube', '◆B.Nile', '●C.Rhine']);
    expect(screen.getByText('0 of 3 answered')).toBeVisible();

    deliver(socket, { type: 'answerCount', questionIndex: 0, answered: 2, players: 3 });
    expect(screen.getByText('2 of 3 answered')).toHaveAttribute('role', 'status');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(socket.messages().at(-1)).toEqual({ type: 'pause' });
    deliver(socket, { type: 'paused', questionIndex: 0, remainingMs: 12_400 });
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('13 s');
    // The pause button becomes Resume in place: keyboard focus stays on it.
    expect(screen.getByRole('button', { name: 'Resume' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(socket.messages().at(-1)).toEqual({ type: 'resume' });
    deliver(socket, { type: 'resumed', questionIndex: 0, deadlineAt: new Date(Date.now() + 12_400).toISOString() });

    await user.click(screen.getByRole('button', { name: 'Show answer now' }));
    expect(socket.messages().at(-1)).toEqual({ type: 'next' });
    deliver(socket, {
      type: 'reveal',
      questionIndex: 0,
      correctAnswer: { selectedOptionId: 'b' },
      answered: 2,
      correct: 1,
      distribution: { a: 1, b: 1 },
    });
    const revealed = within(screen.getByRole('list', { name: 'Which river is the longest?' })).getAllByRole('listitem');
    expect(revealed.map((option) => option.textContent)).toEqual([
      '▲A.DanubeChosen by 1',
      '◆B.Nile✓Correct answerChosen by 1',
      '●C.RhineChosen by 0',
    ]);
    expect(screen.getByText('2 answered · 1 correct')).toBeVisible();
    // The main button keeps its place from phase to phase, and the focus with it.
    expect(screen.getByRole('button', { name: 'Show leaderboard' })).toHaveFocus();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show leaderboard' }));
    expect(socket.messages().at(-1)).toEqual({ type: 'next' });
    deliver(socket, {
      type: 'leaderboard',
      questionIndex: 0,
      top: [
        { ...bob, score: 950, rank: 1, previousRank: 2 },
        { ...ada, score: 0, rank: 2, previousRank: 1 },
        { ...cyd, score: 0, rank: 2, previousRank: null },
        { id: 'p-dee', nickname: 'Dee Dee', score: 0, rank: 2, previousRank: 2 },
      ],
    });
    const board = within(screen.getByRole('region', { name: 'Leaderboard' })).getAllByRole('listitem');
    expect(board.map((line) => line.textContent)).toEqual([
      '1.Bob Builder950 points▲Up 1',
      '2.Ada Lovelace0 points▼Down 1',
      '2.Cyd Charisse0 points★New',
      '2.Dee Dee0 points=No change',
    ]);

    await user.click(screen.getByRole('button', { name: 'Next question' }));
    deliver(socket, { type: 'question', question: opened({ index: 1, questionText: 'Which is a lake?' }) });
    await user.click(await screen.findByRole('button', { name: 'Skip question' }));
    expect(socket.messages().at(-1)).toEqual({ type: 'skip' });
    await user.click(screen.getByRole('button', { name: 'End session' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End the live session?' });
    await user.click(within(confirm).getByRole('button', { name: 'End session' }));
    expect(socket.messages().at(-1)).toEqual({ type: 'end' });
    deliver(socket, {
      type: 'ended',
      podium: [
        { ...bob, score: 950, rank: 1 },
        { ...ada, score: 0, rank: 2 },
        { ...cyd, score: 0, rank: 2 },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Final results' })).toHaveFocus();
    const podium = within(screen.getByRole('region', { name: 'Final results' })).getAllByRole('listitem');
    expect(podium.map((place) => place.textContent)).toEqual([
      'First place1Bob Builder950 points',
      'Second place2Ada Lovelace0 points',
      'Second place2Cyd Charisse0 points',
    ]);
    expect(screen.getByRole('link', { name: 'See the report' })).toHaveAttribute(
      'href',
      `/quizzes/${QUIZ}?liveReport=${SESSION}`,
    );
    expect(screen.queryByRole('group', { name: 'Session controls' })).not.toBeInTheDocument();
  });
});

describe('Live sessions report', () => {
  const report: LiveSessionReport = {
    id: SESSION,
    phase: 'ENDED',
    hostUsername: 'creator',
    createdAt: '2026-11-29T09:00:00.000Z',
    endedAt: '2026-11-29T09:10:00.000Z',
    questions: [
      {
        index: 0,
        questionId: uuid(7),
        questionText: 'Which river is the longest?',
        answers: 2,
        correct: 1,
        correctShare: 0.5,
        meanElapsedMs: 4250,
        options: [
          { text: 'Nile', count: 1, correct: true },
          { text: 'Amazon', count: 1, correct: false },
          { text: 'Danube', count: 0, correct: false },
        ],
      },
    ],
    players: [
      { ...ada, score: 0, rank: 2, correctCount: 0 },
      { ...bob, score: 950, rank: 1, correctCount: 1 },
    ],
  };

  it('lists the sessions, shows a report per question and per player, and downloads it as CSV and Excel', async () => {
    const asked: string[] = [];
    server.use(
      http.get(api(`/v1/quizzes/${QUIZ}/live-sessions`), () => HttpResponse.json([report])),
      http.get(api(`/v1/live-sessions/${SESSION}/report`), ({ request }) => {
        const format = new URL(request.url).searchParams.get('format') ?? '';
        asked.push(format);
        // Both forms of the name: the UTF-8 one, and the plain quoted one the server writes today.
        const disposition =
          format === 'csv' ? "attachment; filename*=UTF-8''live-report.csv" : 'attachment; filename="live-report.xlsx"';
        return new HttpResponse('rank,nickname\n', { headers: { 'Content-Disposition': disposition } });
      }),
    );
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    const { user } = renderWithProviders(<LiveSessionsSection quizId={QUIZ} />);

    const sessions = await screen.findByRole('table', { name: 'Live sessions' });
    const [, row] = within(sessions).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['creator', '2', '1', 'Ended', 'View report']);
    await user.click(within(row!).getByRole('button', { name: /^View the report of / }));
    const dialog = await screen.findByRole('dialog', { name: /^Live session of / });
    const perQuestion = within(dialog).getByRole('table', { name: 'Per question' });
    expect(within(perQuestion).getAllByRole('row')[1]).toHaveTextContent(
      '1Which river is the longest?250 %Nile (correct): 1Amazon: 1Danube: 04.3 s',
    );
    const perPlayer = within(within(dialog).getByRole('table', { name: 'Per player' })).getAllByRole('row');
    expect(perPlayer.slice(1).map((line) => line.textContent)).toEqual(['1Bob Builder9501', '2Ada Lovelace00']);

    await user.click(within(dialog).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['live-report.csv']));
    await user.click(within(dialog).getByRole('button', { name: 'Download Excel' }));
    await waitFor(() => expect(saved).toEqual(['live-report.csv', 'live-report.xlsx']));
    expect(asked).toEqual(['csv', 'xlsx']);
  });
});
