/** Cursor colours that read on white, with the light tint used for selections. */
const PALETTE = [
  ['#2563eb', '#2563eb33'],
  ['#dc2626', '#dc262633'],
  ['#16a34a', '#16a34a33'],
  ['#9333ea', '#9333ea33'],
  ['#ea580c', '#ea580c33'],
  ['#0891b2', '#0891b233'],
  ['#db2777', '#db277733'],
  ['#4d7c0f', '#4d7c0f33'],
] as const;

/** A colour of its own for each person, the same on every screen (derived from the user id). */
export function userColor(userId: string): { color: string; colorLight: string } {
  let hash = 0;
  for (const char of userId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const [color, colorLight] = PALETTE[hash % PALETTE.length] ?? PALETTE[0];
  return { color, colorLight };
}
