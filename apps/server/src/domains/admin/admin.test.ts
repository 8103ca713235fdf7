import { CONTACT_RATE_LIMIT } from '@quizmaker/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAccount,
  buildAdmin,
  buildUser,
  errorOf,
  type SignedIn,
  useAccount,
  useAdmin,
  useTestApp,
  withTestApp,
} from '../../test-support/test-app.ts';

let student: SignedIn;

const test = useTestApp();
const admin = useAdmin(test);
const secondAdmin = useAccount(test, { roles: ['ROLE_USER', 'ROLE_SUPER_ADMIN'] });
beforeAll(async () => {
  await buildAccount(test, { roles: ['ROLE_USER', 'ROLE_MODERATOR'] });
  student = await buildUser(test.app);
});

const contact = (payload: unknown, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'POST', url: '/api/v1/contact', payload: payload as object, headers });

const validMessage = {
  name: 'Sam Student',
  email: 'sam@example.com',
  subject: 'Question about quizzes',
  message: 'How do I share a quiz with my class?',
};

const outbox = () => test.database.db.selectFrom('mailOutbox').selectAll().orderBy('createdAt').execute();

describe('POST /api/v1/contact', () => {
  it('answers 400 with the field messages', async () => {
    const empty = await contact({ name: '', email: '', subject: '', message: '' }, { 'x-forwarded-for': '10.1.0.1' });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    const bad = await contact(
      { name: 'x'.repeat(101), email: 'not-an-email', subject: 's'.repeat(151), message: 'too short' },
      { 'x-forwarded-for': '10.1.0.1' },
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toEqual({
      name: 'Name must be no more than 100 characters',
      email: 'Please enter a valid email address',
      subject: 'Subject must be no more than 150 characters',
      message: 'Message must be at least 10 characters',
    });
    const long = await contact({ ...validMessage, message: 'm'.repeat(5001) }, { 'x-forwarded-for': '10.1.0.1' });
    expect(errorOf(long).fields).toEqual({ message: 'Message must be no more than 5000 characters' });
  });

  it('mails every active administrator, and nobody else, through the outbox', async () => {
    const before = (await outbox()).length;
    const response = await contact(validMessage, student.auth);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({
      message: 'Thank you. Your message has been sent to the administrators.',
      recipients: 2,
    });
    const mails = (await outbox()).slice(before);
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual([admin.email, secondAdmin.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('[Quizmaker contact] Question about quizzes');
      expect(mail.textBody).toContain('From: Sam Student <sam@example.com>');
      expect(mail.textBody).toContain(`Account: ${student.username}`);
      expect(mail.textBody).toContain('How do I share a quiz with my class?');
    }
  });

  it('accepts a signed-out sender and skips deactivated administrators', async () => {
    const deactivated = await test.app.inject({
      method: 'POST',
      url: `/api/v1/users/${secondAdmin.id}/deactivate`,
      headers: admin.auth,
    });
    expect(deactivated.statusCode).toBe(200);
    const before = (await outbox()).length;
    const response = await contact(validMessage, { 'x-forwarded-for': '10.1.0.2' });
    expect(response.statusCode).toBe(202);
    expect(response.json().recipients).toBe(1);
    const mails = (await outbox()).slice(before);
    expect(mails.map((mail) => mail.toAddress)).toEqual([admin.email]);
    expect(mails[0]?.textBody).toContain('Account: not signed in');
    await test.app.inject({ method: 'POST', url: `/api/v1/users/${secondAdmin.id}/activate`, headers: admin.auth });
  });

  it('answers 429 with Retry-After once a sender passes the limit, without touching other senders', async () => {
    const sender = await buildUser(test.app);
    for (let index = 0; index < CONTACT_RATE_LIMIT.max; index += 1) {
      expect((await contact(validMessage, sender.auth)).statusCode).toBe(202);
    }
    const limited = await contact(validMessage, sender.auth);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toMatchObject({
      code: 'RATE_LIMIT_ERROR',
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await buildUser(test.app);
    expect((await contact(validMessage, other.auth)).statusCode).toBe(202);
  });
});

describe('POST /api/v1/ai-analysis/analyze', () => {
  const analyze = (headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url: '/api/v1/ai-analysis/analyze', headers });

  it('answers 401 when signed out', async () => {
    const response = await analyze();
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toMatchObject({ code: 'AUTHENTICATION_ERROR', message: 'Authentication required' });
  });

  it('answers 403 to a user who is not an administrator', async () => {
    const response = await analyze(student.auth);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({
      code: 'AUTHORIZATION_ERROR',
      message: 'Insufficient permissions - Admin role required',
    });
  });

  it('reports the offline generator, the job queue and real counts to an administrator', async () => {
    const users = await test.database.db.selectFrom('users').select(['isActive']).execute();
    const mails = await outbox();
    const response = await analyze(admin.auth);
    expect(response.statusCode).toBe(200);
    const report = response.json();
    expect(report.database).toBe(process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite');
    expect(report.generator).toEqual({
      kind: 'offline',
      configured: false,
      endpoint: null,
      model: null,
      reachable: null,
      note: 'built-in offline generator (AI_PROVIDER=offline): no language model is configured',
    });
    expect(report.queue).toEqual({ available: true, depth: 0, note: 'database job queue: jobs waiting for a worker' });
    expect(report.users).toEqual({
      total: users.length,
      active: users.filter((user) => user.isActive).length,
      inactive: users.filter((user) => !user.isActive).length,
    });
    expect(report.mail).toEqual({
      outboxTotal: mails.length,
      unsent: mails.filter((mail) => mail.sentAt === null).length,
    });
    for (const part of [report.jobs, report.documents]) {
      const sum = Object.values(part.byStatus as Record<string, number>).reduce((total, count) => total + count, 0);
      expect(part.total).toBe(sum);
      if (!part.available) {
        expect(part.byStatus).toEqual({});
      }
    }
    expect(Date.parse(report.generatedAt)).toBe(test.clock.now().getTime());
  });

  it('reports the OpenAI-compatible generator AI_PROVIDER=openai configures, without contacting it', async () => {
    await withTestApp(
      {
        env: { AI_PROVIDER: 'openai', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_MODEL: 'quiz-model-1' },
      },
      async (openai) => {
        const openaiAdmin = await buildAdmin(openai);
        const response = await openai.app.inject({
          method: 'POST',
          url: '/api/v1/ai-analysis/analyze',
          headers: openaiAdmin.auth,
        });
        expect(response.statusCode).toBe(200);
        expect(response.json().generator).toEqual({
          kind: 'llm',
          configured: true,
          endpoint: 'http://127.0.0.1:9/v1',
          model: 'quiz-model-1',
          reachable: null,
          note: 'OpenAI-compatible generator (AI_PROVIDER=openai); this report does not contact it',
        });
      },
    );
  });
});
