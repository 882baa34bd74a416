import { RUN_AND_REPLAY_RULE } from '@codeflow/contracts';
import { Link } from 'react-router';
import marketing from 'virtual:marketing-data';
import { FactTable } from '../../components/table/FactTable';

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
      <FactTable
        label="Plan features"
        headers={[
          'Plan',
          'Saved flowcharts',
          'Lines per conversion',
          'Edit saved charts',
          'Exports',
          'Share links',
          'Teams',
          'Versions kept',
          'Test coverage import',
        ]}
      >
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
            <td className="px-4 py-3">{p.export_formats.map((f) => f.toUpperCase()).join(', ')}</td>
            <td className="px-4 py-3">{p.can_share ? 'Yes' : 'No'}</td>
            <td className="px-4 py-3">{p.team_management ? 'Yes' : 'No'}</td>
            <td className="px-4 py-3">{p.versions_kept}</td>
            <td className="px-4 py-3">{p.coverage_import ? 'Yes' : 'No'}</td>
          </tr>
        ))}
      </FactTable>
      <p className="mt-4 text-sm text-slate-600">{RUN_AND_REPLAY_RULE}</p>
      <p className="mt-4">
        <Link to="/PricingPagePublic" className="font-semibold text-indigo-700 underline">
          See prices
        </Link>
      </p>
    </section>
  );
}
