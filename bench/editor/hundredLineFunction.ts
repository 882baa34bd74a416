/**
 * One Python function of 100 lines (~100 nodes: loops, branches, prints), the "100-line
 * function": the whole chart is laid out and drawn again on every keystroke.
 */
const blocks = Array.from({ length: 16 }, (_, k) =>
  [
    `    for i${k} in range(limit):`,
    `        if items[i${k}] > ${k}:`,
    `            total = total + i${k}`,
    '        else:',
    `            total = total - ${k}`,
    `    print("step ${k}", total)`,
  ].join('\n'),
);

export const hundredLineFunction = [
  'def process(items):',
  '    limit = 10',
  '    total = 0',
  ...blocks,
  '    return total',
  '',
].join('\n');
