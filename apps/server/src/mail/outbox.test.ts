import nodemailer from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { MAIL_PURGE_TASK } from '../app/background-tasks.ts';
import { buildUser, type TestApp, useAppsPerTest } from '../test-support/test-app.ts';

/** A mail server that keeps what it is given: nodemailer's transport interface, in memory. */
function capturingTransport() {
  const delivered: { to: string; text: string }[] = [];
  const transporter = nodemailer.createTransport<{ messageId: string }>({
    name: 'capture',
    version: '1',
    send(mail, callback) {
      const { to, text } = mail.data;
      // The outbox sends one plain address and plain text: anything else shows in the assertions.
      delivered.push({
        to: typeof to === 'string' ? to : 'not a plain address',
        text: typeof text === 'string' ? text : 'not plain text',
      });
      callback(null, { messageId: mail.message.messageId() });
    },
  });
  return { transporter, delivered };
}

const appFor = useAppsPerTest();

const outboxOf = (app: TestApp, address: string) =>
  app.database.db.selectFrom('mailOutbox').select(['textBody', 'sentAt']).where('toAddress', '=', address).execute();

const until = async (check: () => Promise<boolean>) => {
  for (let i = 0; i < 100 && !(await check()); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('mail outbox keeps no usable secret (issue 15 M-5)', () => {
  it('delivers the reset link, keeps the copy with the token redacted, and the delivered link works', async () => {
    const smtp = capturingTransport();
    const test = await appFor({ ports: { smtpTransport: smtp.transporter } });
    const user = await buildUser(test.app);
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } }))
        .statusCode,
    ).toBe(202);
    await until(async () => (await outboxOf(test, user.email))[0]?.sentAt != null);

    const token = /reset-password\?token=(\S+)/.exec(smtp.delivered[0]?.text ?? '')?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);
    const [kept] = await outboxOf(test, user.email);
    expect(kept?.sentAt).toBeInstanceOf(Date);
    expect(kept?.textBody).toContain('http://quiz.test/reset-password?token=[redacted]');
    expect(kept?.textBody).not.toContain(token);
    expect(kept?.textBody).toBe(smtp.delivered[0]?.text.replace(token, '[redacted]'));

    const reset = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token: decodeURIComponent(token), newPassword: 'N3w-Passw0rd' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('without SMTP the outbox copy is redacted too; MAIL_OUTBOX_KEEP_LINKS keeps it readable for development', async () => {
    const test = await appFor();
    const user = await buildUser(test.app);
    await test.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
    const [kept] = await outboxOf(test, user.email);
    expect(kept?.textBody).toContain('http://quiz.test/reset-password?token=[redacted]\n');

    const keeping = await appFor({ env: { MAIL_OUTBOX_KEEP_LINKS: 'true' } });
    const developer = await buildUser(keeping.app);
    await keeping.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: developer.email },
    });
    const [readable] = await outboxOf(keeping, developer.email);
    expect(readable?.textBody).toMatch(/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('purges delivered copies older than MAIL_OUTBOX_RETENTION_DAYS and keeps the rest', async () => {
    const smtp = capturingTransport();
    const test = await appFor({
      env: { MAIL_OUTBOX_RETENTION_DAYS: '30' },
      ports: { smtpTransport: smtp.transporter },
    });
    const old = await buildUser(test.app);
    await test.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: old.email } });
    await until(async () => (await outboxOf(test, old.email))[0]?.sentAt != null);
    // An undelivered message of the same age (the mail server was down) stays: it is the record that it never left.
    await test.database.db
      .insertInto('mailOutbox')
      .values({
        id: crypto.randomUUID(),
        toAddress: 'undelivered@example.com',
        subject: 'Kept',
        textBody: 'text',
        createdAt: test.clock.now(),
        sentAt: null,
      })
      .execute();

    test.clock.advance(30 * 86_400_000 - 60_000);
    await test.app.background.periodic.runNow(MAIL_PURGE_TASK);
    expect(await outboxOf(test, old.email)).toHaveLength(1);

    test.clock.advance(120_000);
    const recent = await buildUser(test.app);
    await test.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: recent.email } });
    await until(async () => (await outboxOf(test, recent.email))[0]?.sentAt != null);
    await test.app.background.periodic.runNow(MAIL_PURGE_TASK);
    expect(await outboxOf(test, old.email)).toEqual([]);
    expect(await outboxOf(test, recent.email)).toHaveLength(1);
    expect(await outboxOf(test, 'undelivered@example.com')).toHaveLength(1);
  });
});
