import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill, renderApp, signInAs } from '../test-support/render.tsx';
import { admin, api, errorResponse, server, student } from '../test-support/server.ts';

const serverError = () => errorResponse(500, 'Server error occurred');

describe('fallback messages of spec 1 section 8', () => {
  it("'Failed to reset password. Please try again.'", async () => {
    server.use(http.post(api('/v1/auth/reset-password'), serverError));
    const { user } = renderApp('/reset-password?token=t');
    await fill(user, await screen.findByLabelText(/^New password/), 'N3w-Passw0rd');
    await fill(user, screen.getByLabelText(/^Confirm new password/), 'N3w-Passw0rd');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Failed to reset password. Please try again.')).toBeInTheDocument();
  });

  it("'Failed to load user profile' and 'Failed to update profile'", async () => {
    signInAs(student);
    server.use(http.get(api('/v1/users/profile'), serverError));
    const view = renderApp('/profile');
    expect(await screen.findByText('Failed to load user profile')).toBeInTheDocument();
    view.unmount();

    server.resetHandlers();
    server.use(http.put(api('/v1/users/profile'), serverError));
    const { user } = renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
  });

  it("'Failed to update user status'", async () => {
    signInAs(admin);
    server.use(
      http.get(api(`/v1/users/${student.id}`), () => HttpResponse.json(student)),
      http.post(api(`/v1/users/${student.id}/deactivate`), serverError),
    );
    const { user } = renderApp(`/profile/${student.id}`);
    await user.click(await screen.findByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Failed to update user status')).toBeInTheDocument();
  });

  it("'An error occurred while submitting the form' and 'Failed to load billing information'", async () => {
    signInAs(student);
    server.use(http.post(api('/v1/contact'), serverError), http.get(api('/v1/billing/balance'), serverError));
    const { user, unmount } = renderApp('/contact');
    await fill(user, await screen.findByLabelText(/^Subject/), 'Hello');
    await fill(user, screen.getByLabelText(/^Message/), 'A message long enough.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('An error occurred while submitting the form')).toBeInTheDocument();
    unmount();
    renderApp('/profile');
    expect(await screen.findByText('Failed to load billing information')).toBeInTheDocument();
  });
});
