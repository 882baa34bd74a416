import {
  messages,
  types,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/**
 * PGlite with a statement cache: `query()` prepares each distinct SQL text once as a named
 * statement and then runs it with one Bind + Execute + Sync, in one call into PGlite's WASM,
 * decoding the answer itself. PGlite's own `query()` sends Parse, Describe, Bind, Describe,
 * Execute and Sync as six separate calls, re-plans the text every time and decodes the answer
 * with a general parser: about 0.6–0.9 ms of main-thread CPU for a one-row SELECT here, against
 * about 0.2 ms this way (decision 010).
 *
 * Everything else — and any query this path does not take or that fails on it — goes to PGlite
 * unchanged, so results and errors are PGlite's own:
 * - only a single SELECT / INSERT / UPDATE / DELETE / WITH (transaction control, SET, LISTEN…
 *   go through PGlite, which tracks them);
 * - not with a blob, `paramTypes`, `onNotice` or an unknown `rowMode`;
 * - a query that fails here is run again through PGlite for its exact error (a failed statement
 *   changed nothing: its implicit transaction was rolled back).
 * Queries inside `transaction()` use PGlite's transaction object and never reach this cache.
 */
export function withStatementCache(
  client: PGlite,
  options: { maxStatements?: number } = {},
): PGlite {
  const cache = new StatementCache(client, options.maxStatements ?? 256);
  const query = client.query.bind(client);
  const fastQuery = async (text: string, params?: unknown[], opts?: QueryOptions) => {
    if (!cache.accepts(text, opts)) return query(text, params, opts);
    const result = await client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => cache.run(text, params ?? [], opts)),
    );
    return result ?? query(text, params, opts);
  };
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'query') return fastQuery;
      if (prop === STATEMENT_CACHE) return cache;
      const value: unknown = Reflect.get(target, prop, target);
      // PGlite's methods use private fields: they must run on the real instance
      return typeof value === 'function'
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** for tests: the cache behind a wrapped client */
export const STATEMENT_CACHE = Symbol('statementCache');

type Parser = (value: string, typeId?: number) => unknown;
type Field = { name: string; dataTypeID: number };
type Statement = { name: string; paramTypes: number[]; fields: Field[] };

const CACHEABLE = /^\s*(select|insert|update|delete|with)\b/i;
const encoder = new TextEncoder();
const defaultParsers = (types as unknown as { parsers: Record<number, Parser> }).parsers;

export class StatementCache {
  private readonly statements = new Map<string, Statement>();
  private counter = 0;
  /** how many queries ran on this path (tests, benchmarks) */
  hits = 0;

  constructor(
    private readonly client: PGlite,
    private readonly max: number,
  ) {}

  get size(): number {
    return this.statements.size;
  }

  accepts(text: string, opts: QueryOptions | undefined): boolean {
    if (opts?.blob !== undefined || opts?.paramTypes !== undefined) return false;
    if (opts?.onNotice !== undefined) return false;
    if (opts?.rowMode !== undefined && opts.rowMode !== 'array' && opts.rowMode !== 'object') {
      return false;
    }
    return CACHEABLE.test(text);
  }

  /** Runs the query; undefined when it failed here (the caller asks PGlite for the error). */
  async run(
    text: string,
    params: unknown[],
    opts: QueryOptions | undefined,
  ): Promise<Results | undefined> {
    let statement = this.statements.get(text);
    if (statement) {
      // most recently used last: eviction takes the first
      this.statements.delete(text);
      this.statements.set(text, statement);
    } else {
      statement = await this.prepare(text);
      if (!statement) return undefined;
    }
    if (params.length !== statement.paramTypes.length) return undefined;
    const values = params.map((value, i) => this.serialize(value, statement.paramTypes[i]!, opts));
    const answer = await this.send(bindExecuteSync(statement.name, values));
    const results = decodeResults(answer, statement.fields, opts, this.client.parsers);
    if (!results) {
      // prepared again next time: a failure may come from the statement itself (a table changed
      // under it); PGlite then reruns this one for its own error
      await this.forget(text);
      return undefined;
    }
    if (!this.client.isInTransaction()) await this.client.syncToFs();
    this.hits++;
    return results;
  }

  private async prepare(text: string): Promise<Statement | undefined> {
    const name = `codeflow_${++this.counter}`;
    const answer = await this.send(
      concat([
        message('P', [cstring(name), cstring(text), int16(0)]),
        message('D', [new Uint8Array([83 /* S */]), cstring(name)]),
        message('S', []),
      ]),
    );
    const statement = decodeDescription(answer, name);
    if (!statement) return undefined;
    this.statements.set(text, statement);
    if (this.statements.size > this.max) await this.forget(this.statements.keys().next().value!);
    return statement;
  }

