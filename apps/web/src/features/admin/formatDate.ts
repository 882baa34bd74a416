/** "Nov 23, 2026" in the reader's locale; empty for a missing or unreadable date. */
export function formatDay(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { dateStyle: 'medium' });
}

/** "Nov 23, 2026, 10:04 PM": the last login; null is "Never" (docs/product.md#super-admin-screen). */
export function formatLastLogin(iso: string | null): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? 'Never'
    : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
