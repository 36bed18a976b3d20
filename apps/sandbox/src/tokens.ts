import { randomBytes } from 'node:crypto';

const CODE_TTL_MS = 5 * 60_000;
export const ACCESS_TOKEN_TTL_S = 3600;

interface AuthorizationCode {
  sellerId: string;
  redirectUri: string;
  expiresAt: number;
}

interface AccessToken {
  sellerId: string;
  expiresAt: number;
}

export interface TokenSnapshot {
  codes: [string, AuthorizationCode][];
  refreshTokens: [string, string][];
  accessTokens: [string, AccessToken][];
}

export type CodeRedemption = { ok: true; sellerId: string } | { ok: false; reason: string };

function randomToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** LWA authorization codes, refresh tokens and access tokens, in memory. */
export class TokenStore {
  private readonly codes = new Map<string, AuthorizationCode>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly accessTokens = new Map<string, AccessToken>();

  constructor(private readonly now: () => number) {}

  /** The grants, as JSON for the sandbox's state file. */
  snapshot(): TokenSnapshot {
    return { codes: [...this.codes], refreshTokens: [...this.refreshTokens], accessTokens: [...this.accessTokens] };
  }

  restore(state: TokenSnapshot): void {
    for (const [key, value] of state.codes) this.codes.set(key, value);
    for (const [key, value] of state.refreshTokens) this.refreshTokens.set(key, value);
    for (const [key, value] of state.accessTokens) this.accessTokens.set(key, value);
  }

  /** A single-use spapi_oauth_code, valid for 5 minutes for this redirect_uri. */
  issueCode(sellerId: string, redirectUri: string): string {
    const code = 'ANDFB' + randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
    this.codes.set(code, { sellerId, redirectUri, expiresAt: this.now() + CODE_TTL_MS });
    return code;
  }

  redeemCode(code: string, redirectUri: string): CodeRedemption {
    const entry = this.codes.get(code);
    if (!entry) return { ok: false, reason: 'The authorization code is invalid or has already been used.' };
    this.codes.delete(code);
    if (entry.expiresAt <= this.now()) return { ok: false, reason: 'The authorization code has expired.' };
    if (entry.redirectUri !== redirectUri)
      return { ok: false, reason: 'The redirect_uri does not match the one the code was issued for.' };
    return { ok: true, sellerId: entry.sellerId };
  }

  issueRefreshToken(sellerId: string): string {
    const token = 'Atzr|' + randomToken(96);
    this.refreshTokens.set(token, sellerId);
    return token;
  }

  sellerOfRefreshToken(token: string): string | undefined {
    return this.refreshTokens.get(token);
  }

  issueAccessToken(sellerId: string): string {
    const token = 'Atza|' + randomToken(96);
    this.accessTokens.set(token, { sellerId, expiresAt: this.now() + ACCESS_TOKEN_TTL_S * 1000 });
    return token;
  }

  /** The seller an unexpired access token belongs to. */
  sellerOfAccessToken(token: string | undefined): string | undefined {
    if (!token) return undefined;
    const entry = this.accessTokens.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.accessTokens.delete(token);
      return undefined;
    }
    return entry.sellerId;
  }

  /** Ends every refresh and access token of a seller. */
  revoke(sellerId: string): void {
    for (const [token, owner] of this.refreshTokens) if (owner === sellerId) this.refreshTokens.delete(token);
    for (const [token, entry] of this.accessTokens) if (entry.sellerId === sellerId) this.accessTokens.delete(token);
  }
}
