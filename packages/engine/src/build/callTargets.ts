/**
 * Which calls reach a function of the file (issue 22 item 11): a call is drawn as the
 * subroutine shape only when its callee resolves to a definition here, receiver-aware.
 * Call names come from the lowerings in one form for every language (see `Simple.calls`):
 * `f` (a bare name), `this.f` (a method of the object the code runs in: `self.f`, `this.f`,
 * `this->f`), or `a.b.f` (anything else with a receiver, `::` and `->` written as `.`).
 */
export class CallTargets {
  /** last segment of every function (bare calls: `f()`, Java/C++ implicit `this`) -> its name */
  private readonly short = new Map<string, string>();
  /** every dotted suffix of two or more segments of every qualified function name -> its name */
  private readonly qualified = new Map<string, string>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const parts = dotted(name).split('.');
      const last = parts[parts.length - 1] ?? name;
      if (!this.short.has(last)) this.short.set(last, name);
      for (let i = parts.length - 2; i >= 0; i--) {
        const suffix = parts.slice(i).join('.');
        if (!this.qualified.has(suffix)) this.qualified.set(suffix, name);
      }
    }
  }

  /** Whether `call`, made in the chart named `chartName`, calls a function of the file. */
  resolves(call: string, chartName: string): boolean {
    return this.target(call, chartName) !== undefined;
  }

  /**
   * The name of the function of the file that `call`, made in the chart named `chartName`,
   * calls (its chart's name), or undefined: what a call node links to (issue 23 item 2).
   */
  target(call: string, chartName: string): string | undefined {
    const name = dotted(call);
    const scope = dotted(chartName).split('.');
    if (!name.includes('.')) {
      // a bare call from inside a class means its own method first (Java/C++ implicit `this`)
      return this.inScope(scope, name) ?? this.short.get(name);
    }
    if (name.startsWith('this.')) {
      const method = name.slice(5);
      if (method.includes('.')) return undefined; // this.items.add(x): a field's method
      // the class is a prefix of the chart's name (`A.f`, or `A.f.inner` for a closure)
      return this.inScope(scope, method);
    }
    return this.qualified.get(name);
  }

  private inScope(scope: readonly string[], method: string): string | undefined {
    for (let i = scope.length - 1; i > 0; i--) {
      const found = this.qualified.get(`${scope.slice(0, i).join('.')}.${method}`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
}

function dotted(name: string): string {
  return name.includes('::') || name.includes('->') ? name.replace(/::|->/g, '.') : name;
}
