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

/** An object URL for `svg` as an image, revoked when it changes or the card goes. */
function useSvgUrl(svg: string | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!svg) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [svg]);
  return url;
}

/**
 * The card's picture: the SVG the editor drew at the last save (docs/decisions/021-dashboard-thumbnails.md), loaded when
 * the card comes into view. It is shown ONLY through <img> from a blob URL: an image document
 * runs no script and fetches nothing, whatever the stored text holds.
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
  const url = useSvgUrl(query.data);
  return (
    <div
      ref={ref}
      className="flex h-36 items-center justify-center overflow-hidden rounded border border-gray-100 bg-white"
      data-testid="flowchart-thumbnail"
    >
      {url ? (
        <img src={url} alt="" className="h-full w-full object-contain p-1" draggable={false} />
      ) : (
        <span className="text-xs text-gray-400">{query.isPending && near ? '' : 'No preview'}</span>
      )}
    </div>
  );
}
