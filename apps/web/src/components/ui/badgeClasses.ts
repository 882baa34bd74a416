import {
  TIER_COLOURS,
  isLanguageTag,
  languageRecord,
  type LanguageBadgeColour,
  type Tier,
} from '@codeflow/contracts';

/**
 * Tailwind classes per colour name of contracts (docs/product.md#constants-and-limits). Written out in full because
 * Tailwind only generates classes it finds literally in the source. Every language badge colour
 * of the language record must have an entry (typecheck fails otherwise).
 */
export const BADGE_CLASSES: Readonly<Record<string, string>> = {
  gray: 'bg-gray-100 text-gray-800 ring-gray-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  purple: 'bg-purple-100 text-purple-800 ring-purple-300',
  orange: 'bg-orange-100 text-orange-800 ring-orange-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  yellow: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
  sky: 'bg-sky-100 text-sky-800 ring-sky-300',
  slate: 'bg-slate-200 text-slate-800 ring-slate-400',
  indigo: 'bg-indigo-100 text-indigo-800 ring-indigo-300',
  cyan: 'bg-cyan-100 text-cyan-900 ring-cyan-300',
  violet: 'bg-violet-100 text-violet-800 ring-violet-300',
  fuchsia: 'bg-fuchsia-100 text-fuchsia-800 ring-fuchsia-300',
  rose: 'bg-rose-100 text-rose-800 ring-rose-300',
} satisfies Record<LanguageBadgeColour, string> & Record<string, string>;

const fallback = BADGE_CLASSES.gray ?? '';

export function planBadgeClasses(tier: Tier): string {
  return BADGE_CLASSES[TIER_COLOURS[tier]] ?? fallback;
}

/** Lists carry the language as a plain string; unknown ones get the neutral badge. */
export function languageBadgeClasses(language: string): string {
  if (!isLanguageTag(language)) return fallback;
  return BADGE_CLASSES[languageRecord(language).badgeColour] ?? fallback;
}

/** The badge's text: the language record's display name; an unknown language as it is. */
export function languageName(language: string): string {
  return isLanguageTag(language) ? languageRecord(language).displayName : language;
}
