import type { FlowchartListItem } from '@codeflow/contracts';
import { languageName } from '../../components/ui/badgeClasses';
import { sortNewestFirst } from './sortNewestFirst';

export const SORT_OPTIONS = [
  { value: 'updated', label: 'Last updated' },
  { value: 'created', label: 'Newest created' },
  { value: 'title', label: 'Title (A–Z)' },
  { value: 'language', label: 'Language' },
] as const;

export type SortOrder = (typeof SORT_OPTIONS)[number]['value'];

export function isSortOrder(value: string): value is SortOrder {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/** Case- and accent-blind text for matching ("Éclair" is found by "ecl"). */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const time = (iso: string) => {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? -Infinity : t;
};

/**
 * The dashboard's cards after its search box and sort menu: every word of `query` must appear in
 * the title or the language's name; ties keep the list's newest-updated-first order.
 */
export function listView<T extends FlowchartListItem>(
  items: readonly T[],
  query: string,
  sort: SortOrder,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const matching = items.filter((f) => {
    const text = fold(`${f.title} ${languageName(f.language)}`);
    return words.every((w) => text.includes(w));
  });
  const base = sortNewestFirst(matching);
  switch (sort) {
    case 'updated':
      return base;
    case 'created':
      return base.sort((a, b) => time(b.created_at) - time(a.created_at));
    case 'title':
      return base.sort((a, b) => collator.compare(a.title, b.title));
    case 'language':
      return base.sort((a, b) =>
        collator.compare(languageName(a.language), languageName(b.language)),
      );
  }
}
