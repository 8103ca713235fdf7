import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { DEMO, expect, registerAccount, signInPage, test } from '../support.ts';
import { expectAccessible, orderItems, tokenOf } from './taking-support.ts';

/** Screenshots of every state, host at 1280 px and the phone at 390 px (checked by eye: /tmp/quizmaker-e2e-shots). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/quizmaker-e2e-shots';
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/live-${name}.png`, fullPage: true });
}

/** The same screen in the dark theme too (switched as expectAccessible does), for screens without a running clock. */
async function shootBoth(page: Page, name: string) {
  await shoot(page, name);
  const theme = (value: string) =>
    page.evaluate((next) => {
      document.documentElement.dataset.theme = next;
      document.documentElement.style.colorScheme = next;
    }, value);
  await theme('dark');
  await shoot(page, `${name}-dark`);
  await theme('light');
}

/**
 * Shorter than the 20 s default, as the brief's host would set it, yet long enough for the slowest question of
 * this journey: three players answering one after another plus two axe runs on a loaded 2-core machine. Nobody
 * waits for it: the server reveals as soon as the last player has answered.
 */
const SECONDS = 30;

const mcq = (options: Array<[string, boolean]>) => ({
  options: options.map(([text, correct], index) => ({ id: String.fromCharCode(97 + index), text, correct })),
});

type Kind = 'single' | 'trueFalse' | 'multi' | 'fillGap' | 'open' | 'ordering';

const TEXT = {
  single: 'Which planet is known as the Red Planet?',
  trueFalse: 'Light from the Sun takes about eight minutes to reach the Earth.',
  multi: 'Which of these planets are gas giants? Select all that apply.',
  matching: 'Match each scientist with their discovery.',
  fillGap: 'Complete the sentence about water.',
  open: 'Which force keeps the planets in their orbits around the Sun? Answer in one word.',
  ordering: 'Put these planets in order of distance from the Sun, closest first.',
} as const;

const RIGHT_ORDER = ['Mercury', 'Earth', 'Mars', 'Jupiter'];

/** The quiz in its authored order: six types that play live and, fourth, a MATCHING question the session leaves out. */
const QUESTIONS = [
  {
    type: 'MCQ_SINGLE',
    questionText: TEXT.single,
    content: mcq([
      ['Venus', false],
      ['Mars', true],
      ['Jupiter', false],
      ['Mercury', false],
    ]),
  },
  { type: 'TRUE_FALSE', questionText: TEXT.trueFalse, content: { answer: true } },
  {
    type: 'MCQ_MULTI',
    questionText: TEXT.multi,
    content: mcq([
      ['Jupiter', true],
      ['Saturn', true],
      ['Mars', false],
      ['Earth', false],
    ]),
  },
  {
    type: 'MATCHING',
    questionText: TEXT.matching,
    content: {
      left: [
        { id: 1, text: 'Isaac Newton', matchId: 10 },
        { id: 2, text: 'Marie Curie', matchId: 11 },
      ],
      right: [
        { id: 10, text: 'The laws of motion' },
        { id: 11, text: 'Polonium and radium' },
      ],
    },
  },
  {
    type: 'FILL_GAP',
    questionText: TEXT.fillGap,
    content: {
      text: 'A water molecule is made of two ___1___ atoms and one ___2___ atom.',
      gaps: [
        { id: 1, answer: 'hydrogen' },
        { id: 2, answer: 'oxygen' },
      ],
    },
  },
  { type: 'OPEN', questionText: TEXT.open, content: { answer: 'Gravity' } },
  {
    type: 'ORDERING',
    questionText: TEXT.ordering,
    content: { items: RIGHT_ORDER.map((text, index) => ({ id: index + 1, text })) },
  },
];