  private async forget(text: string): Promise<void> {
    const statement = this.statements.get(text);
    if (!statement) return;
    this.statements.delete(text);
    await this.send(
      concat([
        message('C', [new Uint8Array([83 /* S */]), cstring(statement.name)]),
        message('S', []),
      ]),
    );
  }

  /**
   * One call into PGlite with protocol messages. execProtocolStream, not execProtocolRaw: PGlite
   * parses every answer anyway (for errors, notices, transaction state, notifications) and only
   * this call clears the list it collects them in; with the raw call that list grows without end.
   */
  private send(message: Uint8Array): Promise<BackendMessage[]> {
    return this.client.execProtocolStream(message, { syncToFs: false, throwOnError: false });
  }

  private serialize(value: unknown, typeId: number, opts: QueryOptions | undefined): string | null {
    if (value === null || value === undefined) return null;
    const serializer = opts?.serializers?.[typeId] ?? this.client.serializers[typeId];
    if (serializer) return serializer(value);
    // as PGlite does for a type it has no serializer for
    return (value as { toString(): string }).toString();
  }
}

// ---- protocol v3 messages (https://www.postgresql.org/docs/current/protocol-message-formats.html)

function message(type: string, parts: Uint8Array[]): Uint8Array {
  const body = concat(parts);
  const out = new Uint8Array(5 + body.length);
  out[0] = type.charCodeAt(0);
  new DataView(out.buffer).setInt32(1, 4 + body.length);
  out.set(body, 5);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const p of parts) length += p.length;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

const cstring = (text: string) => encoder.encode(`${text}\0`);
const int16 = (n: number) => new Uint8Array([(n >> 8) & 0xff, n & 0xff]);
const int32 = (n: number) => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setInt32(0, n);
  return out;
};

function bindExecuteSync(statement: string, values: (string | null)[]): Uint8Array {
  const bind: Uint8Array[] = [cstring(''), cstring(statement), int16(0), int16(values.length)];
  for (const value of values) {
    if (value === null) bind.push(int32(-1));
    else {
      const bytes = encoder.encode(value);
      bind.push(int32(bytes.length), bytes);
    }
  }
  bind.push(int16(0));
  return concat([message('B', bind), message('E', [cstring(''), int32(0)]), message('S', [])]);
}

/** ParameterDescription + RowDescription (or NoData) of a prepared statement; undefined on error. */
function decodeDescription(answer: BackendMessage[], name: string): Statement | undefined {
  let parsed = false;
  let paramTypes: number[] = [];
  let fields: Field[] = [];
  for (const m of answer) {
    if (m instanceof messages.DatabaseError) return undefined;
    if (m.name === 'parseComplete') parsed = true;
    else if (m instanceof messages.ParameterDescriptionMessage) paramTypes = m.dataTypeIDs;
    else if (m instanceof messages.RowDescriptionMessage) {
      fields = m.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }));
    }
  }
  return parsed ? { name, paramTypes, fields } : undefined;
}

/** DataRows and CommandComplete of an execution, decoded as PGlite would; undefined on error. */
function decodeResults(
  answer: BackendMessage[],
  fields: Field[],
  opts: QueryOptions | undefined,
  clientParsers: Record<number | string, Parser>,
): Results | undefined {
  const parsers = fields.map(
    (f) =>
      opts?.parsers?.[f.dataTypeID] ?? clientParsers[f.dataTypeID] ?? defaultParsers[f.dataTypeID],
  );
  const asArray = opts?.rowMode === 'array';
  const rows: Results['rows'] = [];
  let affectedRows: number | undefined;
  for (const m of answer) {
    if (m instanceof messages.DatabaseError) return undefined;
    if (m instanceof messages.DataRowMessage) {
      // PGlite's parsers are typed as returning any
      const values = m.fields.map((text, i): unknown => {
        if (text === null) return null;
        const parse = parsers[i];
        return parse ? parse(text, fields[i]!.dataTypeID) : text;
      });
      rows.push(asArray ? values : Object.fromEntries(fields.map((f, i) => [f.name, values[i]])));
    } else if (m instanceof messages.CommandCompleteMessage) affectedRows = affectedRowsOf(m.text);
  }
  return affectedRows === undefined ? undefined : { rows, fields, affectedRows };
}

/** as PGlite counts them from the command tag */
function affectedRowsOf(tag: string): number {
  const words = tag.split(' ');
  switch (words[0]) {
    case 'INSERT':
      return parseInt(words[2] ?? '0', 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return parseInt(words[1] ?? '0', 10);
    default:
      return 0;
  }
}
