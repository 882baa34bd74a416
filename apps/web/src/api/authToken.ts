/** localStorage key of the bearer token (docs/product.md#entities: "Stored locally: token"). */
export const TOKEN_STORAGE_KEY = 'token';

export function readAuthToken(): string | null {
  try {
    // localStorage is missing outside browsers and throws when storage is blocked.
    return globalThis.localStorage?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}
