/** The Open Graph / Twitter card image (1200×630), drawn as SVG and rasterised at build time. */
export function ogImageSvg(): string {
  const box = (x: number, y: number, w: number, label: string, shape = 'rect') => {
    const body =
      shape === 'diamond'
        ? `<polygon points="${x + w / 2},${y} ${x + w},${y + 40} ${x + w / 2},${y + 80} ${x},${y + 40}" fill="#fff" stroke="#6366f1" stroke-width="3"/>`
        : `<rect x="${x}" y="${y}" width="${w}" height="56" rx="${shape === 'pill' ? 28 : 8}" fill="#fff" stroke="#6366f1" stroke-width="3"/>`;
    const ty = shape === 'diamond' ? y + 48 : y + 36;
    return `${body}<text x="${x + w / 2}" y="${ty}" font-size="24" text-anchor="middle" fill="#1e293b">${label}</text>`;
  };
  const arrow = (x: number, y1: number, y2: number) =>
    `<line x1="${x}" y1="${y1}" x2="${x}" y2="${y2}" stroke="#6366f1" stroke-width="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="#eef2ff"/>
  <text x="70" y="150" font-size="40" font-weight="bold" fill="#4f46e5">Codeflow</text>
  <text x="70" y="240" font-size="60" font-weight="bold" fill="#0f172a">Turn code into</text>
  <text x="70" y="315" font-size="60" font-weight="bold" fill="#0f172a">flowcharts</text>
  <text x="70" y="390" font-size="28" fill="#334155">Python · C · C++ · Java · JavaScript · TypeScript</text>
  <text x="70" y="440" font-size="28" fill="#334155">Live in your browser. Free plan.</text>
  ${arrow(930, 116, 150)}${arrow(930, 206, 240)}${arrow(930, 320, 354)}${arrow(930, 410, 444)}
  ${box(830, 60, 200, 'Start', 'pill')}
  ${box(810, 150, 240, 'for n in numbers')}
  ${box(850, 240, 160, 'n even?', 'diamond')}
  ${box(830, 354, 200, 'total += n')}
  ${box(830, 444, 200, 'return total', 'pill')}
</svg>`;
}
