import marketing from 'virtual:marketing-data';

function SupportCell({ value }: { value: boolean | null | undefined }) {
  if (value === true) {
    return (
      <span className="font-semibold text-green-800">
        <span aria-hidden="true">✓</span> Drawn
      </span>
    );
  }
  if (value === false) return <span className="text-red-800">Not drawn</span>;
  return <span className="text-slate-600">Not in the language</span>;
}

/**
 * Languages and constructs: each cell is a probe program drawn at build time
 * (apps/web/scripts/constructProbes.ts), so the table cannot drift from the engine.
 */
export function ConstructsSection() {
  const { languages, constructs, support } = marketing;
  return (
    <section aria-labelledby="constructs-heading" className="mt-12">
      <h2 id="constructs-heading" className="text-2xl font-bold text-slate-900">
        Languages and constructs
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Each cell below was checked when this site was built: a small program using the construct
        went through the engine, and the cell says “Drawn” only if the chart has the shape that
        construct should produce.
      </p>
      <div
        className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white"
        tabIndex={0}
        role="region"
        aria-label="Constructs per language"
      >
        <table className="min-w-full text-left text-sm" data-testid="construct-table">
          <thead className="bg-slate-100 text-slate-900">
            <tr>
              <th scope="col" className="px-4 py-3">
                Construct
              </th>
              {languages.map((l) => (
                <th key={l.tag} scope="col" className="px-4 py-3">
                  {l.displayName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {constructs.map((c) => (
              <tr key={c.id}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {c.label}
                </th>
                {languages.map((l) => (
                  <td key={l.tag} className="px-4 py-3">
                    <SupportCell value={support[l.tag]?.[c.id]} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-sm text-slate-700">
        Anything else (another language, pseudo-code) can be drawn line by line with the language
        “Other”.
      </p>
    </section>
  );
}
