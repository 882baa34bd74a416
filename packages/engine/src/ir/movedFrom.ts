/**
 * Which IR object a copy was made from, when the incremental lowering reuses a statement as a
 * copy: moved (lower/topLevelReuse.ts shifts its lines) or derived (JavaScript resolves a
 * statement's calls on a copy, for one set of the file's functions). The build's per-function
 * reuse (build/definitionReuse.ts) keys a definition's fragment on the IR object it was first
 * built from: a moved copy is the same definition somewhere else; a derived one is the same
 * only for the same `variant` (what it was derived for).
 */
type Origin = { root: object; variant: string };

const origins = new WeakMap<object, Origin>();

/**
 * Records that `copy` is `source` moved (no variant) or derived for `variant`; a copy of a copy
 * goes back to the first object, with the variants of every step.
 */
export function noteCopy(copy: object, source: object, variant = ''): void {
  const from = origins.get(source) ?? { root: source, variant: '' };
  origins.set(copy, {
    root: from.root,
    variant: variant === '' ? from.variant : `${from.variant}\u0000${variant}`,
  });
}

/** Notes every definition (`type: 'function'`) of a structural copy, walking both in step. */
export function noteCopies(source: unknown, copy: unknown, variant = ''): void {
  if (source === null || typeof source !== 'object' || copy === null || typeof copy !== 'object')
    return;
  if (Array.isArray(source)) {
    if (!Array.isArray(copy)) return;
    source.forEach((s: unknown, i) => noteCopies(s, copy[i], variant));
    return;
  }
  const from = source as Record<string, unknown>;
  const to = copy as Record<string, unknown>;
  if (from.type === 'function') noteCopy(to, from, variant);
  for (const key of Object.keys(from)) {
    const value = from[key];
    if (value !== null && typeof value === 'object') noteCopies(value, to[key], variant);
  }
}

/** The object `value` was first copied from (itself if none) and what it was derived for. */
export function originOf(value: object): Origin {
  return origins.get(value) ?? { root: value, variant: '' };
}
