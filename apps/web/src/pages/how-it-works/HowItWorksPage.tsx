import { Link } from 'react-router';
import marketing from 'virtual:marketing-data';
import { PageTitle } from '../../components/PageTitle';
import { ACCURACY_CLAIM } from '../../features/marketing/landingConstants';
import { RealProgramsSection } from './RealProgramsSection';
import { FactTable } from '../../components/table/FactTable';

const STAGES = [
  {
    title: '1. Parse',
    text: 'Your code is parsed with the tree-sitter grammar of its language, in your browser (a Web Worker) or on the server. Syntax errors are listed with their line, and what did parse is still drawn.',
  },
  {
    title: '2. Structure',
    text: 'Each language’s lowering turns the syntax tree into one small language-neutral model of statements. One builder then decides all control flow for every language — branches, loops, break and continue, switch fall-through, return, exceptions through try/catch/finally — so every language gets the same rules.',
  },
  {
    title: '3. Chart',
    text: 'The result is a flow graph, one chart per function. It is laid out with Graphviz and drawn as SVG: decisions as diamonds, loops as hexagons, input and output as parallelograms, calls to your own functions as subroutines, jumps as rounded boxes.',
  },
];

export function HowItWorksPage() {
  const total = marketing.correctness.reduce((sum, c) => sum + c.programs, 0);
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <PageTitle title="How it works" />
      <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">How it works</h1>
      <p className="mt-4 text-lg text-slate-700">
        From code to chart in three stages: parse, structure, chart.
      </p>
      <ol className="mt-10 space-y-6">
        {STAGES.map((s) => (
          <li key={s.title} className="rounded-xl border border-slate-200 bg-white p-6">
            <h2 className="text-xl font-bold text-slate-900">{s.title}</h2>
            <p className="mt-2 text-slate-700">{s.text}</p>
          </li>
        ))}
      </ol>

      <section
        id="correctness"
        aria-labelledby="correctness-heading"
        className="mt-14 scroll-mt-20"
      >
        <h2 id="correctness-heading" className="text-2xl font-bold text-slate-900">
          How correctness is checked
        </h2>
        <p className="mt-3 text-slate-700">
          A flowchart is right when it shows what the program really does. So the engine is tested
          on real runs: a program is run, and for every function call the sequence of source lines
          it executes is recorded. Then, in that function’s chart:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-6 text-slate-700">
          <li>
            every two consecutive executed lines must be joined by a path of the chart that passes
            no other executable line;
          </li>
          <li>
            the first executed line must be reachable from Start, and End from the last line after a
            normal return;
          </li>
          <li>every executed line must be covered by a node.</li>
        </ul>
        <FactTable
          label="Correctness checks"
          testId="correctness-table"
          headers={['Languages', 'How the run is recorded', 'Programs']}
        >
          {marketing.correctness.map((c) => (
            <tr key={c.languages}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {c.languages}
              </th>
              <td className="px-4 py-3 text-slate-700">{c.how}</td>
              <td className="px-4 py-3 tabular-nums">{c.programs}</td>
            </tr>
          ))}
        </FactTable>
        <p className="mt-4 text-slate-700">
          <strong>What “accuracy {ACCURACY_CLAIM}” means.</strong> On these {total} test programs
          the checks pass for every recorded step of every run, in both the full and the compacted
          chart: the test suite fails on a single step the chart cannot explain, so a release cannot
          ship below 100 % on them — above the 95 % we promise. Code unlike these programs may still
          be drawn less well (see the{' '}
          <Link to="/disclaimer" className="font-semibold text-indigo-700 underline">
            disclaimer
          </Link>
          ); when a chart is wrong, the{' '}
          <Link to="/ContactUsPage" className="font-semibold text-indigo-700 underline">
            contact form
          </Link>{' '}
          is the way to tell us. The engine is also fuzzed with mutated versions of every sample,
          and every output is checked to draw. Whole public projects are measured too: see{' '}
          <a href="#real-programs" className="font-semibold text-indigo-700 underline">
            on real projects
          </a>
          .
        </p>
      </section>

      <RealProgramsSection />
    </div>
  );
}
