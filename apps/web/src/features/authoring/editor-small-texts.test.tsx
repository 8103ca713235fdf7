import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill, renderApp } from '../../test-support/render.tsx';
import { buildQuiz, openQuizEditor, serveAuthoringEachTest } from '../../test-support/authoring-backend.ts';

const backend = serveAuthoringEachTest();

describe('quiz editor: small texts (issue 17)', () => {
  it("the preview writes durations as every other page does (spec 3 section 9: '45 min', '1h', '1h 30m')", async () => {
    backend.addQuiz(buildQuiz({ estimatedTime: 60, timerEnabled: true, timerDuration: 90 }));
    const { user } = await openQuizEditor();
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByText('1h')).toBeInTheDocument();
    expect(within(panel).getByText('1h 30m')).toBeInTheDocument();
    expect(within(panel).queryByText('1 h 0 min')).not.toBeInTheDocument();
  });

  it("typing 0 in the timer field keeps 0 and shows the spec's minimum message instead of silently becoming 1", async () => {
    backend.addQuiz(buildQuiz({ timerEnabled: true, timerDuration: 30 }));
    const { user } = await openQuizEditor();
    const timer = screen.getByRole('textbox', { name: /Timer duration/ });
    await fill(user, timer, '0');
    await user.tab();
    expect(timer).toHaveValue('0');
    expect(
      await screen.findAllByText('Timer duration must be at least 1 minute when timer is enabled'),
    ).not.toHaveLength(0);
    expect(backend.writes()).toEqual([]);
  });

  it("typing 0 in the estimated time keeps 0 and shows 'Estimated time must be at least 1 minute' instead of silently becoming 1", async () => {
    backend.addQuiz(buildQuiz({ estimatedTime: 30 }));
    const { user } = await openQuizEditor();
    const estimatedTime = screen.getByRole('textbox', { name: /Estimated time/ });
    await fill(user, estimatedTime, '0');
    await user.tab();
    expect(estimatedTime).toHaveValue('0');
    expect(await screen.findAllByText('Estimated time must be at least 1 minute')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Save Draft' }));
    expect(screen.getByRole('textbox', { name: /Estimated time/ })).toHaveValue('0');
    expect(backend.writes()).toEqual([]);
  });

  it("the wizard's estimated time keeps a typed 0 too, and Next stays on step 2 with the minimum message", async () => {
    const { user } = renderApp('/quizzes/create');
    await screen.findByRole('heading', { name: /Step 1 of 4: Choose Creation Method/ }, { timeout: 20_000 });
    await user.click(screen.getByRole('radio', { name: /Create manually/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await fill(user, await screen.findByLabelText(/Quiz title/), 'Zero minutes');
    const estimatedTime = screen.getByRole('textbox', { name: /Estimated time/ });
    await fill(user, estimatedTime, '0');
    await user.tab();
    expect(estimatedTime).toHaveValue('0');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Estimated time must be at least 1 minute')).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: /Step 2 of 4/ })).toBeInTheDocument();
    expect(backend.writes()).toEqual([]);
  });
});
