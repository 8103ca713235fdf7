import type { FastifyInstance } from 'fastify';
import { rateLimited } from '../errors.ts';

const TOO_MANY_CONCURRENT_REQUESTS = 'Too many requests in progress from your address. Please wait for them to finish.';

/**
 * Caps the requests one client address may have in flight at once. A request may take up to
 * REQUEST_TIMEOUT_SECONDS to arrive, so without a cap a few hundred trickling requests from one
 * address would hold every connection the process can serve. Past the cap the answer is 429 at
 * once, before any body is read. The address is `request.ip`, which follows TRUST_PROXY like every
 * other per-address limit. Counted per process: each process protects itself.
 */
export function capConcurrentRequestsPerClient(app: FastifyInstance, maxInFlight: number): void {
  const inFlight = new Map<string, number>();
  const release = (address: string) => {
    const left = (inFlight.get(address) ?? 1) - 1;
    if (left > 0) {
      inFlight.set(address, left);
    } else {
      inFlight.delete(address);
    }
  };
  app.addHook('onRequest', (request, reply, done) => {
    // A WebSocket upgrade has no body to trickle, and its socket then stays open as long as the live
    // session it serves: counted, it held a slot for the whole game, so a room behind one NAT address
    // seated only `maxInFlight` players and every other request from that address was refused. What a
    // socket may do is limited by the live protocol (wrong PINs per address, messages per second).
    if (request.headers.upgrade?.toLowerCase() === 'websocket') {
      done();
      return;
    }
    const address = request.ip;
    const count = (inFlight.get(address) ?? 0) + 1;
    if (count > maxInFlight) {
      done(rateLimited(1, TOO_MANY_CONCURRENT_REQUESTS));
      return;
    }
    inFlight.set(address, count);
    // 'close' comes once the response is sent or the connection is gone, whichever ends the request.
    reply.raw.once('close', () => release(address));
    done();
  });
}
