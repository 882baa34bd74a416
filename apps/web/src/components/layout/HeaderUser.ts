import type { DaysLeftBadgeInfo } from './daysLeft';

/** What the header needs to know about the signed-in user (SPEC.md §2 Header, §3 User). */
export interface HeaderUser {
  fullName: string;
  isAdmin: boolean;
  /** The subscription badge (SPEC.md §4); null or absent when hidden. */
  daysLeft?: DaysLeftBadgeInfo | null;
}
