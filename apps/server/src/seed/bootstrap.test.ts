import { describe, expect, it } from 'vitest';
import { buildAdmin, buildUser, errorOf, type TestApp, testConfig, useAppsPerTest } from '../test-support/test-app.ts';
import { bootstrapDatabase, shouldSeedDemo } from './bootstrap.ts';

const ADMIN_ENV = { ADMIN_USERNAME: 'boss', ADMIN_EMAIL: 'boss@example.com', ADMIN_PASSWORD: 'B0ss-Passw0rd!' };

const fresh = useAppsPerTest();

const login = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });

const me = async (t: TestApp, username: string, password: string) => {
  const response = await login(t, username, password);
  expect(response.statusCode, response.body).toBe(200);
  const profile = await t.app.inject({
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${response.json().accessToken}` },
  });
  expect(profile.statusCode).toBe(200);
  return profile.json<{ id: string; username: string; email: string; roles: string[]; isActive: boolean }>();
};

/** Every quiz in the database, as an admin sees them (scope=all). */
const quizCount = async (t: TestApp) => {
  const admin = await buildAdmin(t);
  const response = await t.app.inject({ url: '/api/v1/quizzes?scope=all&size=100', headers: admin.auth });
  expect(response.statusCode).toBe(200);
  return response.json().totalElements as number;
};

describe('start-up: ADMIN_USERNAME / ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('creates the configured admin with ROLE_ADMIN and ROLE_SUPER_ADMIN who can sign in with the configured password', async () => {
    const t = await fresh();
    const outcome = await bootstrapDatabase(t.database.db, t.clock, testConfig({ ...ADMIN_ENV, SEED_DEMO: 'false' }));
    expect(outcome).toEqual({ admin: 'created', seeded: [] });
    const admin = await me(t, 'boss', 'B0ss-Passw0rd!');
    expect(admin).toMatchObject({ username: 'boss', email: 'boss@example.com', isActive: true });
    expect(admin.roles).toEqual(expect.arrayContaining(['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']));
    // The roles are real: the admin-only user list answers.
    const token = (await login(t, 'boss', 'B0ss-Passw0rd!')).json().accessToken;
    expect(
      (await t.app.inject({ url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } })).statusCode,
    ).toBe(200);
  });

  it('gives an existing user of that name the admin roles, reactivates them and keeps their password', async () => {
    const t = await fresh();
    const existing = await buildUser(t.app, { username: 'boss', email: 'boss@example.com', password: 'Own-Passw0rd!' });
    const operator = await buildAdmin(t);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/users/${existing.id}/deactivate`, headers: operator.auth }))
        .statusCode,
    ).toBe(200);
    const refused = await login(t, 'boss', 'Own-Passw0rd!');
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe('Account is deactivated');

    const outcome = await bootstrapDatabase(t.database.db, t.clock, testConfig(ADMIN_ENV));
    expect(outcome).toEqual({ admin: 'updated', seeded: [] });
    const admin = await me(t, 'boss', 'Own-Passw0rd!');
    expect(admin.id).toBe(existing.id);
    expect(admin.isActive).toBe(true);
    expect(admin.roles).toEqual(
      expect.arrayContaining(['ROLE_USER', 'ROLE_QUIZ_CREATOR', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN']),
    );
    expect((await login(t, 'boss', 'B0ss-Passw0rd!')).statusCode).toBe(401);

    // A second start changes nothing.
    expect(await bootstrapDatabase(t.database.db, t.clock, testConfig(ADMIN_ENV))).toEqual({
      admin: 'unchanged',
      seeded: [],
    });
  });

  it('stops with a clear message when the admin e-mail belongs to another user', async () => {
    const t = await fresh();
    await buildUser(t.app, { username: 'someone', email: 'Boss@Example.com', password: 'Own-Passw0rd!' });
    await expect(bootstrapDatabase(t.database.db, t.clock, testConfig(ADMIN_ENV))).rejects.toThrow(
      "Cannot create the account 'boss': the e-mail boss@example.com already belongs to the user 'someone'. Use another e-mail, or that user's name.",
    );
    expect((await login(t, 'boss', 'B0ss-Passw0rd!')).statusCode).toBe(401);
  });

  it('does nothing about an admin when none is configured', async () => {
    const t = await fresh();
    expect(await bootstrapDatabase(t.database.db, t.clock, testConfig({ SEED_DEMO: 'false' }))).toEqual({ seeded: [] });
    expect((await login(t, 'admin', 'Admin123!')).statusCode).toBe(401);
  });
});

describe('start-up: SEED_DEMO', () => {
  it('decides: true always seeds, false never, unset only a new database', () => {
    expect(shouldSeedDemo(true, true)).toBe(true);
    expect(shouldSeedDemo(true, false)).toBe(true);
    expect(shouldSeedDemo(false, true)).toBe(false);
    expect(shouldSeedDemo(false, false)).toBe(false);
    expect(shouldSeedDemo(undefined, true)).toBe(true);
    expect(shouldSeedDemo(undefined, false)).toBe(false);
  });

  it('SEED_DEMO=false seeds nothing, even on a new database', async () => {
    const t = await fresh();
    expect(await bootstrapDatabase(t.database.db, t.clock, testConfig({ SEED_DEMO: 'false' }))).toEqual({ seeded: [] });
    for (const [username, password] of [
      ['admin', 'Admin123!'],
      ['creator', 'Creator123!'],
      ['student', 'Student123!'],
    ] as const) {
      expect((await login(t, username, password)).statusCode).toBe(401);
    }
    expect(await quizCount(t)).toBe(0);
  });

  it('SEED_DEMO=true seeds once per database: the second start seeds nothing more', async () => {
    const t = await fresh();
    const first = await bootstrapDatabase(t.database.db, t.clock, testConfig({ SEED_DEMO: 'true' }));
    expect(first.seeded.map((account) => account.username)).toEqual(['admin', 'creator', 'student']);
    expect((await me(t, 'student', 'Student123!')).roles).toEqual(['ROLE_USER']);
    const quizzes = await quizCount(t);
    expect(quizzes).toBeGreaterThan(0);

    expect(await bootstrapDatabase(t.database.db, t.clock, testConfig({ SEED_DEMO: 'true' }))).toEqual({ seeded: [] });
    expect(await quizCount(t)).toBe(quizzes);
  });

  it('unset: seeds a new database (the configured admin does not make it old)', async () => {
    const t = await fresh();
    const seeded = await bootstrapDatabase(t.database.db, t.clock, testConfig({ ...ADMIN_ENV }));
    expect(seeded.admin).toBe('created');
    expect(seeded.seeded.map((account) => account.username)).toEqual(['admin', 'creator', 'student']);
    expect((await login(t, 'creator', 'Creator123!')).statusCode).toBe(200);
  });

  it('unset: a database that already has users is not seeded', async () => {
    const t = await fresh();
    await buildUser(t.app);
    expect(await bootstrapDatabase(t.database.db, t.clock, testConfig())).toEqual({ seeded: [] });
    expect((await login(t, 'creator', 'Creator123!')).statusCode).toBe(401);
    expect(await quizCount(t)).toBe(0);
  });
});
