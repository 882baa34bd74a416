import { useEffect, useRef, useState } from 'react';
import { AUTH_MESSAGES } from './authMessages';
import { loadGoogleIdentity } from './googleIdentity';
import { usePublicConfig } from './usePublicConfig';

interface GoogleSignInButtonProps {
  text: 'signin_with' | 'signup_with';
  /** Receives Google's ID token; the caller signs in with it. */
  onCredential: (credential: string) => void;
  /** Google answered without a credential. */
  onFailure: () => void;
}

/**
 * Sign in with Google, rendered by Google's own script — which loads only when the server has a
 * Google client id (GET /api/config). Without one, nothing renders and nothing loads.
 */
export function GoogleSignInButton({ text, onCredential, onFailure }: GoogleSignInButtonProps) {
  const config = usePublicConfig();
  const clientId = config.data?.google_client_id ?? null;
  const container = useRef<HTMLDivElement>(null);
  const [renderFailed, setRenderFailed] = useState(false);
  // The latest callbacks, so Google's (once-initialised) callback never calls stale ones.
  const handlers = useRef({ onCredential, onFailure });
  useEffect(() => {
    handlers.current = { onCredential, onFailure };
  });

  useEffect(() => {
    if (!clientId) return;
    let cancelled = false;
    setRenderFailed(false);
    loadGoogleIdentity()
      .then((api) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        api.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => {
            if (response.credential) handlers.current.onCredential(response.credential);
            else handlers.current.onFailure();
          },
        });
        parent.replaceChildren();
        api.renderButton(parent, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text,
          shape: 'rectangular',
          logo_alignment: 'left',
          width: Math.max(200, Math.min(400, Math.round(parent.clientWidth || 320))),
        });
      })
      .catch(() => {
        if (!cancelled) setRenderFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);

  if (!clientId) return null;

  return (
    <div className="flex flex-col gap-3">
      <div ref={container} data-testid="google-button" className="flex min-h-10 justify-center" />
      {renderFailed && (
        <p role="alert" className="text-center text-sm text-red-600">
          {AUTH_MESSAGES.googleRenderFailed}
        </p>
      )}
      <div className="flex items-center gap-3 text-xs text-slate-400 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
