import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../seed/demo.ts';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import { type SignedIn, signInAs, useTestApp } from '../../test-support/test-app.ts';

// Issue 16 item 8: image URLs were absolute from PUBLIC_URL and served with
// Cross-Origin-Resource-Policy: same-origin, so a client on another origin (or our own app opened
// at 127.0.0.1) showed "Image not available". Image URLs are now paths on the API's origin, and
// media is served with CORP cross-origin (an <img> sends no token: these URLs are public anyway).

const OTHER_ORIGIN = 'http://other-client.test';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);

let student: SignedIn;
let creator: SignedIn;

const signIn = (username: string, password: string) => signInAs(test, username, password, { origin: OTHER_ORIGIN });

const test = useTestApp({
  env: { CORS_ORIGINS: `http://quiz.test,${OTHER_ORIGIN}` },
  ports: { storage: new MemoryFileStorage() },
});
beforeAll(async () => {
  await seedDemo(test.database.db, test.clock);
  student = await signIn('student', 'Student123!');
  creator = await signIn('creator', 'Creator123!');
});

describe('images for a client on another allowed origin', () => {
  it('gives the seeded HOTSPOT image as a path on the API origin, served with CORP cross-origin', async () => {
    const headers = { ...student.auth, origin: OTHER_ORIGIN };
    const tour = (await test.app.inject({ url: '/api/v1/quizzes?scope=public&search=tour', headers })).json()
      .content[0];
    const questions = (await test.app.inject({ url: `/api/v1/questions?quizId=${tour.id}&size=50`, headers })).json()
      .content as Array<{
      type: string;
      safeContent: { imageUrl?: string };
    }>;
    const imageUrl = questions.find((question) => question.type === 'HOTSPOT')?.safeContent.imageUrl;
    expect(imageUrl).toBe('/api/v1/media/assets/solar-system.svg');

    const image = await test.app.inject({ url: imageUrl, headers: { origin: OTHER_ORIGIN } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers an upload with a path on the API origin, and serves it with CORP cross-origin', async () => {
    const boundary = '----quizmaker-cross-origin';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await test.app.inject({
      method: 'POST',
      url: '/api/v1/media/images',
      payload,
      headers: { ...creator.auth, origin: OTHER_ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { id, url } = uploaded.json();
    expect(url).toBe(`/api/v1/media/images/${id}`);
    const served = await test.app.inject({ url, headers: { origin: OTHER_ORIGIN } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps CORP same-origin on the API answers themselves', async () => {
    const response = await test.app.inject({
      url: '/api/v1/quizzes?scope=public',
      headers: { ...student.auth, origin: OTHER_ORIGIN },
    });
    expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
