import { describe, expect, it } from 'vitest';
import { accountMessages, EMAIL_MAX, EmailSchema, isEmailAddress, UsernameSchema } from './accounts.ts';
import { ContactBodySchema } from './admin.ts';
import { CreateCustomerBodySchema } from './billing.ts';

/** The shape the forms asked for until issue 15 H-2, kept as the reference of what an address is. */
const REFERENCE_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const ATTACK = `a@${'.'.repeat(300_000)}@`;

describe('e-mail addresses', () => {
  it('accepts and refuses exactly what the reference shape does', () => {
    const samples = [
      'ada@example.com',
      'a@b.c',
      'a@.b.c',
      'a@b..c',
      'a@b.',
      'a@.b',
      'a@bc',
      '@b.c',
      'a@@b.c',
      'a@b@c.d',
      'a b@c.d',
      'a@b.c ',
      'a@b\t.c',
      'é@ü.de',
      'a.b@c',
      'a@...',
      'a@.x.',
      '',
      'a',
      '@',
      'first.last+tag@sub.example.co.uk',
      'a@b.c\n',
    ];
    for (const sample of samples) {
      expect(isEmailAddress(sample), JSON.stringify(sample)).toBe(REFERENCE_SHAPE.test(sample));
    }
  });

  it('answers an address of 300,000 dots at once, with the length message only', () => {
    const started = performance.now();
    const result = EmailSchema.safeParse(ATTACK);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([accountMessages.emailInvalid]);
    expect(result.error?.issues[0]?.code).toBe('too_big');
  });

  it('checks the shape of an address of the longest length', () => {
    const local = 'a'.repeat(EMAIL_MAX - '@b.c'.length);
    expect(EmailSchema.safeParse(`${local}@b.c`).success).toBe(true);
    expect(EmailSchema.safeParse(`${local}@b.cd`).error?.issues[0]?.code).toBe('too_big');
  });

  it('reads the e-mail of the contact form and of a billing customer the same way', () => {
    const started = performance.now();
    const contact = ContactBodySchema.safeParse({
      name: 'A',
      email: ATTACK,
      subject: 'S',
      message: 'A long enough message',
    });
    const customer = CreateCustomerBodySchema.safeParse({ email: ATTACK });
    expect(performance.now() - started).toBeLessThan(1000);
    expect(contact.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email', accountMessages.emailInvalid],
    ]);
    expect(customer.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([['email', 'too_big']]);
    expect(CreateCustomerBodySchema.safeParse({ email: 'a@b' }).error?.issues[0]?.message).toBe(
      accountMessages.emailInvalid,
    );
  });

  it('checks a username length before its characters', () => {
    expect(UsernameSchema.safeParse('ü'.repeat(500_000)).error?.issues.map((issue) => issue.message)).toEqual([
      accountMessages.usernameTooLong,
    ]);
  });
});
