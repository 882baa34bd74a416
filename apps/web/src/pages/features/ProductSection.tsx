/** The product in three cards: the live editor, exports, sharing and teams. */
export function ProductSection() {
  return (
    <section aria-labelledby="editor-heading" className="mt-12 grid gap-6 md:grid-cols-3">
      <h2 id="editor-heading" className="sr-only">
        The product
      </h2>
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-semibold text-slate-900">The live editor</h3>
        <p className="mt-2 text-slate-700">
          A code editor with highlighting for each language; the chart redraws after a short pause
          in typing, in your browser. Click a box to jump to its line; the chart picker shows one
          function at a time in large files.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-semibold text-slate-900">Exports</h3>
        <p className="mt-2 text-slate-700">
          SVG and PNG on every plan; JPEG and PDF (one page per chart, or the whole drawing on one
          page) on paid plans. Exports are made from the drawn chart.
        </p>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-6">
        <h3 className="text-lg font-semibold text-slate-900">Sharing and teams</h3>
        <p className="mt-2 text-slate-700">
          Private read-only share links on Premium and Organization; team management on
          Organization. Saved code and diagrams are encrypted with AES-256-GCM.
        </p>
      </div>
    </section>
  );
}
