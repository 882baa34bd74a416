import { shareUrl } from '@codeflow/contracts';

/** The full address a person can paste anywhere: `${origin}/editor?shareId=…`. */
export function fullShareUrl(origin: string, shareId: string): string {
  return origin.replace(/\/+$/, '') + shareUrl(shareId);
}
