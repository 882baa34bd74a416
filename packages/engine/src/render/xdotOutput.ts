/**
 * Reads Graphviz's `xdot` output: the laid-out graph as DOT text whose attributes carry the
 * drawing operations (`_draw_`, `_ldraw_`, `_hdraw_`). Graphviz writes the same numbers in its
 * `json` format, but converting them to JSON costs it about as much as the layout of a
 * decision-dense chart (issue 23 item 6, decision 050): this reader gives the scene the same
 * values from the cheaper output.
 *
 * Only what Graphviz itself writes is read: statements of `ID [attrs]`, `ID -> ID [attrs]`,
 * `graph|node|edge [attrs]` and `subgraph ID { … }`, with values unquoted, quoted (Graphviz's
 * lexer: `\"` is a quote, backslash-newline continues the line, any other backslash pair stays as
 * it is) or HTML (`<…>`, nested).
 */

export type XdotAttrs = Map<string, string>;
export type XdotGraph = {
  /** the root graph's attributes */
  graph: XdotAttrs;
  /** each subgraph's own attributes (its `graph [...]` statement), by name */
  subgraphs: Map<string, XdotAttrs>;
  nodes: Map<string, XdotAttrs>;
  edges: XdotAttrs[];
};

type Token = { kind: 'id' | 'punct'; text: string };

function isIdChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || // 0-9
    (c >= 65 && c <= 90) || // A-Z
    (c >= 97 && c <= 122) || // a-z
    c === 95 || // _
    c === 46 || // .
    c >= 0x80
  );
}

function* tokens(text: string): Generator<Token> {
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
    } else if (c === '-' && text[i + 1] === '>') {
      yield { kind: 'punct', text: '->' };
      i += 2;
    } else if ('{}[]=;,'.includes(c)) {
      yield { kind: 'punct', text: c };
      i++;
    } else if (c === '"') {
      // the value's pieces between escapes
      const parts: string[] = [];
      let from = ++i;
      for (;;) {
        const quote = text.indexOf('"', i);
        const slash = text.indexOf('\\', i);
        if (quote < 0) throw new Error('Graphviz output: unterminated string');
        if (slash < 0 || slash > quote) {
          parts.push(text.slice(from, quote));
          i = quote + 1;
          break;
        }
        const after = text[slash + 1];
        const skip =
          after === '"' || after === '\n' ? 2 : after === '\r' && text[slash + 2] === '\n' ? 3 : 0;
        if (skip === 0) {
          // any other backslash pair stays as it is (Graphviz's lexer)
          i = slash + 2;
          continue;
        }
        parts.push(text.slice(from, slash));
        if (after === '"') parts.push('"');
        i = from = slash + skip;
      }
      yield { kind: 'id', text: parts.join('') };
    } else if (c === '<') {
      let depth = 0;
      const from = i;
      do {
        if (text[i] === '<') depth++;
        else if (text[i] === '>') depth--;
        i++;
      } while (i < n && depth > 0);
      yield { kind: 'id', text: text.slice(from + 1, i - 1) };
    } else {
      const from = i;
      // a number may start with '-' (Graphviz writes none, but DOT allows it)
      if (c === '-') i++;
      while (i < n && isIdChar(text.charCodeAt(i))) i++;
      if (i === from) throw new Error(`Unexpected character in Graphviz output: ${c}`);
      yield { kind: 'id', text: text.slice(from, i) };
    }
  }
}

