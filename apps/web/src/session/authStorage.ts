import type { UserProfile } from '@codeflow/contracts';
import { TOKEN_STORAGE_KEY } from '../api/authToken';

// docs/product.md#entities "Stored locally: token, user (JSON), and userInfo with a role". Other features read
// userInfo.role (a team_member never calls the server to generate).
export const USER_STORAGE_KEY = 'user';
export const USER_INFO_STORAGE_KEY = 'userInfo';

function storage(): Storage | null {
  try {
    // Missing outside browsers; throws when storage is blocked (privacy modes).
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readStoredToken(): string | null {
  try {
    return storage()?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: UserProfile): void {
  const s = storage();
  if (!s) return;
  try {
    s.setItem(TOKEN_STORAGE_KEY, token);
    storeUser(user);
  } catch {
    // A full or blocked storage leaves the session in memory only; it ends with the tab.
  }
}

export function storeUser(user: UserProfile): void {
  try {
    storage()?.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    storage()?.setItem(USER_INFO_STORAGE_KEY, JSON.stringify({ role: user.role }));
  } catch {
    // see storeSession
  }
}

export function clearStoredSession(): void {
  const s = storage();
  if (!s) return;
  try {
    s.removeItem(TOKEN_STORAGE_KEY);
    s.removeItem(USER_STORAGE_KEY);
    s.removeItem(USER_INFO_STORAGE_KEY);
  } catch {
    // nothing else to do
  }
}

/** The profile stored at sign-in, used when the server cannot be reached at startup. */
export function readStoredUser(): UserProfile | null {
  try {
    const raw = storage()?.getItem(USER_STORAGE_KEY);
    if (!raw) return null;
    const user: unknown = JSON.parse(raw);
    if (typeof user === 'object' && user !== null && 'id' in user && 'email' in user) {
      return user as UserProfile;
    }
    return null;
  } catch {
    return null;
  }
}
