/**
 * Ruby blocks (`do |x| … end`, `{ |x| … }`) by what the method they are passed to does with them.
 * The lowering draws a block where it runs: most iterators call it in place any number of times
 * (`each`, `times`, `map`…: a loop of the enclosing chart), a few exactly once (`File.open`,
 * `tap`: the body runs in place after a header node), and some keep it to call later (`lambda`,
 * `define_method`, `Hash.new`: a chart of its own, like a closure).
 */

/** Methods that keep their block and call it later: the block is a closure with its own chart. */
const DEFERRED = new Set([
  'lambda',
  'proc',
  'define_method',
  'define_singleton_method',
  'new', // Proc.new, Hash.new { |h, k| … }, Thread.new, Enumerator.new, Class.new…
  'at_exit',
  'trap',
  'to_enum',
  'enum_for',
  'lazy',
  'fetch', // called only when the key is missing: not a loop either; a closure is exact
  'describe',
  'context',
  'it',
  'before',
  'after',
  'let',
  'subject',
  'test',
]);

/** Methods that call their block once, in place: its body is drawn inline after a header. */
const ONCE = new Set([
  'open',
  'tap',
  'then',
  'yield_self',
  'synchronize',
  'measure',
  'realtime',
  'bm',
  'bmbm',
  'chdir',
  'timeout',
  'catch',
  'transaction',
  'instance_eval',
  'class_eval',
  'module_eval',
  'instance_exec',
  'capture',
  'silence',
  'benchmark',
]);

export type BlockUse = 'loop' | 'once' | 'closure';

/** How the block given to a call of `method` runs. `loop do … end` is a loop too. */
export function blockUse(method: string): BlockUse {
  if (DEFERRED.has(method)) return 'closure';
  if (ONCE.has(method)) return 'once';
  return 'loop';
}
