/** "Germany" for "DE"; the country is all we know of a session's place. */
export function placeName(country: string | null, fallback: string): string {
  if (!country) return fallback;
  try {
    return new Intl.DisplayNames(undefined, { type: 'region' }).of(country) ?? country;
  } catch {
    // a code Intl does not know (or no Intl data): the code itself still says something
    return country;
  }
}

export function dateTimeText(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
