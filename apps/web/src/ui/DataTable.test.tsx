import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable, type SortState } from './DataTable.tsx';

interface Row {
  id: string;
  name: string;
  score: number;
}
const ROWS: Row[] = [
  { id: 'a', name: 'Algebra', score: 90 },
  { id: 'b', name: 'Biology', score: 60 },
  { id: 'c', name: 'Chemistry', score: 75 },
];

function Harness({
  rows = ROWS,
  loading = false,
  total = rows.length,
}: {
  rows?: Row[];
  loading?: boolean;
  total?: number;
}) {
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [page, setPage] = useState(0);
  const sorted = [...rows].sort((x, y) => {
    const order = sort.key === 'score' ? x.score - y.score : x.name.localeCompare(y.name);
    return sort.direction === 'asc' ? order : -order;
  });
  return (
    <>
      <DataTable
        caption="Scores"
        columns={[
          { key: 'name', header: 'Name', sortable: true, render: (row: Row) => row.name },
          { key: 'score', header: 'Score', sortable: true, render: (row: Row) => String(row.score) },
        ]}
        rows={sorted}
        getRowId={(row) => row.id}
        loading={loading}
        sort={sort}
        onSortChange={setSort}
        selection={{ selected, onChange: setSelected, rowLabel: (row) => `Select ${row.name}` }}
        pagination={{ page, pageSize: 10, totalElements: total, onPageChange: setPage }}
      />
      <output>selected: {[...selected].sort().join(',')}</output>
    </>
  );
}

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('DataTable', () => {
  it('sorts ascending then descending, announcing the order with aria-sort', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(names()).toEqual(['Algebra', 'Biology', 'Chemistry']);
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'none');
    await user.click(screen.getByRole('button', { name: /Score/ }));
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(names()).toEqual(['Biology', 'Chemistry', 'Algebra']);
    await user.click(screen.getByRole('button', { name: /Score/ }));
    expect(screen.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names()).toEqual(['Algebra', 'Chemistry', 'Biology']);
  });

  it('selects all rows with the header checkbox, and shows a partial selection as mixed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows' });
    await user.click(screen.getByRole('checkbox', { name: 'Select Biology' }));
    expect(await screen.findByText('selected: b')).toBeInTheDocument();
    expect(all).toBePartiallyChecked();
    await user.click(all);
    expect(await screen.findByText('selected: a,b,c')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(all);
    expect(await screen.findByText('selected:')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(await screen.findByText('selected: a,b,c')).toBeInTheDocument();
  });

  it("shows 'No data available' for no rows and 'Loading...' while loading", () => {
    const { unmount } = render(<Harness rows={[]} />);
    expect(screen.getByRole('cell', { name: 'No data available' })).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 results')).toBeInTheDocument();
    unmount();
    render(<Harness loading />);
    expect(screen.getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  });

  it("pages with 'Showing X to Y of Z results', page 1, the last page and pages next to the current", async () => {
    const user = userEvent.setup();
    render(<Harness total={95} />);
    const pager = screen.getByRole('navigation', { name: 'Table pagination' });
    expect(pager).toHaveTextContent('Showing 1 to 10 of 95 results');
    const buttons = () =>
      within(pager)
        .getAllByRole('button', { name: /^Go to page/ })
        .map((button) => button.textContent);
    expect(buttons()).toEqual(['1', '2', '10']);
    await user.click(within(pager).getByRole('button', { name: 'Go to page 2' }));
    await user.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(pager).toHaveTextContent('Showing 21 to 30 of 95 results');
    expect(buttons()).toEqual(['1', '2', '3', '4', '10']);
    await user.click(within(pager).getByRole('button', { name: 'Go to page 10' }));
    expect(pager).toHaveTextContent('Showing 91 to 95 of 95 results');
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
