import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination.tsx';

function Harness({ total, start = 1 }: { total: number; start?: number }) {
  const [page, setPage] = useState(start);
  return <Pagination page={page} totalPages={total} onPageChange={setPage} />;
}

describe('Pagination', () => {
  it('is hidden for one page or fewer', () => {
    const { container } = render(<Pagination page={1} totalPages={1} onPageChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("says 'page X of Y' and shows up to 5 page buttons with ellipses", async () => {
    const user = userEvent.setup();
    render(<Harness total={12} start={6} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('page 6 of 12');
    const pages = within(nav).getAllByRole('button', { name: /^Go to page/ });
    expect(pages.map((button) => button.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(within(nav).getAllByText('…')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Go to page 6' })).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(nav).toHaveTextContent('page 7 of 12');
    await user.click(screen.getByRole('button', { name: 'Go to page 9' }));
    expect(nav).toHaveTextContent('page 9 of 12');
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const user = userEvent.setup();
    render(<Harness total={3} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
