import { describe, expect, it } from 'vitest';
import { MemoryFileStorage } from '../../storage/test-support/memory-file-storage.ts';
import { errorOf, type SignedIn, useAccount, useTestApp, useUser } from '../../test-support/test-app.ts';

const storage = new MemoryFileStorage();
const test = useTestApp({ ports: { storage } });
const author = useUser(test);
const student = useAccount(test, { roles: ['ROLE_USER'] });

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('rest of a png'),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('jpeg body')]);
const GIF = Buffer.from('GIF89a gif body');
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x10, 0, 0, 0]), Buffer.from('WEBPVP8 body')]);

/** A multipart/form-data body with one file part (or none). */
function multipart(file?: { data: Buffer; filename: string; contentType: string }, field = 'file') {
  const boundary = '----quizmaker-test-boundary';
  const parts: Buffer[] = [];
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  } else {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\nno file here\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (who: SignedIn | undefined, body: ReturnType<typeof multipart>) =>
  test.app.inject({
    method: 'POST',
    url: '/api/v1/media/images',
    payload: body.payload,
    headers: { ...body.headers, ...(who ? who.auth : {}) },
  });

describe('POST /api/v1/media/images', () => {
  it('answers 401 when signed out', async () => {
    const response = await upload(undefined, multipart({ data: PNG, filename: 'a.png', contentType: 'image/png' }));
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 when no file is sent', async () => {
    const response = await upload(author, multipart());
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'An image file is required',
      fields: { file: 'An image file is required' },
    });
    const empty = await upload(
      author,
      multipart({ data: Buffer.alloc(0), filename: 'a.png', contentType: 'image/png' }),
    );
    expect(empty.statusCode).toBe(400);
  });

  it('answers 403 to a user who may not upload', async () => {
    const response = await upload(student, multipart({ data: PNG, filename: 'a.png', contentType: 'image/png' }));
    expect(response.statusCode).toBe(403);
  });

  it('answers 415 for anything that is not a PNG, JPEG, WebP or GIF by its bytes, whatever its name', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const file of [
      { data: Buffer.from('plain text'), filename: 'photo.png', contentType: 'image/png' },
      { data: svg, filename: 'drawing.svg', contentType: 'image/svg+xml' },
    ]) {
      const response = await upload(author, multipart(file));
      expect(response.statusCode).toBe(415);
      expect(errorOf(response)).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Only PNG, JPEG, WebP or GIF images are accepted',
      });
    }
    const json = await test.app.inject({
      method: 'POST',
      url: '/api/v1/media/images',
      payload: { file: 'x' },
      headers: author.auth,
    });
    expect(json.statusCode).toBe(415);
  });

  it('answers 413 for an image over 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload(author, multipart({ data: big, filename: 'big.png', contentType: 'image/png' }));
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'File size exceeds maximum allowed size (10MB)',
    });
  });

  it('stores each accepted type and serves it back from an absolute URL of the app, without sign-in', async () => {
    for (const [data, contentType] of [
      [PNG, 'image/png'],
      [JPEG, 'image/jpeg'],
      [GIF, 'image/gif'],
      [WEBP, 'image/webp'],
    ] as const) {
      const response = await upload(
        author,
        multipart({ data, filename: 'named-anything.bin', contentType: 'application/octet-stream' }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const image = response.json();
      expect(image).toEqual({
        id: expect.any(String),
        url: `/api/v1/media/images/${image.id}`,
        contentType,
        size: data.length,
      });
      const served = await test.app.inject({ method: 'GET', url: image.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(contentType);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.rawPayload.equals(data)).toBe(true);
    }
  });

  it('gives a URL a HOTSPOT question accepts', async () => {
    const image = (
      await upload(author, multipart({ data: PNG, filename: 'map.png', contentType: 'image/png' }))
    ).json();
    const question = await test.app.inject({
      method: 'POST',
      url: '/api/v1/questions',
      headers: author.auth,
      payload: {
        type: 'HOTSPOT',
        questionText: 'Click the marked area',
        content: { imageUrl: image.url, regions: [{ id: 1, x: 10, y: 10, width: 20, height: 20, correct: true }] },
      },
    });
    expect(question.statusCode, question.body).toBe(201);
  });
});

describe('GET /api/v1/media/images/{id} and shipped assets', () => {
  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    const unknown = await test.app.inject({
      method: 'GET',
      url: '/api/v1/media/images/00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Image not found');
    expect((await test.app.inject({ method: 'GET', url: '/api/v1/media/images/..%2F..%2Fetc' })).statusCode).toBe(400);
  });

  it('serves the shipped demo image and nothing else from the assets folder', async () => {
    const svg = await test.app.inject({ method: 'GET', url: '/api/v1/media/assets/solar-system.svg' });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['content-security-policy']).toContain("default-src 'none'");
    expect(svg.body).toContain('<svg');
    for (const name of ['..%2Fpackage.json', 'missing.svg', 'solar-system.txt']) {
      expect((await test.app.inject({ method: 'GET', url: `/api/v1/media/assets/${name}` })).statusCode, name).toBe(
        404,
      );
    }
  });
});
