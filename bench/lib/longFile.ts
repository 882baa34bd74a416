/** A 20,000-line Python file of ordinary functions (what a long module looks like). */
export function longFile(lines = 20_000, seed = 0): string {
  const out: string[] = [];
  for (let f = 0; out.length < lines - 10; f++) {
    out.push(
      `def handler_${f}_${seed}(items, limit):`,
      `    """Handle batch ${f}."""`,
      '    total = 0',
      '    for item in items:',
      '        if item.value > limit:',
      `            total += item.value * ${f % 7}`,
      '        elif item.value < 0:',
      '            raise ValueError("negative")',
      '        else:',
      '            total -= 1',
      '    return total',
      '',
    );
  }
  while (out.length < lines) out.push('');
  return out.slice(0, lines).join('\n');
}
