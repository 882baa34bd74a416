import { COLLAB_PATH } from '@codeflow/contracts';

/**
 * The collaboration WebSocket's URL: the API's origin (VITE_API_BASE, else this page's) with
 * ws:// or wss:// to match http:// or https://.
 */
export function collabUrl(
  apiBase: string = import.meta.env.VITE_API_BASE ?? '',
  page: Pick<Location, 'href'> = window.location,
): string {
  const url = new URL(apiBase.replace(/\/+$/, '') + COLLAB_PATH, page.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}
