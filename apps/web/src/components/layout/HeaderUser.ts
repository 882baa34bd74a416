import type { DaysLeftBadgeInfo } from './daysLeft';

/** What the header needs to know about the signed-in user (docs/product.md#header, docs/product.md#entities). */
export interface HeaderUser {
  fullName: string;
  isAdmin: boolean;
  /** The subscription badge (docs/product.md#states-and-transitions); null or absent when hidden. */
  daysLeft?: DaysLeftBadgeInfo | null;
}
