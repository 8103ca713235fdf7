import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog.tsx';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Doomed
      </button>
      <ConfirmDialog
        isOpen={open}
        title="Delete Quiz"
        message="Are you sure?"
        confirmLabel="Delete Quiz"
        onConfirm={onConfirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

describe('ConfirmDialog (loaded on first open)', () => {
  it('renders nothing while closed; opens as an alert dialog with focus inside, Escape returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const { container } = render(<Harness onConfirm={onConfirm} />);
    expect(container.querySelectorAll('[role="alertdialog"]')).toHaveLength(0);
    const opener = screen.getByRole('button', { name: 'Delete Doomed' });
    await user.click(opener);
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Quiz' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Delete Quiz' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
