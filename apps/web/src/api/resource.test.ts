import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, errorBody, pageOf, server } from '../test-support/server.ts';
import { tokens } from './tokens.ts';
import { resourceClient } from './resource.ts';

interface Note {
  id: string;
  text: string;
}

describe('generic resource client (spec 1 section 7)', () => {
  it('maps every operation to its method and path, with the session token', async () => {
    tokens.set({ accessToken: 'a', refreshToken: 'r' });
    const seen: string[] = [];
    const record =
      (method: string) =>
      async ({ request }: { request: Request }) => {
        const url = new URL(request.url);
        const body = ['GET', 'HEAD'].includes(method) ? '' : await request.text();
        seen.push(`${method} ${url.pathname}${url.search} ${body}`.trim());
        expect(request.headers.get('authorization')).toBe('Bearer a');
        if (url.pathname.endsWith('/count')) {
          return HttpResponse.json({ count: 7 });
        }
        if (url.pathname.endsWith('/export')) {
          return new HttpResponse('id,text\n1,hi\n', { headers: { 'content-type': 'text/csv' } });
        }
        if (url.pathname.endsWith('/missing')) {
          return HttpResponse.json(errorBody(404, 'Not found'), { status: 404 });
        }
        if (method === 'HEAD' || method === 'DELETE') {
          return new HttpResponse(null, { status: method === 'HEAD' ? 200 : 204 });
        }
        return HttpResponse.json(
          url.pathname.endsWith('/notes') || url.pathname.endsWith('/search')
            ? pageOf<Note>([])
            : { id: '1', text: 'hi' },
        );
      };
    server.use(
      http.get(api('/v1/notes*'), record('GET')),
      http.post(api('/v1/notes*'), record('POST')),
      http.put(api('/v1/notes*'), record('PUT')),
      http.patch(api('/v1/notes*'), record('PATCH')),
      http.delete(api('/v1/notes*'), record('DELETE')),
      http.head(api('/v1/notes*'), record('HEAD')),
    );
    const notes = resourceClient<Note>('/v1/notes');
    await notes.list({ page: 0, size: 5 });
    await notes.get('1');
    await notes.create({ text: 'hi' });
    await notes.update('1', { text: 'x' });
    await notes.patch('1', { text: 'y' });
    await notes.remove('1');
    await notes.search({ q: 'hi' });
    await notes.bulkCreate([{ text: 'a' }]);
    await notes.bulkUpdate([{ id: '1', text: 'b' }]);
    await notes.bulkDelete(['1', '2']);
    expect(await notes.exists('1')).toBe(true);
    expect(await notes.exists('missing')).toBe(false);
    expect(await notes.count()).toBe(7);
    await notes.batch(['1', '2']);
    const file = await notes.export({ format: 'csv' });
    expect(await file.text()).toBe('id,text\n1,hi\n');
    expect(seen).toEqual([
      'GET /api/v1/notes?page=0&size=5',
      'GET /api/v1/notes/1',
      'POST /api/v1/notes {"text":"hi"}',
      'PUT /api/v1/notes/1 {"text":"x"}',
      'PATCH /api/v1/notes/1 {"text":"y"}',
      'DELETE /api/v1/notes/1',
      'GET /api/v1/notes/search?q=hi',
      'POST /api/v1/notes/bulk [{"text":"a"}]',
      'PUT /api/v1/notes/bulk [{"id":"1","text":"b"}]',
      'DELETE /api/v1/notes/bulk {"ids":["1","2"]}',
      'HEAD /api/v1/notes/1',
      'HEAD /api/v1/notes/missing',
      'GET /api/v1/notes/count',
      'POST /api/v1/notes/batch {"ids":["1","2"]}',
      'GET /api/v1/notes/export?format=csv',
    ]);
  });
});
