import { RUN_AND_REPLAY_RULE } from '@codeflow/contracts';
import { Link } from 'react-router';
import marketing from 'virtual:marketing-data';

const PLAN_NAMES: Record<string, string> = {
  free: 'Free',
  pro: 'Pro',
  premium: 'Premium',
  organization: 'Organization',
};

/** The plan table: the contracts' plan feature table, with a link to the prices. */
export function PlansSection() {
  const { plans } = marketing;
  return (
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
              <th scope="col" className="px-4 py-3">
                Versions kept
              </th>
              <th scope="col" className="px-4 py-3">
                Test coverage import
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
                <td className="px-4 py-3">{p.versions_kept}</td>
                <td className="px-4 py-3">{p.coverage_import ? 'Yes' : 'No'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-4 text-sm text-slate-600">{RUN_AND_REPLAY_RULE}</p>
      <p className="mt-4">
        <Link to="/PricingPagePublic" className="font-semibold text-indigo-700 underline">
          See prices
        </Link>
      </p>
    </section>
  );
}