/** Parses Graphviz's `xdot` (or `dot`) output. */
export function parseXdot(text: string): XdotGraph {
  const result: XdotGraph = { graph: new Map(), subgraphs: new Map(), nodes: new Map(), edges: [] };
  const list = [...tokens(text)];
  let i = 0;
  const peek = () => list[i];
  const next = (): Token => {
    const t = list[i++];
    if (!t) throw new Error('Graphviz output ended early');
    return t;
  };
  const attrList = (into: XdotAttrs = new Map()): XdotAttrs => {
    while (peek()?.text === '[') {
      i++;
      while (peek() && peek()!.text !== ']') {
        const key = next().text;
        let value = 'true';
        if (peek()?.text === '=') {
          i++;
          value = next().text;
        }
        into.set(key, value);
        if (peek()?.text === ',' || peek()?.text === ';') i++;
      }
      i++;
    }
    return into;
  };
  /** the statements of one `{ … }` body; `own` receives its `graph [...]` attributes */
  const body = (own: XdotAttrs) => {
    if (next().text !== '{') throw new Error('Graphviz output: "{" expected');
    while (peek() && peek()!.text !== '}') {
      const t = next();
      if (t.kind === 'punct') continue; // a stray ';'
      if (t.text === 'subgraph') {
        const name = peek()?.kind === 'id' ? next().text : '';
        const attrs: XdotAttrs = new Map();
        result.subgraphs.set(name, attrs);
        body(attrs);
      } else if (t.text === 'graph' && peek()?.text === '[') {
        attrList(own);
      } else if ((t.text === 'node' || t.text === 'edge') && peek()?.text === '[') {
        attrList();
      } else if (peek()?.text === '->') {
        // Graphviz writes one edge per statement
        i++;
        const head = next().text;
        const attrs = attrList();
        attrs.set('tail', t.text);
        attrs.set('head', head);
        result.edges.push(attrs);
      } else if (peek()?.text === '=') {
        i++;
        own.set(t.text, next().text);
      } else {
        const attrs = result.nodes.get(t.text) ?? new Map<string, string>();
        result.nodes.set(t.text, attrList(attrs));
      }
    }
    i++;
  };
  // [strict] (di)graph [name] { … }
  while (peek() && peek()!.text !== '{') i++;
  body(result.graph);
  return result;
}

export type XdotOp = { op: string; points?: number[][]; pt?: number[] };

/** how many UTF-8 bytes the UTF-16 code unit at `i` starts (0 for a pair's second half) */
function utf8Length(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0x80) return 1;
  if (c < 0x800) return 2;
  if (c >= 0xd800 && c <= 0xdbff) return 4;
  if (c >= 0xdc00 && c <= 0xdfff) return 0;
  return 3;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * The drawing operations of one `_draw_`-like attribute (xdot 1.7), up to the first one `stop`
 * accepts (then the last of the list). Strings are counted in bytes (UTF-8), as Graphviz writes
 * them. The scene stops at its first polygon, Bézier curve or text: nothing before those holds
 * user text, whose backslashes Graphviz writes inconsistently (its own `json` output garbles
 * them), so what follows a label's text is never read.
 */
export function parseXdotOps(
  text: string | undefined,
  stop: (op: XdotOp) => boolean = () => false,
): XdotOp[] {
  if (!text) return [];
  let i = 0;
  const n = text.length;
  const skipSpace = () => {
    while (i < n && isSpace(text.charCodeAt(i))) i++;
  };
  const word = (): string => {
    skipSpace();
    const from = i;
    while (i < n && !isSpace(text.charCodeAt(i))) i++;
    return text.slice(from, i);
  };
  const num = () => Number(word());
  const str = () => {
    let count = num();
    skipSpace();
    if (text[i] !== '-') throw new Error('xdot: "-" expected before a string');
    i++;
    while (count > 0 && i < n) count -= utf8Length(text, i++);
    // a pair's second half counts nothing
    if (i < n && utf8Length(text, i) === 0) i++;
  };
  const pointList = () => {
    const count = num();
    const points: number[][] = [];
    for (let k = 0; k < count; k++) points.push([num(), num()]);
    return points;
  };
  const ops: XdotOp[] = [];
  for (skipSpace(); i < n && !(ops.length > 0 && stop(ops[ops.length - 1]!)); skipSpace()) {
    const op = word();
    switch (op) {
      case 'E':
      case 'e':
        ops.push({ op, pt: [num(), num(), num(), num()] });
        break;
      case 'P':
      case 'p':
      case 'L':
      case 'B':
      case 'b':
        ops.push({ op, points: pointList() });
        break;
      case 'T': {
        const pt = [num(), num()];
        num(); // alignment
        num(); // width
        str();
        ops.push({ op, pt });
        break;
      }
      case 'F':
        num();
        str();
        ops.push({ op });
        break;
      case 'C':
      case 'c':
      case 'S':
        str();
        ops.push({ op });
        break;
      case 't':
        num();
        ops.push({ op });
        break;
      case 'I':
        num();
        num();
        num();
        num();
        str();
        ops.push({ op });
        break;
      default:
        throw new Error(`xdot: unknown operation ${op}`);
    }
  }
  return ops;
}

/** The first operation of `text` whose name is one of `names` (see parseXdotOps). */
export function firstXdotOp(text: string | undefined, names: string): XdotOp | undefined {
  const last = parseXdotOps(text, (op) => names.includes(op.op)).at(-1);
  return last && names.includes(last.op) ? last : undefined;
}
