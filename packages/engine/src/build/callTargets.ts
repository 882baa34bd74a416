/**
 * Which calls reach a function of the file (issue 22 item 11): a call is drawn as the
 * subroutine shape only when its callee resolves to a definition here, receiver-aware.
 * Call names come from the lowerings in one form for every language (see `Simple.calls`):
 * `f` (a bare name), `this.f` (a method of the object the code runs in: `self.f`, `this.f`,
 * `this->f`), or `a.b.f` (anything else with a receiver, `::` and `->` written as `.`).
 */
export class CallTargets {
  /** last segment of every function (bare calls: `f()`, Java/C++ implicit `this`) */
  private readonly short = new Set<string>();
  /** every dotted suffix of two or more segments of every qualified function name */
  private readonly qualified = new Set<string>();

  constructor(names: Iterable<string>) {
    for (const name of names) {
      const parts = dotted(name).split('.');
      this.short.add(parts[parts.length - 1] ?? name);
      for (let i = parts.length - 2; i >= 0; i--) this.qualified.add(parts.slice(i).join('.'));
    }
  }

  /** Whether `call`, made in the chart named `chartName`, calls a function of the file. */
  resolves(call: string, chartName: string): boolean {
    const name = dotted(call);
    if (!name.includes('.')) return this.short.has(name);
    if (name.startsWith('this.')) {
      const method = name.slice(5);
      if (method.includes('.')) return false; // this.items.add(x): a field's method
      // the class is a prefix of the chart's name (`A.f`, or `A.f.inner` for a closure)
      const scope = dotted(chartName).split('.');
      for (let i = scope.length - 1; i > 0; i--) {
        if (this.qualified.has(`${scope.slice(0, i).join('.')}.${method}`)) return true;
      }
      return false;
    }
    return this.qualified.has(name);
  }
}

function dotted(name: string): string {
  return name.includes('::') || name.includes('->') ? name.replace(/::|->/g, '.') : name;
}
