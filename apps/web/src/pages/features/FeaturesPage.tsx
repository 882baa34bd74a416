import { Link } from 'react-router';
import marketing from 'virtual:marketing-data';
import { PageTitle } from '../../components/PageTitle';
import { buttonClasses } from '../../components/ui/buttonClasses';
import { SIGN_UP_PATH } from '../../components/layout/navLinks';

const PLAN_NAMES: Record<string, string> = {
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
  organization: 'Organization',
};

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

/** The construct table: one row per construct, one column per language, as drawn at build time. */
function ConstructsSection() {
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

/**
 * What the product does. The construct table is the engine's own answer: each cell is a probe
 * program drawn at build time (apps/web/scripts/constructProbes.ts), so it cannot drift; the
 * plan table is the contracts' plan feature table.
 */
export function FeaturesPage() {
  const { languages, plans } = marketing;
  return (
    <div className="mx-auto max-w-6xl px-4 py-12">
      <PageTitle title="Features" />
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">Features</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700">
        Codeflow draws the control flow of your code — every branch, loop, jump and exception edge —
        in {languages.length} languages, live as you type.
      </p>

      <ConstructsSection />

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

      <section aria-labelledby="plans-heading" className="mt-12">
        <h2 id="plans-heading" className="text-2xl font-bold text-slate-900">
          Plans
        </h2>
        <div
          className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white"
          tabIndex={0}
          role="region"
          aria-label="Plan features"
        >
          <table className="min-w-full text-left text-sm">
            <thead className="bg-slate-100 text-slate-900">
              <tr>
                <th scope="col" className="px-4 py-3">
                  Plan
                </th>
                <th scope="col" className="px-4 py-3">
                  Saved flowcharts
                </th>
                <th scope="col" className="px-4 py-3">
                  Lines per conversion
                </th>
                <th scope="col" className="px-4 py-3">
                  Edit saved charts
                </th>
                <th scope="col" className="px-4 py-3">
                  Exports
                </th>
                <th scope="col" className="px-4 py-3">
                  Share links
                </th>
                <th scope="col" className="px-4 py-3">
                  Teams
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {plans.map((p) => (
                <tr key={p.tier}>
                  <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                    {PLAN_NAMES[p.tier] ?? p.tier}
                  </th>
                  <td className="px-4 py-3">
                    {p.flowchart_limit === null ? 'Unlimited' : p.flowchart_limit}
                  </td>
                  <td className="px-4 py-3">{p.max_code_lines.toLocaleString('en-US')}</td>
                  <td className="px-4 py-3">{p.can_edit ? 'Yes' : 'No'}</td>
                  <td className="px-4 py-3">
                    {p.export_formats.map((f) => f.toUpperCase()).join(', ')}
                  </td>
                  <td className="px-4 py-3">{p.can_share ? 'Yes' : 'No'}</td>
                  <td className="px-4 py-3">{p.team_management ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-4">
          <Link to="/PricingPagePublic" className="font-semibold text-indigo-700 underline">
            See prices
          </Link>
        </p>
      </section>

      <div className="mt-12">
        <Link to={SIGN_UP_PATH} className={buttonClasses('brand', 'lg')}>
          Get started free
        </Link>
      </div>
    </div>
  );
}
