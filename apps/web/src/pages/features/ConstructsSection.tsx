import marketing from 'virtual:marketing-data';
import { FactTable } from '../../components/table/FactTable';

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
      <FactTable
        label="Constructs per language"
        testId="construct-table"
        headers={['Construct', ...languages.map((l) => l.displayName)]}
      >
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
      </FactTable>
      <p className="mt-3 text-sm text-slate-700">
        Anything else (another language, pseudo-code) can be drawn line by line with the language
        “Other”.
      </p>
    </section>
  );
}
