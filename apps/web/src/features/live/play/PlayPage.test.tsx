import { liveMessages, type LiveQuestion } from '@quizmaker/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderApp } from '../../../test-support/render.tsx';
import { FakeWebSocket } from '../test-support/fake-web-socket.ts';

vi.setConfig({ testTimeout: 40_000 });

const PIN = '123456';

function question(overrides: Partial<LiveQuestion> & Pick<LiveQuestion, 'type' | 'safeContent'>): LiveQuestion {
  return {
    index: 0,
    totalQuestions: 3,
    questionText: '<p>Which city is the capital of France?</p>',
    attachmentUrl: null,
    secondsPerQuestion: 20,
    // Far ahead: the countdown never shows more than the question's time, so it reads 20 s however slow the test.
    deadlineAt: new Date(Date.now() + 3_600_000).toISOString(),
    ...overrides,
  };
}

const capital = question({
  type: 'MCQ_SINGLE',
  safeContent: {
    options: [
      { id: 'c', text: 'Lyon' },
      { id: 'a', text: 'Paris' },
      { id: 'b', text: 'Nice' },
    ],
  },
});

/** The page at /play?pin=…, joined as Ada Lovelace through a socket the test holds. */
async function joinAsAda() {
  const view = renderApp(`/play?pin=${PIN}`);
  const pin = await screen.findByRole('textbox', { name: 'Game PIN' });
  expect(pin).toHaveValue(PIN);
  await fill(view.user, screen.getByRole('textbox', { name: 'Nickname' }), 'Ada Lovelace');
  await view.user.click(screen.getByRole('button', { name: 'Join' }));
  const socket = FakeWebSocket.latest();
  act(() => socket.accept());
  return { ...view, socket };
}

/** A text the page shows inside a live region of the given role (the shell has empty ones of its own). */
async function expectAnnounced(text: string, role: 'alert' | 'status') {
  const element = await screen.findByText(text);
  expect(element.closest(`[role="${role}"]`)).not.toBeNull();
}

function deliverJoined(socket: FakeWebSocket, phase: 'LOBBY' | 'QUESTION' = 'LOBBY', score = 0) {
  act(() =>
    socket.deliver({
      type: 'joined',
      playerId: 'p-1',
      nickname: 'Ada Lovelace',
      rejoinToken: 'rejoin-1',
      score,
      phase,
    }),
  );
}

/** Ada joined, in the lobby, then at `live`, the first question: resolves once its heading shows. */
async function joinedAtFirstQuestion(live: LiveQuestion) {
  const joined = await joinAsAda();
  deliverJoined(joined.socket);
  act(() => joined.socket.deliver({ type: 'question', question: live }));
  await screen.findByRole('heading', { name: 'Question 1 of 3' });
  return joined;
}

