import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../i18n/index.ts';
import { fill, renderApp } from '../../test-support/render.tsx';
import { api, errorResponse, server, student } from '../../test-support/server.ts';

const field = (name: RegExp) => screen.getByLabelText(name);
const errorsShown = () =>
  screen.queryAllByText(/./, { selector: 'p[id$="-error"]' }).map((element) => element.textContent);

describe('Register (spec 1 sections 2 and 5)', () => {
  it('shows every registration message', async () => {
    const { user } = renderApp('/register');
    const submit = await screen.findByRole('button', { name: 'Create account' });
    await user.click(submit);
    await waitFor(() =>
      expect(errorsShown()).toEqual([
        'Username is required',
        'Email is required',
        'Password is required',
        'Please confirm your password',
        'You must accept the terms and conditions',
      ]),
    );
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Username/)).toHaveAccessibleDescription(/Username is required/);

    const cases: Array<[RegExp, string, string]> = [
      [/^Username/, 'abc', 'Username must be at least 4 characters'],
      [/^Username/, 'a'.repeat(21), 'Username must be no more than 20 characters'],
      [/^Username/, 'bad name!', 'Username can only contain letters, numbers, and underscores'],
      [/^Email/, 'not-an-email', 'Please enter a valid email address'],
      [
        /^Password/,
        'short',
        'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
      ],
      [/^Password/, 'PASSWORD1!', 'Password must contain: one lowercase letter'],
    ];
    for (const [label, value, message] of cases) {
      await fill(user, field(label), value);
      await user.click(submit);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await fill(user, field(/^Password/), 'Passw0rd!');
    await fill(user, field(/^Confirm password/), 'Passw0rd?');
    await user.click(submit);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
  });

  it('links to /terms and /privacy in new tabs', async () => {
    renderApp('/register');
    const main = await screen.findByRole('main');
    const terms = await within(main).findByRole('link', { name: 'Terms of Service' });
    const privacy = within(main).getByRole('link', { name: 'Privacy Policy' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(privacy).toHaveAttribute('href', '/privacy');
  });

  const fillValid = async (user: ReturnType<typeof renderApp>['user']) => {
    await fill(user, await screen.findByLabelText(/^Username/), 'new_user');
    await fill(user, field(/^Email/), 'new@example.com');
    await fill(user, field(/^Password/), 'Passw0rd!');
    await fill(user, field(/^Confirm password/), 'Passw0rd!');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  };

  it('registers and goes to /login with a confirmation', async () => {
    let body: unknown;
    server.use(
      http.post(api('/v1/auth/register'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(student, { status: 201 });
      }),
    );
    const view = renderApp('/register');
    await fillValid(view.user);
    expect(
      await screen.findByText('Registration successful. Please sign in with your new account.'),
    ).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/login');
    expect(body).toEqual({ username: 'new_user', email: 'new@example.com', password: 'Passw0rd!' });
  });

  it('shows a taken username on its field, and the fallback for other failures', async () => {
    server.use(
      http.post(api('/v1/auth/register'), () =>
        errorResponse(409, 'Username already taken', {
          fieldErrors: [{ field: 'username', message: 'Username already taken' }],
        }),
      ),
    );
    const view = renderApp('/register');
    await fillValid(view.user);
    expect(await screen.findByText('Username already taken')).toBeInTheDocument();
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    server.use(http.post(api('/v1/auth/register'), () => errorResponse(500, 'Server error occurred')));
    await fill(view.user, field(/^Username/), 'other_user');
    await view.user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed. Please try again.')).toBeInTheDocument();
  });

  it('shows the messages in Spanish when the language is Spanish', async () => {
    await changeLanguage('es');
    const { user } = renderApp('/register');
    await user.click(await screen.findByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findByText('El nombre de usuario es obligatorio')).toBeInTheDocument();
    expect(await screen.findByText('Debes aceptar los términos y condiciones')).toBeInTheDocument();
    await changeLanguage('en');
  });
});

describe('Login', () => {
  it('checks the username (at least 3) and password (at least 8)', async () => {
    const { user } = renderApp('/login');
    const submit = await screen.findByRole('button', { name: 'Sign in' });
    await user.click(submit);
    await waitFor(() => expect(errorsShown()).toEqual(['Username is required', 'Password is required']));
    await fill(user, field(/Username or email/), 'ab');
    await fill(user, field(/^Password/), 'short');
    await user.click(submit);
    await waitFor(() =>
      expect(errorsShown()).toEqual([
        'Username must be at least 3 characters',
        'Password must be at least 8 characters',
      ]),
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('says login failed for wrong credentials, and why for a deactivated account', async () => {
    server.use(http.post(api('/v1/auth/login'), () => errorResponse(401, 'Invalid username or password')));
    const { user } = renderApp('/login');
    await fill(user, await screen.findByLabelText(/Username or email/), 'student');
    await fill(user, field(/^Password/), 'Wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await within(screen.getByRole('main')).findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials and try again.',
    );
    server.use(http.post(api('/v1/auth/login'), () => errorResponse(403, 'Account is deactivated')));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(within(screen.getByRole('main')).getByRole('alert')).toHaveTextContent('Account is deactivated'),
    );
  });
});

describe('Forgot and reset password', () => {
  it("sends the reset e-mail and shows 'Password reset email sent' with its two actions", async () => {
    let body: unknown;
    server.use(
      http.post(api('/v1/auth/forgot-password'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' }, { status: 202 });
      }),
    );
    const { user } = renderApp('/forgot-password');
    const submit = await screen.findByRole('button', { name: 'Send reset link' });
    await user.click(submit);
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await fill(user, field(/^Email/), 'nope');
    await user.click(submit);
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await fill(user, field(/^Email/), 'student@example.com');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Password reset email sent' })).toBeInTheDocument();
    expect(body).toEqual({ email: 'student@example.com' });
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await user.click(screen.getByRole('button', { name: 'Send another email' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('');
  });

  it('shows the failure message when the request fails', async () => {
    server.use(http.post(api('/v1/auth/forgot-password'), () => errorResponse(500, 'x')));
    const { user } = renderApp('/forgot-password');
    await fill(user, await screen.findByLabelText(/^Email/), 'student@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Failed to send password reset email. Please try again.')).toBeInTheDocument();
  });

  it("says 'Invalid reset link' without a token", async () => {
    renderApp('/reset-password');
    expect(await screen.findByRole('heading', { name: 'Invalid reset link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it("resets the password with the token and offers 'Continue to login'", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(api('/v1/auth/reset-password'), async ({ request }) => {
        const body = (await request.json()) as { token: string };
        bodies.push(body);
        return body.token === 'good-token'
          ? HttpResponse.json({ message: 'Password reset successful' })
          : errorResponse(400, 'Invalid or expired reset token');
      }),
    );
    const { user, unmount } = renderApp('/reset-password?token=bad-token');
    const submit = await screen.findByRole('button', { name: 'Reset password' });
    await fill(user, field(/^New password/), 'weak');
    await fill(user, field(/^Confirm new password/), 'other');
    await user.click(submit);
    expect(
      await screen.findByText(
        'Password must contain: at least 8 characters, one uppercase letter, one number, one special character',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    await fill(user, field(/^New password/), 'N3w-Passw0rd');
    await fill(user, field(/^Confirm new password/), 'N3w-Passw0rd');
    await user.click(submit);
    expect(await screen.findByText('Invalid or expired reset token')).toBeInTheDocument();
    unmount();

    const second = renderApp('/reset-password?token=good-token');
    await fill(second.user, await screen.findByLabelText(/^New password/), 'N3w-Passw0rd');
    await fill(second.user, field(/^Confirm new password/), 'N3w-Passw0rd');
    await second.user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('heading', { name: 'Password reset successful' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to login' })).toHaveAttribute('href', '/login');
    expect(bodies.at(-1)).toEqual({ token: 'good-token', newPassword: 'N3w-Passw0rd' });
  });
});
