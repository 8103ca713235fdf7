import { describe, expect, it } from 'vitest';
import { useAppsPerTest } from '../../test-support/test-app.ts';
import { LiveClient } from './test-support/live-client.ts';

/**
 * A lecture hall joins from one address (the school's router): its sockets are limited on their own
 * (LIVE_CONNECTIONS_PER_MINUTE), not by the API's request limit, which 300 guests joining in a minute would
 * exhaust (each loads the page's API calls and opens a socket).
 */
const appFor = useAppsPerTest();

async function openSockets(origin: string, count: number): Promise<Array<LiveClient | string>> {
  const opened: Array<LiveClient | string> = [];
  for (let index = 0; index < count; index += 1) {
    opened.push(await LiveClient.open(origin).catch((error: unknown) => String(error)));
  }
  return opened;
}

describe('live connections from one address', () => {
  it('are not held to the API request limit', async () => {
    const test = await appFor({ env: { RATE_LIMIT_MAX: '5' } });
    const origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const sockets = await openSockets(origin, 8);
    expect(sockets.filter((socket) => socket instanceof LiveClient)).toHaveLength(8);
    for (const socket of sockets) {
      (socket as LiveClient).close();
    }
    // The API's limit still holds for the address's requests.
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      statuses.push((await fetch(`${origin}/api/v1/config/features`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('are limited per minute by LIVE_CONNECTIONS_PER_MINUTE', async () => {
    const test = await appFor({ env: { LIVE_CONNECTIONS_PER_MINUTE: '3' } });
    const origin = await test.app.listen({ port: 0, host: '127.0.0.1' });
    const sockets = await openSockets(origin, 4);
    expect(sockets.slice(0, 3).every((socket) => socket instanceof LiveClient)).toBe(true);
    expect(sockets[3]).toMatch(/Unexpected server response: 429/);
    for (const socket of sockets.slice(0, 3)) {
      (socket as LiveClient).close();
    }
  });
});
