import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fill, renderApp, signInAs } from '../../test-support/render.tsx';
import { api, errorResponse, server, student } from '../../test-support/server.ts';

describe('Contact (/contact)', () => {
  it('checks the fields, sends the message and confirms', async () => {
    signInAs(student);
    let body: unknown;
    server.use(
      http.post(api('/v1/contact'), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { message: 'Thank you. Your message has been sent to the administrators.', recipients: 1 },
          { status: 202 },
        );
      }),
    );
    const { user } = renderApp('/contact');
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('student');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('student@example.com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject is required')).toBeInTheDocument();
    expect(await screen.findByText('Message is required')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Subject/), 'Hello');
    await fill(user, screen.getByLabelText(/^Message/), 'too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Message must be at least 10 characters')).toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^Message/), 'How do I share a quiz with my class?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Thank you. Your message has been sent to the administrators.')).toBeInTheDocument();
    expect(body).toEqual({
      name: 'student',
      email: 'student@example.com',
      subject: 'Hello',
      message: 'How do I share a quiz with my class?',
    });
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(await screen.findByLabelText(/^Subject/)).toHaveValue('');
  });

  it('asks the sender to wait when rate limited', async () => {
    signInAs(student);
    server.use(
      http.post(api('/v1/contact'), () =>
        errorResponse(429, 'Too many requests. Please try again later.', { retryAfter: 3000 }),
      ),
    );
    const { user } = renderApp('/contact');
    await fill(user, await screen.findByLabelText(/^Subject/), 'Hello');
    await fill(user, screen.getByLabelText(/^Message/), 'A perfectly long message.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(
      await screen.findByText('You have sent several messages recently. Please wait before sending another.'),
    ).toBeInTheDocument();
  });
});
