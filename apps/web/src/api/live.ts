import {
  LiveSessionCreatedSchema,
  LiveSessionReportListSchema,
  LiveSessionViewSchema,
  type LiveReportFormat,
  type LiveSessionCreateBody,
  type LiveSessionCreated,
} from '@quizmaker/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { download, request } from './http.ts';

/** Live-session queries (issue 22): the host's view of a session and a quiz's session reports. */
export const liveKeys = {
  all: ['live'] as const,
  session: (id: string) => [...liveKeys.all, 'session', id] as const,
  reportsOf: (quizId: string) => [...liveKeys.all, 'reports', quizId] as const,
};

const sessionPath = (id: string) => `/v1/live-sessions/${encodeURIComponent(id)}`;

/** POST /v1/live-sessions: a new session in its lobby, with the PIN and the questions that cannot be played live. */
export async function createLiveSession(body: LiveSessionCreateBody): Promise<LiveSessionCreated> {
  return LiveSessionCreatedSchema.parse(await request('/v1/live-sessions', { body, area: 'quizzes' }));
}

/** Starting a session: nothing cached changes until the host's page asks for it. */
export function useCreateLiveSession() {
  return useMutation({ mutationFn: createLiveSession });
}

/**
 * GET /v1/live-sessions/{id}: the host's view. Read through the session-aware client before the socket says
 * hello, so an expired access token is renewed first (the socket cannot refresh it).
 */
export const liveSessionQuery = (id: string) =>
  queryOptions({
    queryKey: liveKeys.session(id),
    queryFn: async ({ signal }) =>
      LiveSessionViewSchema.parse(await request(sessionPath(id), { signal, area: 'quizzes' })),
    staleTime: 0,
  });

/** GET /v1/quizzes/{id}/live-sessions: the owner's reports, newest first; read again on each visit (sessions run and end elsewhere). */
export const liveReportsQuery = (quizId: string) =>
  queryOptions({
    staleTime: 0,
    queryKey: liveKeys.reportsOf(quizId),
    queryFn: async ({ signal }) =>
      LiveSessionReportListSchema.parse(
        await request(`/v1/quizzes/${encodeURIComponent(quizId)}/live-sessions`, { signal, area: 'quizzes' }),
      ),
  });

const FILE_NAME_STAR = "filename*=UTF-8''";

/** The download name a Content-Disposition gives (its UTF-8 form or the plain one), or null. */
function fileNameOf(header: string | null): string | null {
  if (header === null) {
    return null;
  }
  const star = header.indexOf(FILE_NAME_STAR);
  if (star >= 0) {
    try {
      return (
        decodeURIComponent(
          header
            .slice(star + FILE_NAME_STAR.length)
            .split(';')[0]
            ?.trim() ?? '',
        ) || null
      );
    } catch {
      return null;
    }
  }
  const quoted = 'filename="';
  const start = header.indexOf(quoted);
  const end = start < 0 ? -1 : header.indexOf('"', start + quoted.length);
  return end < 0 ? null : header.slice(start + quoted.length, end) || null;
}

/** GET /v1/live-sessions/{id}/report?format=csv|xlsx: the session's report as a file, with the name the server gives it. */
export async function downloadLiveReport(
  sessionId: string,
  format: LiveReportFormat,
): Promise<{ blob: Blob; fileName: string }> {
  const { blob, headers } = await download(`${sessionPath(sessionId)}/report`, { area: 'quizzes', query: { format } });
  return { blob, fileName: fileNameOf(headers.get('content-disposition')) ?? `live-session-report.${format}` };
}