describe('/play', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    FakeWebSocket.install();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('sends the join and shows the server’s refusal word for word, then joins with another nickname', async () => {
    const { socket, user } = await joinAsAda();
    expect(socket.messages()).toEqual([{ type: 'join', pin: PIN, nickname: 'Ada Lovelace' }]);

    act(() => socket.deliver({ type: 'error', message: liveMessages.nicknameTaken }));
    await expectAnnounced('This nickname is already taken in this session. Please choose another.', 'alert');
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
    expect(window.sessionStorage.getItem('qm-live-player')).toBeNull();

    await fill(user, screen.getByRole('textbox', { name: 'Nickname' }), 'Ada L.');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const second = FakeWebSocket.latest();
    expect(second).not.toBe(socket);
    act(() => second.accept());
    expect(second.messages()).toEqual([{ type: 'join', pin: PIN, nickname: 'Ada L.' }]);
    act(() => second.deliver({ type: 'error', message: liveMessages.wrongPin }));
    await expectAnnounced('No live session has this PIN. Check the PIN and try again.', 'alert');
  });

  it('plays a question: lobby, the question with its heading focused, answer received, then the reveal with points and rank', async () => {
    const { socket, user } = await joinAsAda();
    deliverJoined(socket);
    expect(await screen.findByRole('heading', { name: 'You’re in!' })).toHaveFocus();
    expect(screen.getByText('Waiting for the host to start')).toBeInTheDocument();
    expect(screen.getByText('Your nickname: Ada Lovelace')).toBeInTheDocument();

    act(() => socket.deliver({ type: 'question', question: capital }));
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveAccessibleName('20 seconds left');
    const submit = screen.getByRole('button', { name: 'Submit answer' });
    expect(submit).toBeDisabled();
    // Marked by shape and letter in shown order (the marks are for the eye), named by their text.
    const options = screen.getAllByRole('radio');
    expect(options.map((option) => option.closest('label')?.textContent)).toEqual(['▲ALyon', '◆BParis', '●CNice']);

    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    await user.click(submit);
    expect(socket.messages().at(-1)).toEqual({ type: 'answer', questionIndex: 0, response: { selectedOptionId: 'a' } });
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeDisabled();
    expect(screen.getByText('Sending…')).toBeInTheDocument();

    act(() => socket.deliver({ type: 'answerReceived', questionIndex: 0 }));
    expect(await screen.findByText('Answer received')).toBeInTheDocument();

    act(() =>
      socket.deliver({
        type: 'reveal',
        questionIndex: 0,
        correctAnswer: { selectedOptionId: 'a' },
        answered: 2,
        correct: 1,
        distribution: { a: 1, b: 1 },
        you: { answered: true, correct: true, points: 875, score: 875, rank: 1 },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Correct!' })).toHaveFocus();
    expect(screen.getByText('+875 points')).toBeInTheDocument();
    expect(screen.getByText('Score: 875')).toBeInTheDocument();
    expect(screen.getByText('Rank: 1')).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace · 875 points')).toBeInTheDocument();

    act(() =>
      socket.deliver({
        type: 'leaderboard',
        questionIndex: 0,
        top: [
          { id: 'p-1', nickname: 'Ada Lovelace', score: 875, rank: 1, previousRank: null },
          { id: 'p-2', nickname: 'Grace Hopper', score: 0, rank: 2, previousRank: null },
        ],
      }),
    );
    const top = await screen.findByRole('list', { name: 'Top players' });
    expect(
      within(top)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1.Ada Lovelace (You)875 points', '2.Grace Hopper0 points']);
    expect(screen.getByText('Wait for the next question.')).toBeInTheDocument();
    // After the last of the 3 questions only the final results are coming.
    act(() =>
      socket.deliver({
        type: 'leaderboard',
        questionIndex: 2,
        top: [{ id: 'p-1', nickname: 'Ada Lovelace', score: 875, rank: 1, previousRank: 1 }],
      }),
    );
    expect(await screen.findByText('Wait for the final results.')).toBeInTheDocument();
    expect(screen.queryByText('Wait for the next question.')).not.toBeInTheDocument();

    act(() =>
      socket.deliver({
        type: 'ended',
        podium: [
          { id: 'p-1', nickname: 'Ada Lovelace', score: 875, rank: 1 },
          { id: 'p-2', nickname: 'Grace Hopper', score: 0, rank: 2 },
        ],
        you: { id: 'p-1', nickname: 'Ada Lovelace', score: 875, rank: 1 },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Game over' })).toHaveFocus();
    expect(screen.getByText('You finished in place 1 with 875 points.')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('qm-live-player')).toBeNull();
  });

  it('says a wrong answer and no answer in words, and a refused late answer in the server’s words', async () => {
    const { socket, user } = await joinAsAda();
    deliverJoined(socket);
    act(() => socket.deliver({ type: 'question', question: capital }));
    await user.click(await screen.findByRole('radio', { name: 'Nice' }));
    await user.click(screen.getByRole('button', { name: 'Submit answer' }));
    act(() => socket.deliver({ type: 'error', message: liveMessages.timeUp }));
    await expectAnnounced('Time is up for this question.', 'alert');
    // Refused, so the player may try again while the question is open.
    expect(screen.getByRole('button', { name: 'Submit answer' })).toBeEnabled();

    const reveal = (answered: boolean) =>
      act(() =>
        socket.deliver({
          type: 'reveal',
          questionIndex: 0,
          correctAnswer: { selectedOptionId: 'a' },
          answered: 1,
          correct: 0,
          distribution: {},
          you: { answered, correct: false, points: 0, score: 0, rank: 1 },
        }),
      );
    reveal(true);
    expect(await screen.findByRole('heading', { name: 'Wrong' })).toBeInTheDocument();
    expect(screen.getByText('+0 points')).toBeInTheDocument();
    reveal(false);
    expect(await screen.findByRole('heading', { name: 'No answer' })).toBeInTheDocument();
  });

  it('rejoins with the stored token after a reload, and says “Reconnecting…” while the network is away', async () => {
    const first = await joinAsAda();
    deliverJoined(first.socket);
    await screen.findByRole('heading', { name: 'You’re in!' });
    expect(JSON.parse(window.sessionStorage.getItem('qm-live-player') ?? 'null')).toEqual({
      pin: PIN,
      rejoinToken: 'rejoin-1',
    });
    first.unmount();

    const { user } = renderApp('/play');
    await expectAnnounced('Connecting…', 'status');
    const socket = FakeWebSocket.latest();
    act(() => socket.accept());
    expect(socket.messages()).toEqual([{ type: 'rejoin', pin: PIN, rejoinToken: 'rejoin-1' }]);
    deliverJoined(socket, 'QUESTION', 1500);
    act(() => socket.deliver({ type: 'question', question: { ...capital, index: 1 } }));
    expect(await screen.findByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace · 1500 points')).toBeInTheDocument();

    act(() => socket.drop());
    expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Paris' }));
    expect(screen.getByRole('button', { name: 'Submit answer' })).toBeDisabled();
    // LiveConnection retries after 500 ms, with the rejoin as its hello.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(3));
    const again = FakeWebSocket.latest();
    act(() => again.accept());
    expect(again.messages()).toEqual([{ type: 'rejoin', pin: PIN, rejoinToken: 'rejoin-1' }]);
    expect(screen.queryByText('Reconnecting…')).not.toBeInTheDocument();
    // The question the phone shows stays while the rejoin is answered.
    deliverJoined(again, 'QUESTION', 1500);
    expect(screen.getByRole('heading', { name: 'Question 2 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paris' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit answer' })).toBeEnabled();
  });

  it('forgets a refused rejoin and shows the join form with the server’s message and the PIN', async () => {
    window.sessionStorage.setItem('qm-live-player', JSON.stringify({ pin: PIN, rejoinToken: 'gone' }));
    renderApp('/play');
    await expectAnnounced('Connecting…', 'status');
    const socket = FakeWebSocket.latest();
    act(() => socket.accept());
    act(() => socket.deliver({ type: 'error', message: liveMessages.rejoinRefused }));
    await expectAnnounced('This player cannot rejoin the session. Please join again with the PIN.', 'alert');
    expect(screen.getByRole('textbox', { name: 'Game PIN' })).toHaveValue(PIN);
    expect(window.sessionStorage.getItem('qm-live-player')).toBeNull();
  });

  it('shows the host’s removal with a way to join again', async () => {
    const { socket, user } = await joinAsAda();
    deliverJoined(socket);
    act(() => socket.deliver({ type: 'removed', message: liveMessages.removed }));
    await expectAnnounced('The host removed you from the session.', 'alert');
    await user.click(screen.getByRole('button', { name: 'Join again' }));
    expect(await screen.findByRole('textbox', { name: 'Game PIN' })).toHaveValue(PIN);
  });

  it('answers MCQ_MULTI by keyboard only', async () => {
    const { socket, user } = await joinedAtFirstQuestion(
      question({
        type: 'MCQ_MULTI',
        questionText: '<p>Which are planets?</p>',
        safeContent: {
          options: [
            { id: 'a', text: 'Mars' },
            { id: 'b', text: 'Moon' },
            { id: 'c', text: 'Venus' },
          ],
        },
      }),
    );
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Mars' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Venus' })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Submit answer' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(socket.messages().at(-1)).toEqual({
      type: 'answer',
      questionIndex: 0,
      response: { selectedOptionIds: ['a', 'c'] },
    });
  });

  it('answers ORDERING by keyboard only', async () => {
    const { socket, user } = await joinedAtFirstQuestion(
      question({
        type: 'ORDERING',
        questionText: '<p>Order the planets from the Sun.</p>',
        safeContent: {
          items: [
            { id: 2, text: 'Earth' },
            { id: 1, text: 'Mercury' },
            { id: 3, text: 'Mars' },
          ],
        },
      }),
    );
    const moveUp = screen.getByRole('button', { name: 'Move Mercury up' });
    while (document.activeElement !== moveUp) {
      await user.tab();
    }
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Mercury moved to position 1 of 3.')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit answer' });
    while (document.activeElement !== submit) {
      await user.tab();
    }
    await user.keyboard('{Enter}');
    expect(socket.messages().at(-1)).toEqual({
      type: 'answer',
      questionIndex: 0,
      response: { orderedItemIds: [1, 2, 3] },
    });
  });
});
