import marketing from 'virtual:marketing-data';
import { FactTable } from '../../components/table/FactTable';

const percent = (a: number, b: number): string =>
  b === 0 ? '–' : `${((100 * a) / b).toFixed(a === b ? 0 : 1)} %`;

/**
 * The checkers on whole public projects (issue 24): the figures the benches measured and
 * recorded (bench/engine/real-programs.json), with how they are measured. The test programs
 * above pass whole in every release; these projects are too big to run in every test run, so
 * their figures are those of the last measurement, dated.
 */
export function RealProgramsSection() {
  const rows = marketing.realPrograms;
  if (rows.length === 0) return null;
  // the languages without a row, named from the same data (a new row takes its language out)
  const listed = new Set(rows.map((r) => r.language));
  const unlisted = marketing.languages.map((l) => l.displayName).filter((n) => !listed.has(n));
  return (
    <section
      id="real-programs"
      aria-labelledby="real-programs-heading"
      className="mt-14 scroll-mt-20"
    >
      <h2 id="real-programs-heading" className="text-2xl font-bold text-slate-900">
        On real projects
      </h2>
      <p className="mt-3 text-slate-700">
        The same checks run on whole public projects the engine was not written for. Each project is
        driven by its own unit tests under its language’s real toolchain and debugger, and every
        call of every file is checked against the file’s chart. A file is conformant when every call
        in it passes; a transition is one step from an executed line to the next within a call. Long
        test runs are cut after a step budget: the calls that ended before are checked.
        {unlisted.length > 0 &&
          ` ${new Intl.ListFormat('en', { type: 'conjunction' }).format(unlisted)} ${
            unlisted.length === 1 ? 'is' : 'are'
          } checked on the test programs above only.`}
      </p>
      <FactTable
        label="Correctness on real projects"
        testId="real-programs-table"
        headers={['Language', 'Project', 'Files conformant', 'Transitions checked', 'Measured']}
      >
        {rows.map((r) => (
          <tr key={`${r.language} ${r.project}`}>
            <th scope="row" className="px-4 py-3 font-medium text-slate-900">
              {r.language}
            </th>
            <td className="px-4 py-3 text-slate-700">
              <a href={r.url} className="font-semibold text-indigo-700 underline">
                {r.project}
              </a>
              {r.note ? ` ${r.note}` : ''}
            </td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums">
              {r.files.conformant} / {r.files.total} ({percent(r.files.conformant, r.files.total)})
            </td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums">
              {r.transitions.toLocaleString('en-US')}
            </td>
            <td className="whitespace-nowrap px-4 py-3 tabular-nums">{r.measured}</td>
          </tr>
        ))}
      </FactTable>
    </section>
  );
}
