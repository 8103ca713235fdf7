import type { AiAnalysisReport, FeatureFlags } from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signInAs } from '../../test-support/render.tsx';
import { admin, api, errorResponse, server } from '../../test-support/server.ts';

const flags: FeatureFlags = {
  advancedAnalytics: true,
  realTimeStats: false,
  exportFeatures: false,
  aiGeneration: true,
  socialSharing: false,
};

const report: AiAnalysisReport = {
  generatedAt: '2026-03-02T12:00:00.000Z',
  database: 'sqlite',
  generator: {
    kind: 'offline',
    configured: false,
    endpoint: null,
    model: null,
    reachable: null,
    note: 'offline generator, not configured',
  },
  queue: { available: true, depth: 2, note: 'jobs waiting' },
  jobs: { available: true, total: 5, byStatus: { COMPLETED: 3, PENDING: 2 } },
  documents: { available: true, total: 0, byStatus: {} },
  users: { total: 3, active: 2, inactive: 1 },
  mail: { outboxTotal: 4, unsent: 1 },
};

describe('System Settings (/admin/settings)', () => {
  it('shows the feature flags, billing config and AI report the server exposes, read-only', async () => {
    signInAs(admin);
    let analyses = 0;
    server.use(
      http.get(api('/v1/config/features'), () => HttpResponse.json(flags)),
      http.post(api('/v1/ai-analysis/analyze'), () => {
        analyses += 1;
        return HttpResponse.json({ ...report, users: { ...report.users, total: 3 + analyses - 1 } });
      }),
    );
    const { user } = renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'System Settings' })).toBeInTheDocument();

    const flagTable = await screen.findByRole('table', { name: 'Feature flags' });
    const state = (name: string) =>
      within(
        within(flagTable)
          .getByRole('rowheader', { name: new RegExp(name) })
          .closest('tr') as HTMLElement,
      ).getByRole('cell').textContent;
    expect(state('Advanced analytics')).toBe('On');
    expect(state('Real-time statistics')).toBe('Off');
    expect(state('AI generation')).toBe('On');
    expect(state('socialSharing')).toBe('Off');

    const billing = screen.getByRole('region', { name: 'Billing' });
    expect(await within(billing).findByText('Local test payments (no real charges)')).toBeInTheDocument();
    const packs = within(billing).getByRole('table', { name: 'Token packs' });
    const growth = within(packs).getByRole('rowheader', { name: 'Growth Pack' }).closest('tr') as HTMLElement;
    expect(
      within(growth)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5,000', '$20.00', 'price_growth']);

    const ai = screen.getByRole('region', { name: 'AI generation and system status' });
    expect(await within(ai).findByText('Offline generator')).toBeInTheDocument();
    const fact = (term: string) => within(ai).getByText(term).nextElementSibling?.textContent;
    expect(fact('Configured')).toBe('No');
    expect(fact('Reachable')).toBe('Unknown');
    expect(fact('Endpoint')).toBe('—');
    expect(fact('Jobs waiting in the queue')).toBe('2');
    expect(fact('Generation jobs by status')).toBe('COMPLETED 3PENDING 2');
    expect(fact('Documents by status')).toBe('None');
    expect(fact('Database')).toBe('SQLite');
    expect(fact('Users')).toBe('3 in total, 2 active, 1 inactive');
    expect(fact('Mail outbox')).toBe('4 in total, 1 not sent');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.click(within(ai).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fact('Users')).toBe('4 in total, 2 active, 1 inactive'));
    expect(analyses).toBe(2);
  });

  it('says billing is disabled on 404 and shows a failed part without hiding the others', async () => {
    signInAs(admin);
    server.use(
      http.get(api('/v1/config/features'), () => HttpResponse.json(flags)),
      http.get(api('/v1/billing/config'), () => errorResponse(404, 'Billing feature is not available')),
      http.post(api('/v1/ai-analysis/analyze'), () => errorResponse(500, 'boom')),
    );
    renderApp('/admin/settings');
    expect(await screen.findByText('Billing is disabled on this server.')).toBeInTheDocument();
    const ai = screen.getByRole('region', { name: 'AI generation and system status' });
    expect(await within(ai).findByRole('alert')).toHaveTextContent(
      'This part of the configuration could not be loaded.',
    );
    expect(await screen.findByRole('table', { name: 'Feature flags' })).toBeInTheDocument();
  });
});
