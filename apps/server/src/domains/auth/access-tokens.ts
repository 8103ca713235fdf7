import { SignJWT, jwtVerify } from 'jose';

export interface AccessClaims {
  userId: string;
  tokenVersion: number;
}

/** Short-lived HS256 access tokens; the version claim lets a reset or deactivation void them. */
export class AccessTokens {
  readonly #key: Uint8Array;

  constructor(
    secret: string,
    readonly ttlSeconds: number,
  ) {
    this.#key = new TextEncoder().encode(secret);
  }

  async issue(claims: AccessClaims): Promise<string> {
    return new SignJWT({ ver: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .setIssuer('quizmaker')
      .sign(this.#key);
  }

  /** Returns the claims of a valid token, or null for anything expired, forged or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { issuer: 'quizmaker', algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') {
        return null;
      }
      return { userId: payload.sub, tokenVersion: payload.ver };
    } catch {
      return null;
    }
  }
}
