/**
 * How alike two labels are: the Dice coefficient of their token multisets (identifiers, numbers,
 * string literals, operators), 0 (nothing shared) to 1 (the same tokens). Cheap on long compacted
 * labels, and a one-token edit of a short statement still scores well (`x = 1` / `x = 2`: 0.67).
 */
const TOKEN = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|[A-Za-z_$][\w$]*|\d[\w.]*|[^\s\w]/g;

export function tokens(label: string): string[] {
  return label.match(TOKEN) ?? [];
}

/** Dice coefficient of two token multisets. */
export function multisetSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 && b.length === 0) return 1;
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let shared = 0;
  for (const t of b) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      shared++;
      counts.set(t, c - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

export function labelSimilarity(a: string, b: string): number {
  return a === b ? 1 : multisetSimilarity(tokens(a), tokens(b));
}
