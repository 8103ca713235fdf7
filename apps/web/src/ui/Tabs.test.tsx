import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs.tsx';

const items = [
  { id: 'overview', label: 'Overview', content: <p>Overview panel</p> },
  { id: 'analytics', label: 'Analytics', content: <p>Analytics panel</p> },
  { id: 'export', label: 'Export', content: <p>Export panel</p> },
];

describe('Tabs', () => {
  it('exposes a labelled tablist whose selected tab labels its panel', () => {
    render(<Tabs items={items} label="Quiz sections" />);
    expect(screen.getByRole('tablist', { name: 'Quiz sections' })).toBeInTheDocument();
    const first = screen.getByRole('tab', { name: 'Overview' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview panel');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Quiz sections" />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Analytics' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Analytics panel');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Export' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Export' })).toHaveAttribute('aria-selected', 'true');
  });
});