/** A published quiz of the demo author's, made through the API as the editor would. */
async function createQuiz(request: APIRequestContext): Promise<{ id: string; title: string }> {
  const headers = { Authorization: `Bearer ${await tokenOf(request, DEMO.creator)}` };
  const title = `Live solar system ${Date.now()}`;
  const created = await request.post('/api/v1/quizzes', { data: { title, visibility: 'PRIVATE' }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { quizId } = (await created.json()) as { quizId: string };
  for (const question of QUESTIONS) {
    const made = await request.post('/api/v1/questions', { data: { ...question, quizIds: [quizId] }, headers });
    expect(made.status(), await made.text()).toBe(201);
  }
  const published = await request.patch(`/api/v1/quizzes/${quizId}/status`, {
    data: { status: 'PUBLISHED' },
    headers,
  });
  expect(published.status(), await published.text()).toBe(200);
  return { id: quizId, title };
}

interface Player {
  nickname: string;
  page: Page;
  /** Answers with the keyboard only (focus and keys, no pointer). */
  keyboard: boolean;
  score: number;
  rank: number;
}

/** Equal scores share a rank (1, 1, 3); docs/live.md "Scoring". */
const rankOf = (players: readonly Player[], score: number) => 1 + players.filter((other) => other.score > score).length;

/** The order the leaderboard and podium list players in: score down, then nickname. */
const ranked = (players: readonly Player[]) =>
  [...players].sort((a, b) => b.score - a.score || a.nickname.localeCompare(b.nickname));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function tick(player: Player, control: Locator) {
  if (player.keyboard) {
    await control.focus();
    await control.press('Space');
    await expect(control).toBeChecked();
  } else {
    await control.check();
  }
}

async function type(player: Player, box: Locator, text: string) {
  if (player.keyboard) {
    await box.focus();
    await player.page.keyboard.type(text);
  } else {
    await box.fill(text);
  }
}

/** Answers the open question right or wrong (a wrong answer earns nothing: the quiz scores ALL_OR_NOTHING). */
async function answer(player: Player, kind: Kind, right: boolean, { last = false } = {}) {
  const { page } = player;
  switch (kind) {
    case 'single':
      await tick(player, page.getByRole('radio', { name: right ? 'Mars' : 'Venus', exact: true }));
      break;
    case 'trueFalse':
      await tick(player, page.getByRole('radio', { name: right ? 'True' : 'False', exact: true }));
      break;
    case 'multi':
      for (const planet of right ? ['Jupiter', 'Saturn'] : ['Mars']) {
        await tick(player, page.getByRole('checkbox', { name: planet, exact: true }));
      }
      break;
    case 'fillGap':
      await type(player, page.getByRole('textbox', { name: 'Gap 1' }), right ? 'hydrogen' : 'helium');
      await type(player, page.getByRole('textbox', { name: 'Gap 2' }), right ? 'oxygen' : 'carbon');
      break;
    case 'open':
      await type(player, page.getByRole('textbox', { name: 'Your answer' }), right ? 'Gravity' : 'Magnetism');
      break;
    case 'ordering':
      // Move buttons with Enter; reversed, no item is in its place.
      await orderItems(page.getByRole('main'), right ? RIGHT_ORDER : [...RIGHT_ORDER].reverse());
      break;
  }
  const submit = page.getByRole('button', { name: 'Submit answer' });
  if (player.keyboard) {
    await submit.focus();
    await submit.press('Enter');
  } else {
    await submit.click();
  }
  // The last answer of the room reveals at once, so its "Answer received" may never be drawn.
  if (!last) {
    await expect(page.getByText('Answer received')).toBeVisible();
  }
}

/** What the host sees for a question at its reveal: the correct answer and, for choice types, how many chose each option. */
async function expectHostReveal(host: Page, kind: Kind) {
  const stage = host.getByRole('region', { name: TEXT[kind] });
  const option = (text: string) => stage.getByRole('listitem').filter({ has: host.getByText(text, { exact: true }) });
  const expectOption = async (text: string, chosenBy: number, correct: boolean) => {
    await expect(option(text)).toContainText(`Chosen by ${chosenBy}`);
    await expect(option(text).getByText('Correct answer')).toHaveCount(correct ? 1 : 0);
  };
  switch (kind) {
    case 'single':
      await expectOption('Mars', 2, true);
      await expectOption('Venus', 1, false);
      await expectOption('Jupiter', 0, false);
      await expectOption('Mercury', 0, false);
      return;
    case 'trueFalse':
      await expectOption('True', 2, true);
      await expectOption('False', 1, false);
      return;
    case 'multi':
      await expectOption('Jupiter', 2, true);
      await expectOption('Saturn', 2, true);
      await expectOption('Mars', 1, false);
      await expectOption('Earth', 0, false);
      return;
    case 'fillGap':
      await expect(stage.locator('strong')).toHaveText(['hydrogen', 'oxygen']);
      return;
    case 'open':
      await expect(stage.getByText('Correct answer')).toBeVisible();
      await expect(stage.getByText('Gravity', { exact: true })).toBeVisible();
      return;
    case 'ordering':
      await expect(stage.getByText('Correct order')).toBeVisible();
      await expect(stage.getByRole('listitem')).toHaveText(RIGHT_ORDER.map((text, index) => `${index + 1}.${text}`));
      return;
  }
}

/** Who answers first and right, who answers wrong, who answers right after both; the phone player is always right. */
interface Round {
  kind: Kind;
  fast: string;
  wrong: string;
  later: string;
}

async function newPlayer(browser: Browser, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

test.describe('live session', () => {
  test('a host and three players play a whole session: join, questions, reveals, leaderboards, a reload and the podium', async ({
    page: host,
    browser,
  }) => {
    test.setTimeout(360_000);
    const quiz = await createQuiz(host.request);

    // The host: quiz detail, Host live, a shorter time per question, the other settings as they are.
    await signInPage(host, DEMO.creator);
    await host.goto(`/quizzes/${quiz.id}`);
    await expect(host.getByRole('heading', { name: quiz.title, level: 1 })).toBeVisible();
    await host.getByRole('button', { name: 'Host live', exact: true }).click();
    const settings = host.getByRole('dialog', { name: 'Host this quiz live' });
    await settings.getByRole('spinbutton', { name: /^Time per question \(seconds\)/ }).fill(String(SECONDS));
    for (const name of [
      'Show the leaderboard after each question',
      'Shuffle the answer options',
      'Allow guests without an account',
    ]) {
      await expect(settings.getByRole('switch', { name })).toBeChecked();
    }
    await settings.getByRole('button', { name: 'Start hosting' }).click();

    // The lobby: PIN, QR code and join link, the left-out MATCHING question with its reason, nobody yet.
    await expect(host).toHaveURL(/\/live\/host\/[0-9a-f-]{36}$/);
    await expect(host.getByRole('heading', { name: 'Join the game', level: 2 })).toBeVisible();
    await expect(host.getByText(`6 questions · ${SECONDS} seconds each`)).toBeVisible();
    await expect(host.getByText('1 question is left out: it cannot be played live.')).toBeVisible();
    await expect(
      host.getByText('Question 4: Matching two columns does not fit a phone screen in a live countdown', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(host.getByText('0 players have joined')).toBeVisible();
    const joinLink = host.getByRole('link', { name: /\/play\?pin=\d{6}$/ });
    const joinUrl = (await joinLink.getAttribute('href')) ?? '';
    const pin = new URL(joinUrl).searchParams.get('pin') ?? '';
    expect(joinUrl).toBe(`${process.env.E2E_BASE_URL}/play?pin=${pin}`);
    await expect(host.getByTestId('live-pin')).toHaveText(`${pin.slice(0, 3)} ${pin.slice(3)}`);
    await expect(host.getByText(`Game PIN: ${pin.split('').join(' ')}`)).toBeAttached();
    await expect(host.getByRole('img', { name: `QR code that opens ${joinUrl}` })).toBeVisible();
    await expectAccessible(host, 'live host lobby');
    await shootBoth(host, 'host-lobby-1280');

    // A guest on a phone (390 px, keyboard only) opens the join link: the PIN is filled in.
    const phoneSide = await newPlayer(browser, { width: 390, height: 844 });
    const phone: Player = { nickname: 'Phoebe', page: phoneSide.page, keyboard: true, score: 0, rank: 0 };
    await phone.page.goto(joinUrl);
    await expect(phone.page.getByRole('heading', { name: 'Join a live game', level: 1 })).toBeVisible();
    await expect(phone.page.getByRole('textbox', { name: /^Game PIN/ })).toHaveValue(pin);
    await expectAccessible(phone.page, 'live player join (390 px)');
    await shootBoth(phone.page, 'player-join-390');
    await phone.page.getByRole('textbox', { name: /^Nickname/ }).focus();
    await phone.page.keyboard.type(phone.nickname);
    await phone.page.keyboard.press('Enter');
    await expect(phone.page.getByRole('heading', { name: 'You’re in!' })).toBeVisible();
    await expect(phone.page.getByText('Waiting for the host to start')).toBeVisible();
    await expect(phone.page.getByText('Your nickname: Phoebe')).toBeVisible();
    await shoot(phone.page, 'player-lobby-390');

    // A signed-in user types the PIN at /play and plays under their username.
    const userSide = await newPlayer(browser);
    const account = await registerAccount(userSide.page.request);
    await signInPage(userSide.page, account);
    const user: Player = { nickname: account.username, page: userSide.page, keyboard: false, score: 0, rank: 0 };
    await user.page.goto('/play');
    await expect(user.page.getByRole('heading', { name: 'Join a live game', level: 1 })).toBeVisible();
    await user.page.getByRole('textbox', { name: /^Game PIN/ }).fill(pin);
    await expect(user.page.getByText(`You play as ${account.username}.`)).toBeVisible();
    await expect(user.page.getByRole('textbox', { name: /^Nickname/ })).toHaveCount(0);
    await user.page.getByRole('button', { name: 'Join' }).click();
    await expect(user.page.getByRole('heading', { name: 'You’re in!' })).toBeVisible();

    // A guest at a desk opens the join link.
    const guestSide = await newPlayer(browser);
    const guest: Player = { nickname: 'Gareth', page: guestSide.page, keyboard: false, score: 0, rank: 0 };
    await guest.page.goto(joinUrl);
    await guest.page.getByRole('textbox', { name: /^Nickname/ }).fill(guest.nickname);
    await guest.page.getByRole('button', { name: 'Join' }).click();
    await expect(guest.page.getByRole('heading', { name: 'You’re in!' })).toBeVisible();

    const players = [phone, user, guest];
    const byName = (nickname: string) => players.find((player) => player.nickname === nickname) as Player;

    // The host sees the three names and the count, could remove each, removes nobody and starts.
    await expect(host.getByText('3 players have joined')).toBeVisible();
    for (const player of players) {
      await expect(host.getByRole('listitem').filter({ hasText: player.nickname })).toBeVisible();
      await expect(host.getByRole('button', { name: `Remove ${player.nickname}` })).toBeVisible();
    }
    await shoot(host, 'host-lobby-players-1280');
    await host.getByRole('button', { name: 'Start', exact: true }).click();

    const rounds: Round[] = [
      { kind: 'single', fast: phone.nickname, wrong: guest.nickname, later: user.nickname },
      { kind: 'trueFalse', fast: guest.nickname, wrong: user.nickname, later: phone.nickname },
      { kind: 'multi', fast: user.nickname, wrong: guest.nickname, later: phone.nickname },
      { kind: 'fillGap', fast: phone.nickname, wrong: user.nickname, later: guest.nickname },
      { kind: 'open', fast: phone.nickname, wrong: guest.nickname, later: user.nickname },
      { kind: 'ordering', fast: guest.nickname, wrong: user.nickname, later: phone.nickname },
    ];
    for (const [index, round] of rounds.entries()) {
      const number = index + 1;
      const last = number === rounds.length;
      await test.step(`question ${number} (${round.kind})`, async () => {
        const heading = `Question ${number} of ${rounds.length}`;
        await expect(host.getByText(heading, { exact: true })).toBeVisible();
        await expect(host.getByRole('heading', { name: TEXT[round.kind], level: 2 })).toBeVisible();
        await expect(host.getByRole('timer', { name: 'Time left' })).toBeVisible();
        await expect(host.getByText('0 of 3 answered')).toBeVisible();
        for (const player of players) {
          await expect(player.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await expect(player.page.getByText(TEXT[round.kind], { exact: true })).toBeVisible();
        }

        if (number === 4) {
          // The phone reloads mid-session: its tab's rejoin token brings the same player back with the same score.
          await phone.page.reload();
          await expect(phone.page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
          await expect(phone.page.getByText(`${phone.nickname} · ${phone.score} points`)).toBeVisible();
          await expect(host.getByText('0 of 3 answered')).toBeVisible();
        }

        if (number === 1) {
          await expectAccessible(host, 'live host question');
        }
        if (number === 2) {
          await expectAccessible(phone.page, 'live player question (390 px)');
        }
        await shoot(host, `host-question-${number}-${round.kind}-1280`);
        await shoot(phone.page, `player-question-${number}-${round.kind}-390`);

        // One right at once, one wrong, one right after both; the host's count follows each answer.
        await answer(byName(round.fast), round.kind, true);
        await expect(host.getByText('1 of 3 answered')).toBeVisible();
        if (round.fast === phone.nickname && number === 1) {
          await shoot(phone.page, 'player-answer-received-390');
        }
        await answer(byName(round.wrong), round.kind, false);
        await expect(host.getByText('2 of 3 answered')).toBeVisible();
        await answer(byName(round.later), round.kind, true, { last: true });

        // The third answer reveals at once: 3 answered, 2 right, the correct answer and the exact counts.
        await expect(host.getByText('3 answered · 2 correct')).toBeVisible();
        await expect(host.getByRole('timer')).toHaveCount(0);
        await expectHostReveal(host, round.kind);
        await shoot(host, `host-reveal-${number}-${round.kind}-1280`);

        // Each phone: right or wrong, the points (time-dependent: 500-1000 for a right answer), score and rank.
        const points = new Map<string, number>();
        for (const player of players) {
          const right = player.nickname !== round.wrong;
          await expect(
            player.page.getByRole('heading', { name: right ? 'Correct!' : 'Wrong', level: 1 }),
          ).toBeVisible();
          const shown = await player.page.getByText(/^\+\d+ points$/).textContent();
          const earned = Number(/\d+/.exec(shown ?? '')?.[0]);
          if (right) {
            expect(earned).toBeGreaterThanOrEqual(500);
            expect(earned).toBeLessThanOrEqual(1000);
          } else {
            expect(earned).toBe(0);
          }
          points.set(player.nickname, earned);
        }
        // Whoever answered earlier earns at least as much.
        expect(points.get(round.fast)).toBeGreaterThanOrEqual(points.get(round.later) ?? Infinity);
        const previousRanks = new Map(players.map((player) => [player.nickname, player.rank]));
        const anyPointsBefore = players.some((player) => player.score > 0);
        for (const player of players) {
          player.score += points.get(player.nickname) ?? 0;
        }
        for (const player of players) {
          player.rank = rankOf(players, player.score);
          await expect(player.page.getByText(`Score: ${player.score}`, { exact: true })).toBeVisible();
          await expect(player.page.getByText(`Rank: ${player.rank}`, { exact: true })).toBeVisible();
          await expect(player.page.getByText(`${player.nickname} · ${player.score} points`)).toBeVisible();
        }
        if (number === 1) {
          await expectAccessible(phone.page, 'live player result (390 px)');
        }
        await (number === 1 ? shootBoth : shoot)(phone.page, `player-reveal-${number}-${round.kind}-390`);

        // The leaderboard: the order of the scores, each rank's move since the question before.
        await host.getByRole('button', { name: 'Show leaderboard' }).click();
        const board = host.getByRole('region', { name: 'Leaderboard' });
        await expect(board.getByRole('listitem')).toHaveText(
          ranked(players).map((player) => {
            const before = previousRanks.get(player.nickname) ?? 0;
            const move = !anyPointsBefore
              ? '★New'
              : before > player.rank
                ? `▲Up ${before - player.rank}`
                : before < player.rank
                  ? `▼Down ${player.rank - before}`
                  : '=No change';
            return new RegExp(
              `^${player.rank}\\.\\s*${escape(player.nickname)}\\s*${player.score} points\\s*${escape(move)}$`,
            );
          }),
        );
        for (const player of players) {
          const top = player.page.getByRole('list', { name: 'Top players' });
          await expect(top.getByRole('listitem')).toHaveText(
            ranked(players).map(
              (entry) => `${entry.rank}.${entry.nickname}${entry === player ? ' (You)' : ''}${entry.score} points`,
            ),
          );
        }
        await shoot(host, `host-leaderboard-${number}-1280`);
        await shoot(phone.page, `player-leaderboard-${number}-390`);
        await host.getByRole('button', { name: last ? 'Show final results' : 'Next question' }).click();
      });
    }

    // The end: the podium of the top three on the host's screen, each player's own place on their phone.
    const podium = host.getByRole('region', { name: 'Final results' });
    await expect(podium.getByRole('listitem')).toHaveText(
      ranked(players).map(
        (player) =>
          `${['First', 'Second', 'Third'][player.rank - 1]} place${player.rank}${player.nickname}${player.score} points`,
      ),
    );
    await shootBoth(host, 'host-podium-1280');
    for (const player of players) {
      await expect(player.page.getByRole('heading', { name: 'Game over', level: 1 })).toBeVisible();
      await expect(
        player.page.getByText(`You finished in place ${player.rank} with ${player.score} points.`),
      ).toBeVisible();
      await expect(player.page.getByRole('list', { name: 'Podium' }).getByRole('listitem')).toHaveCount(3);
    }
    await expectAccessible(phone.page, 'live player final rank (390 px)');
    await shootBoth(phone.page, 'player-ended-390');

    for (const side of [phoneSide, userSide, guestSide]) {
      await side.context.close();
    }
  });
});
