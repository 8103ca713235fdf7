import { mediaMessages } from '@quizmaker/contracts';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { toJson } from '../../db/database.ts';
import { seedDemo } from '../../seed/demo.ts';
import { buildAccount, useAccount, useTestApp, withTestApp } from '../../test-support/test-app.ts';

// Issue 15 (informational): a HOTSPOT image from any https host tells that host who looks at the
// question. IMAGES_FROM_OWN_STORE_ONLY (on by default) keeps question images in our media store:
// a path under /api/v1/media/ (what uploads and the demo use), or such a path on PUBLIC_URL's origin.

const regions = [{ id: 1, x: 10, y: 10, width: 30, height: 30, correct: true }];
const hotspot = (imageUrl: string) => ({
  type: 'HOTSPOT',
  questionText: 'Where is the marked place?',
  content: { imageUrl, regions },
});

describe('IMAGES_FROM_OWN_STORE_ONLY', () => {
  it('is on unless turned off', () => {
    const env = {
      JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
      DATA_DIR: '/tmp/quizmaker-test-unused',
    };
    expect(loadConfig(env).imagesFromOwnStoreOnly).toBe(true);
    expect(loadConfig({ ...env, IMAGES_FROM_OWN_STORE_ONLY: 'false' }).imagesFromOwnStoreOnly).toBe(false);
  });
});

describe('question images with IMAGES_FROM_OWN_STORE_ONLY=true', () => {
  const test = useTestApp({ env: { IMAGES_FROM_OWN_STORE_ONLY: 'true' } });
  const author = useAccount(test, { roles: ['ROLE_QUIZ_CREATOR'] });

  const create = (imageUrl: string) =>
    test.app.inject({ method: 'POST', url: '/api/v1/questions', headers: author.auth, payload: hotspot(imageUrl) });

  it.each([
    ['another https host', 'https://tracker.example/pixel.png'],
    ['our media path on another host', 'https://tracker.example/api/v1/media/assets/solar-system.svg'],
    ['another path on our own host', 'http://quiz.test/uploads/a.png'],
  ])('refuses %s with 400 on content.imageUrl', async (_name, imageUrl) => {
    const response = await create(imageUrl);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toEqual([{ field: 'content.imageUrl', message: mediaMessages.notOwnStore }]);
  });

  it.each([
    ['an uploaded image', '/api/v1/media/images/6f1c2f5e-8d5b-4c1e-9a57-2b1f0f3c4d5e'],
    ['a shipped image', '/api/v1/media/assets/solar-system.svg'],
    ['a media path on PUBLIC_URL', 'http://quiz.test/api/v1/media/assets/solar-system.svg'],
  ])('accepts %s', async (_name, imageUrl) => {
    const response = await create(imageUrl);
    expect(response.statusCode, response.body).toBe(201);
  });

  it('refuses an update to another host, and keeps the question as it was', async () => {
    const created = await create('/api/v1/media/assets/solar-system.svg');
    const id = created.json().questionId;
    const update = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/questions/${id}`,
      headers: author.auth,
      payload: { content: hotspot('https://tracker.example/x.png').content },
    });
    expect(update.statusCode).toBe(400);
    expect(update.json().fieldErrors).toEqual([{ field: 'content.imageUrl', message: mediaMessages.notOwnStore }]);
    const read = await test.app.inject({ url: `/api/v1/questions/${id}`, headers: author.auth });
    expect(read.json().content.imageUrl).toBe('/api/v1/media/assets/solar-system.svg');
  });

  it('keeps a question saved before the setting was on editable while its image stays as it was', async () => {
    const created = await create('/api/v1/media/assets/solar-system.svg');
    const id: string = created.json().questionId;
    const older = hotspot('https://images.example/older.png').content;
    // As stored by an install that ran with the setting off.
    await test.database.db
      .updateTable('questions')
      .set({ content: toJson(older) })
      .where('id', '=', id)
      .execute();
    const patch = (content: unknown) =>
      test.app.inject({ method: 'PATCH', url: `/api/v1/questions/${id}`, headers: author.auth, payload: { content } });
    const kept = await patch({ ...older, regions: [{ ...regions[0], x: 20 }] });
    expect(kept.statusCode, kept.body).toBe(200);
    const moved = await patch(hotspot('https://images.example/newer.png').content);
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors).toEqual([{ field: 'content.imageUrl', message: mediaMessages.notOwnStore }]);
  });

  it('lets the seeded demo HOTSPOT question be saved as it is', async () => {
    await seedDemo(test.database.db, test.clock);
    const login = await test.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'creator', password: 'Creator123!' },
    });
    const auth = { authorization: `Bearer ${login.json().accessToken}` };
    const mine = (await test.app.inject({ url: '/api/v1/questions?size=100', headers: auth })).json().content as Array<{
      id: string;
      type: string;
      content: unknown;
    }>;
    const demo = mine.find((question) => question.type === 'HOTSPOT');
    expect(demo).toBeDefined();
    const saved = await test.app.inject({
      method: 'PATCH',
      url: `/api/v1/questions/${demo?.id}`,
      headers: auth,
      payload: { content: demo?.content },
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe('question images with IMAGES_FROM_OWN_STORE_ONLY=false', () => {
  it('accepts an image from any http(s) host', async () => {
    await withTestApp({ env: { IMAGES_FROM_OWN_STORE_ONLY: 'false' } }, async (test) => {
      const author = await buildAccount(test, { roles: ['ROLE_QUIZ_CREATOR'] });
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/v1/questions',
        headers: author.auth,
        payload: hotspot('https://images.example/map.png'),
      });
      expect(response.statusCode, response.body).toBe(201);
    });
  });
});
