import { describe, expect, it } from 'vitest';
import { buildUser, caller, errorOf, type SignedIn, useAdmin, useTestApp } from '../../test-support/test-app.ts';

const test = useTestApp();
const call = caller(test);
const admin = useAdmin(test);

describe('GET/PUT /api/v1/users/profile', () => {
  it('answers 401 when signed out', async () => {
    expect((await call('GET', '/api/v1/users/profile')).statusCode).toBe(401);
    expect(
      (await call('PUT', '/api/v1/users/profile', undefined, { username: 'abcd', email: 'a@b.co' })).statusCode,
    ).toBe(401);
  });

  it('answers 400 with the profile messages, checked after trimming', async () => {
    const user = await buildUser(test.app);
    const blank = await call('PUT', '/api/v1/users/profile', user, { username: '   ', email: '' });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).fields).toEqual({ username: 'Username is required', email: 'Email is required' });
    const short = await call('PUT', '/api/v1/users/profile', user, { username: ' abc ', email: 'bad' });
    expect(errorOf(short).fields).toEqual({
      username: 'Username must be at least 4 characters',
      email: 'Please enter a valid email address',
    });
    const long = await call('PUT', '/api/v1/users/profile', user, { username: 'x'.repeat(21), email: 'a@b.co' });
    expect(errorOf(long).fields).toEqual({ username: 'Username must be no more than 20 characters' });
  });

  it('answers 409 when the new name or e-mail belongs to someone else', async () => {
    const user = await buildUser(test.app);
    const other = await buildUser(test.app);
    const response = await call('PUT', '/api/v1/users/profile', user, {
      username: other.username.toUpperCase(),
      email: user.email,
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      message: 'Username already taken',
      fields: { username: 'Username already taken' },
    });
  });

  it('answers 409 Email already in use for an e-mail another user has, whatever its case, and changes nothing', async () => {
    const user = await buildUser(test.app);
    const other = await buildUser(test.app, { email: `Mixed.Case_${Date.now()}@Example.com` });
    for (const email of [other.email.toUpperCase(), other.email.toLowerCase(), `  ${other.email}  `]) {
      const response = await call('PUT', '/api/v1/users/profile', user, {
        username: user.username,
        email,
        currentPassword: user.password,
      });
      expect(response.statusCode, email).toBe(409);
      expect(errorOf(response), email).toMatchObject({
        status: 409,
        code: 'CONFLICT_ERROR',
        message: 'Email already in use',
        fields: { email: 'Email already in use' },
      });
    }
    const both = await call('PUT', '/api/v1/users/profile', user, {
      username: other.username,
      email: other.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(both.statusCode).toBe(409);
    expect(errorOf(both)).toMatchObject({
      message: 'Username already taken',
      fields: { username: 'Username already taken', email: 'Email already in use' },
    });
    expect((await call('GET', '/api/v1/users/profile', user)).json()).toMatchObject({
      username: user.username,
      email: user.email,
    });

    // The own address in another case is not "taken".
    const own = await call('PUT', '/api/v1/users/profile', user, {
      username: user.username,
      email: user.email.toUpperCase(),
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().email).toBe(user.email.toUpperCase());
  });

  it('returns and updates the own profile, keeping the own name valid', async () => {
    const user = await buildUser(test.app);
    const profile = await call('GET', '/api/v1/users/profile', user);
    expect(profile.json()).toMatchObject({ id: user.id, username: user.username, email: user.email, isActive: true });
    const updated = await call('PUT', '/api/v1/users/profile', user, {
      username: `  ${user.username}_x `,
      email: ' renamed@example.org ',
      currentPassword: user.password,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ username: `${user.username}_x`, email: 'renamed@example.org' });
    const relogin = await call('POST', '/api/v1/auth/login', undefined, {
      username: 'renamed@example.org',
      password: user.password,
    });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('changing the e-mail needs the current password (issue 15 M-4)', () => {
  const mailsTo = (address: string) =>
    test.database.db
      .selectFrom('mailOutbox')
      .select(['subject', 'textBody'])
      .where('toAddress', '=', address)
      .execute();

  it('answers 400 without currentPassword and 403 with a wrong one, and changes nothing', async () => {
    const user = await buildUser(test.app);
    const missing = await call('PUT', '/api/v1/users/profile', user, {
      username: user.username,
      email: 'thief@example.net',
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Enter your current password to change your e-mail address',
      fields: { currentPassword: 'Enter your current password to change your e-mail address' },
    });
    const wrong = await call('PUT', '/api/v1/users/profile', user, {
      username: user.username,
      email: 'thief@example.net',
      currentPassword: 'Guess-Passw0rd',
    });
    expect(wrong.statusCode).toBe(403);
    expect(errorOf(wrong)).toMatchObject({
      code: 'AUTHORIZATION_ERROR',
      message: 'Current password is incorrect',
      fields: { currentPassword: 'Current password is incorrect' },
    });
    expect((await call('GET', '/api/v1/users/profile', user)).json()).toMatchObject({
      username: user.username,
      email: user.email,
    });
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('locks the account like failed logins after 5 wrong current passwords', async () => {
    const user = await buildUser(test.app);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await call('PUT', '/api/v1/users/profile', user, {
        username: user.username,
        email: 'thief@example.net',
        currentPassword: `Guess-Passw0rd${i}`,
      });
      expect(wrong.statusCode).toBe(403);
    }
    const locked = await call('PUT', '/api/v1/users/profile', user, {
      username: user.username,
      email: 'thief@example.net',
      currentPassword: user.password,
    });
    expect(locked.statusCode).toBe(429);
    expect(errorOf(locked).message).toBe('Too many failed login attempts. Please try again later.');
    expect(
      (await call('POST', '/api/v1/auth/login', undefined, { username: user.username, password: user.password }))
        .statusCode,
    ).toBe(429);
  });

  it('changes the e-mail with the right password and tells the old address', async () => {
    const user = await buildUser(test.app);
    const newEmail = `moved_${user.username}@example.org`;
    const changed = await call('PUT', '/api/v1/users/profile', user, {
      username: user.username,
      email: newEmail,
      currentPassword: user.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ username: user.username, email: newEmail });
    const told = await mailsTo(user.email);
    expect(told).toEqual([
      {
        subject: 'Your Quizmaker e-mail address was changed',
        textBody: [
          `Hello ${user.username},`,
          '',
          `The e-mail address of your Quizmaker account was changed from ${user.email} to ${newEmail} on ${test.clock.now().toISOString()}.`,
          'Messages about the account, password reset links included, now go to the new address.',
          '',
          'If you did not make this change, tell an administrator at once: http://quiz.test/contact',
        ].join('\n'),
      },
    ]);
    expect(await mailsTo(newEmail)).toEqual([]);
  });

  it('needs no password for the name alone or the same address in another case (what the original client sends)', async () => {
    const user = await buildUser(test.app);
    const renamed = await call('PUT', '/api/v1/users/profile', user, {
      username: `${user.username}_r`,
      email: user.email,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ username: `${user.username}_r`, email: user.email });
    const recased = await call('PUT', '/api/v1/users/profile', user, {
      username: `${user.username}_r`,
      email: user.email.toUpperCase(),
    });
    expect(recased.statusCode).toBe(200);
    expect(recased.json().email).toBe(user.email.toUpperCase());
    expect(await mailsTo(user.email)).toEqual([]);
  });
});

describe('user administration', () => {
  it('refuses plain users with 403 and the admin message', async () => {
    const user = await buildUser(test.app);
    const other = await buildUser(test.app);
    for (const [method, url, payload] of [
      ['GET', '/api/v1/users', undefined],
      ['POST', `/api/v1/users/${other.id}/activate`, undefined],
      ['POST', `/api/v1/users/${other.id}/deactivate`, undefined],
      ['POST', '/api/v1/users/bulk-activate', { userIds: [other.id] }],
      ['POST', '/api/v1/users/bulk-deactivate', { userIds: [other.id] }],
      ['GET', `/api/v1/users/${other.id}`, undefined],
    ] as const) {
      const response = await call(method, url, user, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(errorOf(response).code).toBe('AUTHORIZATION_ERROR');
    }
    expect(errorOf(await call('GET', '/api/v1/users', user)).message).toBe(
      'Insufficient permissions - Admin role required',
    );
  });

  it('lets a user read themself by id', async () => {
    const user = await buildUser(test.app);
    const self = await call('GET', `/api/v1/users/${user.id}`, user);
    expect(self.statusCode).toBe(200);
    expect(self.json().username).toBe(user.username);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const malformed = await call('GET', '/api/v1/users/not-a-uuid', admin);
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields).toEqual({ id: 'must be a valid id' });
    const unknown = await call('POST', '/api/v1/users/00000000-0000-4000-8000-000000000000/activate', admin);
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('User not found');
  });

  it('lists users paged, searched and sorted', async () => {
    const prefix = `zz${Date.now() % 100000}`;
    const created: SignedIn[] = [];
    for (const suffix of ['c', 'a', 'b']) {
      created.push(await buildUser(test.app, { username: `${prefix}_${suffix}` }));
    }
    const page = await call(
      'GET',
      `/api/v1/users?search=${prefix.toUpperCase()}&sort=username,asc&size=2&page=0`,
      admin,
    );
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.content.map((u: { username: string }) => u.username)).toEqual([`${prefix}_a`, `${prefix}_b`]);
    expect(body).toMatchObject({
      pageNumber: 0,
      pageSize: 2,
      totalElements: 3,
      totalPages: 2,
      first: true,
      last: false,
    });
    const second = (
      await call('GET', `/api/v1/users?search=${prefix}&sort=username,asc&size=2&pageNumber=1`, admin)
    ).json();
    expect(second.content.map((u: { username: string }) => u.username)).toEqual([`${prefix}_c`]);
    expect(second.last).toBe(true);
    const badSort = await call('GET', '/api/v1/users?sort=password,asc', admin);
    expect(badSort.statusCode).toBe(400);
    expect(errorOf(badSort).fields).toEqual({ sort: 'sort must be one of createdAt, username, email' });
    const tooBig = await call('GET', '/api/v1/users?size=1001', admin);
    expect(tooBig.statusCode).toBe(400);
  });

  it('deactivates and activates one user, but never the admin themself', async () => {
    const user = await buildUser(test.app);
    const off = await call('POST', `/api/v1/users/${user.id}/deactivate`, admin);
    expect(off.json()).toMatchObject({ id: user.id, isActive: false });
    const on = await call('POST', `/api/v1/users/${user.id}/activate`, admin);
    expect(on.json()).toMatchObject({ id: user.id, isActive: true });
    const self = await call('POST', `/api/v1/users/${admin.id}/deactivate`, admin);
    expect(self.statusCode).toBe(409);
    expect(errorOf(self).message).toBe('You cannot deactivate your own account');
  });

  it('bulk-deactivates and bulk-activates all or nothing', async () => {
    const first = await buildUser(test.app);
    const second = await buildUser(test.app);
    const off = await call('POST', '/api/v1/users/bulk-deactivate', admin, {
      userIds: [first.id, second.id, first.id],
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().updated).toBe(2);
    expect([...off.json().userIds].sort()).toEqual([first.id, second.id].sort());

    const withUnknown = await call('POST', '/api/v1/users/bulk-activate', admin, {
      userIds: [first.id, '00000000-0000-4000-8000-000000000001'],
    });
    expect(withUnknown.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/users/${first.id}`, admin)).json().isActive).toBe(false);

    const on = await call('POST', '/api/v1/users/bulk-activate', admin, { userIds: [first.id, second.id] });
    expect(on.json().updated).toBe(2);
    const withSelf = await call('POST', '/api/v1/users/bulk-deactivate', admin, { userIds: [first.id, admin.id] });
    expect(withSelf.statusCode).toBe(409);
    expect((await call('GET', `/api/v1/users/${first.id}`, admin)).json().isActive).toBe(true);

    const empty = await call('POST', '/api/v1/users/bulk-activate', admin, { userIds: [] });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ userIds: 'Select at least one user' });
  });
});
