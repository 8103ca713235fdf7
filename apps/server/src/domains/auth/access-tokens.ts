import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../clock.ts';

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

const ISSUER = 'quizmaker';
const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256' })).toString('base64url');

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Short-lived HS256 access tokens (compact JWS); the version claim lets a reset or deactivation void
 * them. Signed and checked with node:crypto's HMAC directly: every API request verifies one, and
 * WebCrypto through a JOSE library cost ten times as much per request.
 */
export class AccessTokens {
  readonly #secret: Buffer;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
    private readonly clock: Clock,
  ) {
    this.#secret = Buffer.from(secret, 'utf8');
  }

  #nowSeconds(): number {
    return Math.floor(this.clock.now().getTime() / 1000);
  }

  #sign(signingInput: string): Buffer {
    return createHmac('sha256', this.#secret).update(signingInput).digest();
  }

  issue(claims: AccessClaims): string {
    const issuedAt = this.#nowSeconds();
    const payload = {
      ver: claims.tokenVersion,
      sub: claims.userId,
      iat: issuedAt,
      exp: issuedAt + this.ttlSeconds,
      iss: ISSUER,
    };
    const signingInput = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signingInput}.${this.#sign(signingInput).toString('base64url')}`;
  }

  /** Returns the claims of a valid token, or null for anything expired, forged or malformed. */
  verify(token: string): AccessClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3) {
      return null;
    }
    const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
    const signature = Buffer.from(signaturePart, 'base64url');
    const expected = this.#sign(`${headerPart}.${payloadPart}`);
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      return null;
    }
    const header = decodeJson(headerPart);
    // Only what we issue: HS256, no critical extensions (RFC 7515 4.1.11), no detached or unencoded payloads.
    if (!header || header.alg !== 'HS256' || header.crit !== undefined || header.b64 !== undefined) {
      return null;
    }
    const payload = decodeJson(payloadPart);
    if (!payload || payload.iss !== ISSUER || typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
      return null;
    }
    const now = this.#nowSeconds();
    if (typeof payload.exp !== 'number' || payload.exp <= now) {
      return null;
    }
    if (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now)) {
      return null;
    }
    return { userId: payload.sub, tokenVersion: payload.ver };
  }
}
