import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fill, renderApp, signInAs } from '../../test/render.tsx';
import { creator, server } from '../../test/server.ts';
import { AuthoringBackend, buildQuiz, uuid } from '../../test/authoring-backend.ts';

let backend: AuthoringBackend;
const QUIZ = uuid(100);

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  backend = new AuthoringBackend();
  server.use(...backend.handlers());
  signInAs(creator);
});

const openEditor = async () => {
  const view = renderApp(`/quizzes/${QUIZ}/edit`);
  await screen.findByRole('heading', { name: 'Edit Quiz' }, { timeout: 20_000 });
  return view;
};

describe('quiz editor: small texts (issue 17)', () => {
  it("the preview writes durations as every other page does (spec 3 section 9: '45 min', '1h', '1h 30m')", async () => {
    backend.addQuiz(buildQuiz({ estimatedTime: 60, timerEnabled: true, timerDuration: 90 }));
    const { user } = await openEditor();
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('1h')).toBeInTheDocument();
    expect(within(panel).getByText('1h 30m')).toBeInTheDocument();
    expect(within(panel).queryByText('1 h 0 min')).not.toBeInTheDocument();
  });

  it("typing 0 in the timer field keeps 0 and shows the spec's minimum message instead of silently becoming 1", async () => {
    backend.addQuiz(buildQuiz({ timerEnabled: true, timerDuration: 30 }));
    const { user } = await openEditor();
    const timer = screen.getByRole('textbox', { name: /Timer duration/ });
    await fill(user, timer, '0');
    await user.tab();
    expect(timer).toHaveValue('0');
    expect(
      await screen.findAllByText('Timer duration must be at least 1 minute when timer is enabled'),
    ).not.toHaveLength(0);
    expect(backend.writes()).toEqual([]);
  });
});
