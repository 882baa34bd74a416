import { ApiError } from '../../api/ApiError';
import type { VersionListItem } from '@codeflow/contracts';

/** The History panel's texts (docs/product.md#messages). */
export const HISTORY_MESSAGES = {
  title: 'History',
  loading: 'Loading versions…',
  empty: 'No versions yet: each save that changes the code, title or language keeps one.',
  loadFailed: 'Failed to load versions.',
  restoreFailed: 'Failed to restore this version.',
  restoreTitle: (version: number) => `Restore version ${version}?`,
  restoreBody:
    'The flowchart gets this version’s code, title and language, saved as a new version. Nothing is lost: the current one stays in the history.',
  liveEditing: 'Live editing',
  formerMember: 'A former user',
  compareCurrent: 'Compare with current',
  comparePrevious: 'Compare with previous',
} as const;

/** Who saved a version, as the list shows it. */
export function authorLabel(item: VersionListItem): string {
  if (item.author) return item.author.name || HISTORY_MESSAGES.formerMember;
  return item.source === 'collab' ? HISTORY_MESSAGES.liveEditing : HISTORY_MESSAGES.formerMember;
}

/** The server's detail when it sends one (403 upgrade, 404 no longer kept), else `fallback`. */
export function historyErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (typeof error.detail === 'string' && error.detail !== '') return error.detail;
    if (error.kind !== 'http') return error.message;
  }
  return fallback;
}
