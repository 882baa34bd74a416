import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { getThumbnail } from '../../api/flowcharts';

/** True once the element has come near the viewport (always true without IntersectionObserver). */
function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near];
}

/** An object URL for the picture, revoked when it changes or the card goes. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/**
 * The card's picture: a PNG the server draws from the saved code (docs/decisions/029-embeds-and-server-thumbnails.md),
 * asked for when the card comes into view. The frame has a fixed size whatever happens, so the
 * card never shifts: a pulsing skeleton while the picture is on its way (drawn on the first
 * request after a save), the picture, or a placeholder that says there is none.
 */
export function FlowchartThumbnail({ id, updatedAt }: { id: string; updatedAt: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const query = useQuery({
    // a save changes updated_at: the key then asks for the new picture
    queryKey: ['flowcharts', id, 'thumbnail', updatedAt],
    queryFn: ({ signal }) => getThumbnail(id, signal),
    enabled: near,
    staleTime: Infinity,
    retry: false,
  });
  const url = useObjectUrl(query.data);
  // which picture has loaded (or failed), so a new one starts hidden without an effect racing
  // the image's own load event
  const [shown, setShown] = useState<{ url: string; ok: boolean } | null>(null);
  const loaded = url !== null && shown?.url === url;
  const broken = loaded && shown.ok === false;
  const waiting = !near || query.isPending || (url !== null && !loaded);
  const none = !waiting && (url === null || broken);
  return (
    <div
      ref={ref}
      className="relative h-36 overflow-hidden rounded border border-gray-100 bg-white"
      data-testid="flowchart-thumbnail"
      data-state={none ? 'none' : waiting ? 'loading' : 'loaded'}
    >
      {waiting && (
        <div
          className="absolute inset-0 animate-pulse bg-gray-100"
          aria-hidden="true"
          data-testid="thumbnail-skeleton"
        />
      )}
      {url && !broken && (
        <img
          src={url}
          alt=""
          className={`h-full w-full object-contain p-1 ${loaded ? '' : 'invisible'}`}
          draggable={false}
          onLoad={() => setShown({ url, ok: true })}
          onError={() => setShown({ url, ok: false })}
        />
      )}
      {none && (
        <div className="flex h-full flex-col items-center justify-center gap-1 text-xs text-gray-500">
          <svg
            viewBox="0 0 24 24"
            className="h-6 w-6 text-gray-300"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            aria-hidden="true"
          >
            <rect x="8" y="2" width="8" height="5" rx="1" />
            <rect x="8" y="17" width="8" height="5" rx="1" />
            <path d="M12 7v10" />
          </svg>
          <span>
            {query.isError ? 'Preview unavailable' : 'No preview: this code has no chart'}
          </span>
        </div>
      )}
    </div>
  );
}
