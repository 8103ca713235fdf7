import type { TokenTransaction } from '@quizmaker/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { balanceStatus } from '../../api/billing.ts';
import { fill, renderApp, signInAs } from '../../test-support/render.tsx';
import { admin, api, balance, errorResponse, packs, pageOf, server, student } from '../../test-support/server.ts';
import { checkoutNavigation } from './TopUpCard.tsx';

const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title })).closest('section') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('My Profile', () => {
  it('shows the avatar initial, roles, status, and dates in the viewer’s format', async () => {
    signInAs(student);
    renderApp('/profile');
    expect(await screen.findByRole('heading', { name: 'student' })).toBeInTheDocument();
    expect(await screen.findByText('student@example.com')).toBeInTheDocument();
    expect(await screen.findByText('S')).toBeInTheDocument();
    expect(await within(screen.getByRole('list', { name: 'Roles' })).findByText('User')).toBeInTheDocument();
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Member Since').nextElementSibling).toHaveTextContent('01/15/2026');
    expect(screen.getByText('Last Login').nextElementSibling).toHaveTextContent('03/01/2026 9:30 AM UTC');
  });

  it('edits username and e-mail with Save Changes, and Cancel resets the fields', async () => {
    signInAs(student);
    let saved: unknown;
    server.use(
      http.put(api('/v1/users/profile'), async ({ request }) => {
        saved = await request.json();
        return HttpResponse.json({ ...student, ...(saved as object) });
      }),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await fill(user, screen.getByLabelText(/^Username/), 'ab');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Username must be at least 4 characters')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Email/), 'bad');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('student');
    await fill(user, screen.getByLabelText(/^Username/), '  renamed  ');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(saved).toEqual({ username: 'renamed', email: 'student@example.com' });
    expect(await screen.findByRole('heading', { name: 'renamed' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument();
  });

  it('asks for the current password only when the e-mail changes, and shows the server’s answer on that field', async () => {
    signInAs(student);
    const bodies: unknown[] = [];
    server.use(
      http.put(api('/v1/users/profile'), async ({ request }) => {
        const body = (await request.json()) as { currentPassword?: string };
        bodies.push(body);
        if (body.currentPassword !== 'Passw0rd!') {
          const message = 'Current password is incorrect';
          return errorResponse(403, message, { fieldErrors: [{ field: 'currentPassword', message }] });
        }
        return HttpResponse.json({ ...student, email: 'moved@example.org' });
      }),
    );
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    // Another case of the same address is not a change.
    await fill(user, screen.getByLabelText(/^Email/), 'STUDENT@example.com');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();

    await fill(user, screen.getByLabelText(/^Email/), 'moved@example.org');
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute('type', 'password');
    expect(
      screen.getByText('Needed to change your e-mail address; your old address is told of the change.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Enter your current password to change your e-mail address')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await fill(user, screen.getByLabelText(/^Current password/), 'Wrong-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Current password/), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(bodies).toEqual([
      { username: 'student', email: 'moved@example.org', currentPassword: 'Wrong-Passw0rd' },
      { username: 'student', email: 'moved@example.org', currentPassword: 'Passw0rd!' },
    ]);
  });

  it("says 'User profile not found' when there is no profile", async () => {
    signInAs(student);
    server.use(http.get(api('/v1/users/profile'), () => errorResponse(404, 'User not found')));
    renderApp('/profile');
    expect(await screen.findByText('User profile not found')).toBeInTheDocument();
  });
});

describe('Token Balance', () => {
  it('shows available, reserved, last updated, the status and refreshes on demand', async () => {
    signInAs(student);
    let calls = 0;
    server.use(
      http.get(api('/v1/billing/balance'), () => {
        calls += 1;
        return HttpResponse.json(calls === 1 ? balance : { availableTokens: 80, reservedTokens: 0, updatedAt: null });
      }),
    );
    const { user } = renderApp('/profile');
    const section = await card('Token Balance');
    expect(await within(section).findByText('1,250')).toBeInTheDocument();
    expect(await within(section).findByText('40')).toBeInTheDocument();
    expect(within(section).getByText('Last Updated').nextElementSibling).toHaveTextContent('03/02/2026 12:00 PM UTC');
    expect(await within(section).findByText('High')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Refresh balance' }));
    expect(await within(section).findByText('80')).toBeInTheDocument();
    expect(within(section).getByText('Last Updated').nextElementSibling).toHaveTextContent('—');
    expect(await within(section).findByText('Low')).toBeInTheDocument();
  });

  it('uses the thresholds 100 and 500', () => {
    expect([0, 99, 100, 499, 500, 10_000].map(balanceStatus)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });

  it('shows the billing-disabled notice on 404 and the permission message on 403', async () => {
    signInAs(student);
    server.use(
      http.get(api('/v1/billing/balance'), () => errorResponse(404, 'Billing feature is not available')),
      http.get(api('/v1/billing/config'), () => errorResponse(404, 'Billing feature is not available')),
      http.get(api('/v1/billing/transactions'), () => errorResponse(404, 'Billing feature is not available')),
    );
    const view = renderApp('/profile');
    expect(
      await screen.findByText(
        'Billing features are not enabled for this environment yet. Token balance will appear here once available.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Token purchases are not yet available in this environment.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Transaction history' })).not.toBeInTheDocument();
    view.unmount();

    server.use(http.get(api('/v1/billing/balance'), () => errorResponse(403, 'Forbidden')));
    renderApp('/profile');
    expect(await screen.findByText('You do not have permission to view billing information.')).toBeInTheDocument();
  });
});

describe('Top up tokens', () => {
  it('lists the packs with formatted prices and tokens, and redirects to the checkout url', async () => {
    signInAs(student);
    const go = vi.spyOn(checkoutNavigation, 'go').mockImplementation(() => undefined);
    let body: unknown;
    server.use(
      http.post(api('/v1/billing/checkout-sessions'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ url: 'http://localhost/billing/checkout/cs_1', sessionId: 'cs_1' }, { status: 201 });
      }),
    );
    const { user } = renderApp('/profile');
    const section = await card('Top up tokens');
    const growth = await within(section).findByRole('radio', { name: /Growth Pack/ });
    expect(growth).toHaveAccessibleName('Growth Pack, $20.00, 5,000 tokens');
    expect(within(section).getByRole('radio', { name: 'Starter Pack, $5.00, 1,000 tokens' })).toBeInTheDocument();
    expect(await within(section).findByText(/This is a test payment/)).toBeInTheDocument();
    const submit = within(section).getByRole('button', { name: 'Top up tokens' });
    expect(submit).toBeDisabled();
    await user.click(growth);
    await user.click(submit);
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://localhost/billing/checkout/cs_1'));
    expect(body).toEqual({ packId: 'growth', priceId: 'price_growth' });
    expect(within(section).getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
  });

  it('names Stripe Checkout when Stripe is the provider, and says when no packs exist', async () => {
    signInAs(student);
    server.use(http.get(api('/v1/billing/config'), () => HttpResponse.json({ ...packs, provider: 'stripe' })));
    const view = renderApp('/profile');
    expect(
      await screen.findByText(
        'You will be redirected to Stripe Checkout to complete your purchase. Tokens become available immediately after payment confirmation.',
      ),
    ).toBeInTheDocument();
    view.unmount();
    server.use(http.get(api('/v1/billing/config'), () => HttpResponse.json({ provider: 'local', prices: [] })));
    renderApp('/profile');
    expect(await screen.findByText('Token packs are not configured yet. Please check back later.')).toBeInTheDocument();
  });

  it('shows the checkout messages of spec 1 section 8, reloading the packs when the chosen one is gone', async () => {
    signInAs(student);
    let configCalls = 0;
    let status = 403;
    server.use(
      http.get(api('/v1/billing/config'), () => {
        configCalls += 1;
        return HttpResponse.json(packs);
      }),
      http.post(api('/v1/billing/checkout-sessions'), () => errorResponse(status, 'server says no')),
    );
    const { user } = renderApp('/profile');
    const section = await card('Top up tokens');
    const attempt = async () => {
      await user.click(await within(section).findByRole('radio', { name: /Starter Pack/ }));
      await user.click(within(section).getByRole('button', { name: 'Top up tokens' }));
    };
    await attempt();
    expect(await within(section).findByText('You do not have permission to purchase tokens.')).toBeInTheDocument();
    status = 429;
    await attempt();
    expect(
      await within(section).findByText('You are making requests too quickly. Please wait a moment and try again.'),
    ).toBeInTheDocument();
    status = 500;
    await attempt();
    expect(
      await within(section).findByText('Failed to start checkout session. Please try again later.'),
    ).toBeInTheDocument();
    status = 404;
    const before = configCalls;
    await attempt();
    expect(
      await within(section).findByText('The selected token pack is no longer available. Please try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(configCalls).toBe(before + 1));
    expect(within(section).getByRole('button', { name: 'Top up tokens' })).toBeDisabled();
  });

  it('shows a failed pack load with the server message or the fallback', async () => {
    signInAs(student);
    server.use(http.get(api('/v1/billing/config'), () => errorResponse(500, 'x')));
    renderApp('/profile');
    expect(await screen.findByText('Failed to load token packs.')).toBeInTheDocument();
  });

  it('confirms a completed checkout on return', async () => {
    signInAs(student);
    renderApp('/profile?checkout=success');
    expect(
      await screen.findByText('Payment received. Your tokens have been added to your balance.'),
    ).toBeInTheDocument();
  });
});

describe('Transaction history', () => {
  it('lists the ledger with signed changes and pages through it', async () => {
    signInAs(student);
    const row = (index: number, type: TokenTransaction['type'], amountTokens: number): TokenTransaction => ({
      id: `t${index}`,
      userId: student.id,
      type,
      source: type === 'PURCHASE' ? 'LOCAL_CHECKOUT' : 'QUIZ_GENERATION',
      amountTokens,
      refId: null,
      idempotencyKey: `k${index}`,
      balanceAfterAvailable: 1000 + index,
      balanceAfterReserved: 0,
      meta: null,
      createdAt: '2026-03-02T12:00:00.000Z',
    });
    const pages: Record<string, TokenTransaction[]> = {
      '0': [row(1, 'PURCHASE', 1000), row(2, 'RESERVE', 150)],
      '1': [row(3, 'RELEASE', 50)],
    };
    server.use(
      http.get(api('/v1/billing/transactions'), ({ request }) => {
        const url = new URL(request.url);
        const page = url.searchParams.get('page') ?? '0';
        expect(url.searchParams.get('size')).toBe('10');
        return HttpResponse.json(pageOf(pages[page] ?? [], Number(page), 10, 12));
      }),
    );
    const { user } = renderApp('/profile');
    const section = await card('Transaction history');
    expect(await within(section).findByText('+1,000')).toBeInTheDocument();
    expect(await within(section).findByText('-150')).toBeInTheDocument();
    expect(await within(section).findByText('Purchase')).toBeInTheDocument();
    expect(await within(section).findByText('Test checkout')).toBeInTheDocument();
    expect(await within(section).findByText('Showing 1 to 10 of 12 results')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(section).findByText('+50')).toBeInTheDocument();
    expect(await within(section).findByText('Showing 11 to 12 of 12 results')).toBeInTheDocument();
  });
});

describe('admin view of another user (/profile/{userId})', () => {
  it('loads that user, skips the balance, and activates or deactivates', async () => {
    signInAs(admin);
    let current = { ...student };
    server.use(
      http.get(api(`/v1/users/${student.id}`), () => HttpResponse.json(current)),
      http.post(api(`/v1/users/${student.id}/deactivate`), () => {
        current = { ...current, isActive: false };
        return HttpResponse.json(current);
      }),
      http.post(api(`/v1/users/${student.id}/activate`), () => errorResponse(409, 'User operation conflict')),
    );
    const { user } = renderApp(`/profile/${student.id}`);
    expect(await screen.findByRole('heading', { name: 'User Profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'student' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Token Balance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit profile' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User deactivated')).toBeInTheDocument();
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect(await screen.findByText('User operation conflict')).toBeInTheDocument();
  });

  it("says 'User profile not found' for an unknown id", async () => {
    signInAs(admin);
    const missing = '99999999-9999-4999-8999-999999999999';
    server.use(http.get(api(`/v1/users/${missing}`), () => errorResponse(404, 'User not found')));
    renderApp(`/profile/${missing}`);
    expect(await screen.findByText('User profile not found')).toBeInTheDocument();
  });
});
