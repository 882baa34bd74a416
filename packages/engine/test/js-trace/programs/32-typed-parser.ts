// A typed expression parser: a discriminated union, a switch on `kind`, recursion and errors.
export {};

type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr };

class ParseError extends Error {
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

function parse(tokens: string[]): Expr {
  let pos = 0;
  const peek = (): string | undefined => tokens[pos];

  function primary(): Expr {
    const tok = tokens[pos++];
    if (tok === undefined) throw new ParseError('unexpected end', pos);
    const value = Number(tok);
    if (Number.isNaN(value)) {
      throw new ParseError(`bad number ${tok}`, pos);
    }
    return { kind: 'num', value };
  }

  function term(): Expr {
    let left = primary();
    while (peek() === '*' || peek() === '/') {
      const op = tokens[pos++] as '*' | '/';
      left = { kind: 'bin', op, left, right: primary() };
    }
    return left;
  }

  let expr = term();
  while (peek() === '+' || peek() === '-') {
    const op = tokens[pos++] as '+' | '-';
    expr = { kind: 'bin', op, left: expr, right: term() };
  }
  return expr;
}

function evaluate(e: Expr): number {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'bin': {
      const l = evaluate(e.left);
      const r = evaluate(e.right);
      switch (e.op) {
        case '+':
          return l + r;
        case '-':
          return l - r;
        case '*':
          return l * r;
        default:
          if (r === 0) throw new RangeError('division by zero');
          return l / r;
      }
    }
  }
}

for (const src of ['1 + 2 * 3', '8 / 2 - 1', '4 / 0', '2 +', 'x * 2']) {
  try {
    console.log(src, '=', evaluate(parse(src.split(' '))));
  } catch (err) {
    if (err instanceof ParseError) {
      console.log(src, 'parse error at', err.at);
    } else {
      console.log(src, (err as Error).message);
    }
  }
}
