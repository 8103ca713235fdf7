import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_DURATION_MS, ToastProvider, useToast } from './Toast.tsx';
import { passTime } from '../test-support/timers.ts';

let api: ReturnType<typeof useToast>;
/** Hands the toast API to the test once mounted. */
function Capture({ onApi }: { onApi: (toast: ReturnType<typeof useToast>) => void }) {
  const toast = useToast();
  useEffect(() => onApi(toast), [onApi, toast]);
  return null;
}
const keepApi = (toast: ReturnType<typeof useToast>) => {
  api = toast;
};

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces a toast politely and removes it after the default 3 s', () => {
    render(
      <ToastProvider>
        <Capture onApi={keepApi} />
      </ToastProvider>,
    );
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3000);
    act(() => {
      api.success('Settings saved successfully');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Settings saved successfully');
    passTime(2999);
    expect(screen.getByText('Settings saved successfully')).toBeInTheDocument();
    passTime(1);
    expect(screen.queryByText('Settings saved successfully')).not.toBeInTheDocument();
  });

  it('keeps a toast with duration 0 until it is dismissed, and announces errors assertively', () => {
    render(
      <ToastProvider>
        <Capture onApi={keepApi} />
      </ToastProvider>,
    );
    act(() => {
      api.show('Stays here', { duration: 0 });
      api.error('Failed to save settings');
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save settings');
    passTime(60_000);
    expect(screen.getByText('Stays here')).toBeInTheDocument();
    act(() => {
      screen.getAllByRole('button', { name: 'Dismiss notification' })[0]?.click();
    });
    expect(screen.queryByText('Stays here')).not.toBeInTheDocument();
  });
});
