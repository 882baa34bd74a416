import {
  LANGUAGE_BADGE_COLOURS,
  TIER_COLOURS,
  type FlowchartLanguage,
  type Tier,
} from '@codeflow/contracts';

/**
 * Tailwind classes per colour name of contracts (SPEC.md §9). Written out in full because
 * Tailwind only generates classes it finds literally in the source.
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
};

const fallback = BADGE_CLASSES.gray ?? '';

export function planBadgeClasses(tier: Tier): string {
  return BADGE_CLASSES[TIER_COLOURS[tier]] ?? fallback;
}

/** Lists carry the language as a plain string; unknown ones get the neutral badge. */
export function languageBadgeClasses(language: string): string {
  const colour = (LANGUAGE_BADGE_COLOURS as Readonly<Record<string, string>>)[language];
  return (colour && BADGE_CLASSES[colour]) ?? fallback;
}

/** Display names for the language badge. */
const LANGUAGE_NAMES: Readonly<Record<FlowchartLanguage, string>> = {
  python: 'Python',
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  c: 'C',
  cpp: 'C++',
  java: 'Java',
  other: 'Other',
};

export function languageName(language: string): string {
  return (LANGUAGE_NAMES as Readonly<Record<string, string>>)[language] ?? language;
}
