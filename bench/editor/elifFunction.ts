/**
 * The decision-dense case (issue 23 item 6): one 100-line Python function of 24 `if`/`elif`
 * pairs, as a new user would type it. Its chart is a tall chain of diamonds, the costliest
 * 100-line layout Graphviz gets from the editor.
 */
const pairs = Array.from({ length: 24 }, (_, k) =>
  [
    `    if x == ${k}:`,
    `        result = y + ${k}`,
    `    elif x > ${k} and y < limit:`,
    `        result = y - ${k}`,
  ].join('\n'),
);

export const elifFunction = [
  'def classify(x, y):',
  '    limit = 10',
  '    result = 0',
  ...pairs,
  '    return result',
  '',
].join('\n');
