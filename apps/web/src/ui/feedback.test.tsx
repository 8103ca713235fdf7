import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';
import { jobStatusTone, scoreTone } from './Badge.tsx';
import { ErrorScreen } from './ErrorScreen.tsx';

describe('Alert', () => {
  it('has the four types, announces errors and warnings at once, and can be dismissed', async () => {
    const user = userEvent.setup();
    const dismissed = vi.fn();
    render(
      <>
        <Alert type="success">Saved</Alert>
        <Alert type="info">Note</Alert>
        <Alert type="warning">Careful</Alert>
        <Alert type="error" onDismiss={dismissed}>
          Broken
        </Alert>
      </>,
    );
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual(['Saved', 'Note']);
    expect(screen.getAllByRole('alert').map((element) => element.textContent)).toEqual(['Careful', 'Broken×']);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(dismissed).toHaveBeenCalledTimes(1);
  });
});

describe('ErrorScreen', () => {
  it("says 'Something went wrong' with advice and a Refresh Page button that reloads", async () => {
    const user = userEvent.setup();
    const reload = vi.fn();
    render(<ErrorScreen onRefresh={reload} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/Refresh the page to try again/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('status colours (spec 1 section 4)', () => {
  it('colours job statuses', () => {
    expect(
      ['completed', 'SUCCESS', 'processing', 'IN_PROGRESS', 'failed', 'error', 'pending', 'QUEUED', 'CANCELLED'].map(
        jobStatusTone,
      ),
    ).toEqual(['success', 'success', 'info', 'info', 'danger', 'danger', 'warning', 'warning', 'neutral']);
  });

  it('colours scores: 80 and above success, 60 to 79 warning, below 60 danger', () => {
    expect([100, 80, 79.9, 60, 59.9, 0].map(scoreTone)).toEqual([
      'success',
      'success',
      'warning',
      'warning',
      'danger',
      'danger',
    ]);
  });
});
