/**
 * The large files, in Python: a 1,000-line file holding a ~600-node function first and a
 * ~400-node function last (ordinary functions between), and a 5,000-line file of ordinary
 * functions. Neither ends with a newline, so the caret left at the end by a paste (or Ctrl+End)
 * sits inside the last function, and Ctrl+Home inside the first.
 */

/** A function of about 6 nodes per block: a loop, two decisions, a statement, continue, a print. */
function denseFunction(name: string, blocks: number): string[] {
  const out = [`def ${name}(items, limit):`, '    total = 0'];
  for (let i = 0; i < blocks; i++) {
    out.push(
      `    for x in items[${i}:]:`,
      `        if x > limit + ${i}: total += x * ${i}`,
      '        elif x < 0: continue',
      `        else: print("block ${i}", x)`,
    );
  }
  out.push('    return total');
  return out;
}

/** An ordinary function of `lines` lines (at least 8): a loop, a branch, a try, a return. */
function ordinaryFunction(name: string, lines: number): string[] {
  const out = [
    `def ${name}(values, threshold=${lines}):`,
    '    result = []',
    '    for v in values:',
    '        if v is None:',
    '            continue',
    '        try:',
    '            scaled = v * threshold',
    '        except TypeError:',
    '            scaled = 0',
  ];
  for (let i = out.length; i < lines - 1; i++) {
    out.push(
      i % 2 === 0 ? `        result.append(scaled + ${i})` : `        scaled = scaled - ${i}`,
    );
  }
  out.push('    return result');
  return out;
}

function fill(prefix: string, lines: number): string[] {
  const out: string[] = [];
  for (let k = 0; out.length < lines; k++) {
    const size = Math.min(20, lines - out.length - 1);
    if (size < 9) break;
    out.push(...ordinaryFunction(`${prefix}${k}`, size), '');
  }
  while (out.length < lines) out.push('');
  return out;
}

/** 1,000 lines: `big600` (lines 1-...), ordinary functions, `big400` at the end. */
export function thousandLineFile(): string {
  const first = denseFunction('big600', 100);
  const last = denseFunction('big400', 66);
  const middle = fill('helper', 1000 - first.length - last.length - 1);
  return [...first, '', ...middle, ...last].join('\n');
}

/** 5,000 lines of ordinary functions (about 250 charts). */
export function fiveThousandLineFile(): string {
  const body = fill('task', 4980);
  while (body.at(-1) === '') body.pop();
  return [...body, '', ...ordinaryFunction('last', 5000 - body.length - 1)].join('\n');
}

/** 20,000 lines of ordinary functions (about 1,000 charts), built like the 5,000-line file. */
export function twentyThousandLineFile(): string {
  const body = fill('job', 19980);
  while (body.at(-1) === '') body.pop();
  return [...body, '', ...ordinaryFunction('last', 20000 - body.length - 1)].join('\n');
}

/**
 * One function of about 2,000 nodes (330 blocks of `denseFunction`), for the first (folded)
 * picture of a huge function and for unfolding a block in it.
 */
export function twoThousandNodeFunction(): string {
  return denseFunction('huge', 330).join('\n');
}
