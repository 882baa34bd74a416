// The slice of Google Identity Services (https://accounts.google.com/gsi/client) that the Sign in
// with Google button uses; see developers.google.com/identity/gsi/web/reference/js-reference.

export interface GoogleCredentialResponse {
  /** The Google ID token (a JWT) that POST /api/auth/google verifies. */
  credential?: string;
}

export interface GoogleButtonOptions {
  type?: 'standard' | 'icon';
  theme?: 'outline' | 'filled_blue' | 'filled_black';
  size?: 'large' | 'medium' | 'small';
  text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
  shape?: 'rectangular' | 'pill' | 'circle' | 'square';
  logo_alignment?: 'left' | 'center';
  /** Pixels, 200 to 400. */
  width?: number;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

interface GoogleGlobal {
  accounts?: { id?: GoogleAccountsId };
}

export const GOOGLE_SCRIPT_SRC = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<GoogleAccountsId> | null = null;

function currentApi(): GoogleAccountsId | null {
  const google = (globalThis as { google?: GoogleGlobal }).google;
  return google?.accounts?.id ?? null;
}

/**
 * Loads Google's identity script once, on demand (docs/product.md#api: third-party scripts load only when
 * needed). A failed load is forgotten, so opening the modal again tries again.
 */
export function loadGoogleIdentity(): Promise<GoogleAccountsId> {
  const ready = currentApi();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_SCRIPT_SRC;
    script.async = true;
    script.defer = true;
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('Google identity script timed out'), LOAD_TIMEOUT_MS);
    script.onload = () => {
      const api = currentApi();
      if (!api) return fail('Google identity script loaded without google.accounts.id');
      clearTimeout(timer);
      resolve(api);
    };
    script.onerror = () => fail('Google identity script failed to load');
    document.head.append(script);
  });
  return loading;
}
