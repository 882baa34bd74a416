// Word statistics: regex split, Map counting, sort by count, template output, early return.
function wordStats(text) {
  if (!text.trim()) {
    return null;
  }
  const counts = new Map();
  for (const word of text.toLowerCase().split(/[^a-z']+/)) {
    if (word === '') continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { distinct: counts.size, top: top.slice(0, 3) };
}

const stats = wordStats('The cat and the hat. The cat sat!');
console.log(stats.distinct, stats.top.map(([w, c]) => `${w}:${c}`).join(' '));
console.log(wordStats('   '));
