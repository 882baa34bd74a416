/** Decodes one base64url segment of a JWT to text, or null when it is not valid base64url. */
function decodeBase64Url(segment: string): string | null {
  if (segment === '' || !/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * The payload of a token of three dot-separated parts (docs/product.md#validation-rules and docs/product.md#constants-and-limits), or null when malformed.
 * Only read, never trusted: the server verifies the signature on every call.
 */
export function readTokenPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const json = decodeBase64Url(parts[1] ?? '');
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** The `exp` claim in milliseconds since the epoch, or null when absent or not a number. */
export function tokenExpiresAt(token: string): number | null {
  const exp = readTokenPayload(token)?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : null;
}

/**
 * True when the token is malformed or its `exp` is at or before `now`. A well-formed token without
 * `exp` is left to the server to judge.
 */
export function isTokenExpired(token: string, now: number = Date.now()): boolean {
  if (readTokenPayload(token) === null) return true;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt <= now;
}
