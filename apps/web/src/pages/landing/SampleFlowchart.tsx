/** A hand-drawn flowchart of SAMPLE_CODE: static SVG so the landing page needs no Mermaid. */
export function SampleFlowchart() {
  const box = 'fill-white stroke-indigo-400';
  const text = 'fill-slate-700 text-[11px] font-mono';
  return (
    <svg
      viewBox="0 0 240 300"
      role="img"
      aria-label="Flowchart of the sample code: loop over numbers, add the even ones to total, return total"
      className="h-auto w-full max-w-[240px]"
    >
      <defs>
        <marker
          id="arrow"
          viewBox="0 0 8 8"
          refX="7"
          refY="4"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0 0L8 4L0 8z" className="fill-indigo-400" />
        </marker>
      </defs>
      <g className="stroke-indigo-400" strokeWidth="1.5" markerEnd="url(#arrow)" fill="none">
        <path d="M120 34v16" />
        <path d="M120 84v14" />
        <path d="M120 150v16" />
        <path d="M60 184H28V68h20" />
        <path d="M180 125h22V76h-10" />
        <path d="M190 60h40v194h-58" />
      </g>
      <rect x="80" y="6" width="80" height="28" rx="14" className={box} />
      <text x="120" y="24" textAnchor="middle" className={text}>
        Start
      </text>
      <rect x="50" y="52" width="140" height="32" rx="4" className={box} />
      <text x="120" y="72" textAnchor="middle" className={text}>
        for n in numbers
      </text>
      <path d="M120 100l60 25-60 25-60-25z" className={box} />
      <text x="120" y="129" textAnchor="middle" className={text}>
        n % 2 == 0?
      </text>
      <text x="186" y="118" className="fill-slate-500 text-[10px]">
        no
      </text>
      <text x="200" y="54" className="fill-slate-500 text-[10px]">
        done
      </text>
      <text x="128" y="164" className="fill-slate-500 text-[10px]">
        yes
      </text>
      <rect x="60" y="168" width="120" height="32" rx="4" className={box} />
      <text x="120" y="188" textAnchor="middle" className={text}>
        total += n
      </text>
      <rect x="70" y="238" width="100" height="32" rx="16" className={box} />
      <text x="120" y="258" textAnchor="middle" className={text}>
        return total
      </text>
    </svg>
  );
}
