/**
 * Pseudocode (decision 043): the view tree (viewTree.ts) written as indented, structured text:
 * IF … THEN … ELSE … END IF, WHILE … DO … END WHILE, FOR … END FOR, REPEAT … UNTIL, SWITCH …
 * CASE … END SWITCH, TRY … ON ERROR … FINALLY … END TRY, RETURN, CALL, INPUT, OUTPUT.
 */
import type { Program } from '../ir/types';
import { viewCharts } from './viewCharts';
import type { ViewChart, ViewNode } from './viewTree';

const INDENT = '    ';

function write(nodes: readonly ViewNode[], depth: number, out: string[]): void {
  const pad = INDENT.repeat(depth);
  const block = (body: readonly ViewNode[]): void => {
    if (body.length === 0) out.push(`${pad}${INDENT}(nothing)`);
    else write(body, depth + 1, out);
  };
  for (const n of nodes) {
    switch (n.t) {
      case 'line':
        out.push(`${pad}${n.text}`);
        break;
      case 'if':
        n.branches.forEach((b, i) => {
          out.push(`${pad}${i === 0 ? 'IF' : 'ELSE IF'} ${b.cond} THEN`);
          block(b.body);
        });
        if (n.orelse) {
          out.push(`${pad}ELSE`);
          block(n.orelse);
        }
        out.push(`${pad}END IF`);
        break;
      case 'loop':
        out.push(`${pad}${n.head}${n.kind === 'while' ? ' DO' : ''}`);
        block(n.body);
        out.push(
          `${pad}${n.kind === 'for' ? 'END FOR' : n.kind === 'while' ? 'END WHILE' : 'END LOOP'}`,
        );
        if (n.noBreak) {
          out.push(`${pad}IF the loop ended without BREAK THEN`);
          block(n.noBreak);
          out.push(`${pad}END IF`);
        }
        break;
      case 'repeat':
        out.push(`${pad}REPEAT`);
        block(n.body);
        out.push(`${pad}UNTIL ${n.until}`);
        break;
      case 'switch':
        out.push(`${pad}SWITCH ${n.subject}`.trimEnd()); // Go's `switch {` tests no value
        for (const c of n.cases) {
          out.push(`${pad}${INDENT}${c.label === 'DEFAULT' ? 'DEFAULT' : `CASE ${c.label}`}:`);
          if (c.body.length === 0) out.push(`${pad}${INDENT}${INDENT}(nothing)`);
          else write(c.body, depth + 2, out);
        }
        out.push(`${pad}END SWITCH`);
        break;
      case 'try':
        out.push(`${pad}TRY`);
        block(n.body);
        for (const h of n.handlers) {
          out.push(`${pad}${h.label}`);
          block(h.body);
        }
        if (n.orelse) {
          out.push(`${pad}IF NO ERROR`);
          block(n.orelse);
        }
        if (n.finally) {
          out.push(`${pad}FINALLY`);
          block(n.finally);
        }
        out.push(`${pad}END TRY`);
        break;
      case 'block':
        out.push(`${pad}${n.head}`);
        block(n.body);
        out.push(`${pad}${n.end}`);
        break;
    }
  }
}

/** One chart's pseudocode: heading, indented body, closing line. */
export function chartPseudocode(chart: ViewChart): string {
  const out = [chart.heading];
  if (chart.body.length === 0) out.push(`${INDENT}(nothing)`);
  else write(chart.body, 1, out);
  out.push(chart.end);
  return out.join('\n');
}

export type PseudocodeOptions = {
  /** only this chart (a name such as `f` or `A.f`); every chart with content when left out */
  chart?: string | undefined;
  /** `md`: a Markdown document, one `##` section and fenced block per chart */
  markdown?: boolean | undefined;
};

/** The pseudocode of one chart or the whole file (viewCharts.ts); throws for an unknown chart. */
export function pseudocode(program: Program, options: PseudocodeOptions = {}): string {
  const ordered = viewCharts(program, options.chart);
  if (!options.markdown) return `${ordered.map(chartPseudocode).join('\n\n')}\n`;
  return `${ordered
    .map(
      (c) =>
        `## ${c.name === 'module' ? 'Main program' : c.name}\n\n\`\`\`text\n${chartPseudocode(c)}\n\`\`\``,
    )
    .join('\n\n')}\n`;
}
