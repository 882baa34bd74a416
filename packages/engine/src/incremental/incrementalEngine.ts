/**
 * The engine for a document that changes a keystroke at a time (the editor's worker): the same
 * answers as generateFlowchart (a property test holds them deep-equal on thousands of random
 * edits), but each text is parsed incrementally: the last syntax tree is edited
 * (tree-sitter's `Tree.edit`) and handed to the parser, which re-reads only what the edit
 * touched. A text with a syntax error is parsed from scratch (error recovery may differ from an
 * incremental parse). The same request twice gives the last answer without any work; a
 * top-level function whose text did not change is copied from the last build, not built again
 * (build/definitionReuse.ts). Decision 045.
 */
import { Edit, type Parser, type Tree } from 'web-tree-sitter';
import {
  checkRequest,
  generateFlowchart,
  generateFromTree,
  type GenerateRequest,
  type GenerateResult,
} from '../generate';
import type { Lowering } from '../lower/types';
import type { GrammarName } from '../parse/languages';
import { getParser } from '../parse/parser';
import { textEdit } from './textEdit';
import { DefinitionReuse } from '../build/definitionReuse';
import { TopLevelReuse } from '../lower/topLevelReuse';

export type IncrementalEngine = {
  /** generateFlowchart's answer for `request`, reusing the previous text's syntax tree */
  generate(request: GenerateRequest): Promise<GenerateResult>;
  /** frees the kept syntax tree */
  dispose(): void;
  /** how each answer was made so far (tests and benchmarks) */
  readonly counts: ParseCounts;
};

export type ParseCounts = {
  /** parsed from the edited previous tree */
  incremental: number;
  /** parsed from scratch: the first text, a new grammar, or a syntax error */
  full: number;
  /** the same request as the last: its answer again */
  reused: number;
  /** top-level definitions copied from the last build (their text had not changed) */
  definitionsReused: number;
  /** top-level definitions built */
  definitionsBuilt: number;
  /** top-level statements whose IR was taken from the last lowering (their text had not changed) */
  statementsReused: number;
  /** top-level statements lowered, by a lowering that reuses them */
  statementsLowered: number;
};

type Kept = {
  grammar: GrammarName;
  code: string;
  tree: Tree;
  parser: Parser;
  /** unedited re-parses still to do (SETTLE_PARSES) */
  settle: number;
  /** the request the tree answered, and its lowering: a settling pass builds it again */
  request: GenerateRequest;
  lowering: Lowering;
};

/**
 * Unedited passes after a parse from scratch. tree-sitter's first incremental parses of a tree
 * it made from scratch are slow on a long file (20,000 lines of Python: a keystroke re-parsed in
 * 31 ms, then 21, then 3-4 ms from the third on), and so are the first runs of the reuse paths
 * (not yet optimised by the JIT): the first keystrokes after a paste took 100-140 ms to generate
 * in the browser, the tenth 30. Re-parsing and rebuilding the same text twice right after the
 * answer, while the person has not typed yet (between requests, never ahead of one), takes that
 * cost out of the first keystrokes.
 */
const SETTLE_PARSES = 2;
/** a text parsed anew (from scratch, or pasted) shorter than this is not worth settling */
const SETTLE_MIN_CHARS = 20_000;
type Last = { request: GenerateRequest; result: GenerateResult };

/** The same request again (its code compared as a string: no key built from a 600 KB text). */
const sameRequest = (a: GenerateRequest, b: GenerateRequest): boolean =>
  a.code === b.code &&
  a.language === b.language &&
  (a.compact === true) === (b.compact === true) &&
  (a.chart ?? null) === (b.chart ?? null);

export function createIncrementalEngine(): IncrementalEngine {
  const counts: ParseCounts = {
    incremental: 0,
    full: 0,
    reused: 0,
    definitionsReused: 0,
    definitionsBuilt: 0,
    statementsReused: 0,
    statementsLowered: 0,
  };
  const definitions = new DefinitionReuse();
  const statements = new TopLevelReuse();
  /** the language `statements` holds IR of */
  let loweredLanguage: string | null = null;
  let kept: Kept | null = null;
  let last: Last | null = null;
  // one request at a time: each one edits the tree the previous one left
  let queue: Promise<unknown> = Promise.resolve();
  /** requests asked for and not answered yet */
  let waiting = 0;

  const drop = (): void => {
    kept?.tree.delete();
    kept = null;
  };

  async function run(request: GenerateRequest): Promise<GenerateResult> {
    if (last && sameRequest(last.request, request)) {
      counts.reused++;
      return last.result;
    }
    const checked = checkRequest(request);
    if (checked.done) return checked.done;
    const { code } = request;
    const parser = await getParser(checked.grammar);
    let old: Tree | null = null;
    /** characters parsed anew: the whole text, or what the edit inserted */
    let fresh = code.length;
    if (kept?.grammar === checked.grammar) {
      const edit = textEdit(kept.code, code);
      old = kept.tree;
      if (edit) old.edit(new Edit(edit));
      fresh = edit ? edit.newEndIndex - edit.startIndex : 0;
    }
    let tree = parser.parse(code, old);
    drop();
    if (old && tree?.rootNode.hasError) {
      // tree-sitter's error recovery can settle differently when it resumes from an old tree
      // (the property test found it in C++, Java and TypeScript): a text with a syntax error is
      // parsed from scratch, so its answer stays exactly a full rebuild's
      tree.delete();
      tree = parser.parse(code);
      old = null;
    }
    if (old) counts.incremental++;
    else counts.full++;
    if (!tree) throw new Error(`tree-sitter returned no tree for ${checked.grammar}`);
    kept = {
      grammar: checked.grammar,
      code,
      tree,
      parser,
      settle: (old ? fresh : code.length) >= SETTLE_MIN_CHARS ? SETTLE_PARSES : 0,
      request,
      lowering: checked.lowering,
    };
    // a tree with a syntax error is built whole: error recovery can tie a definition's lowering
    // to the text around it
    const reuse = tree.rootNode.hasError ? undefined : { definitions, statements };
    if (!reuse || loweredLanguage !== request.language) {
      definitions.clear();
      statements.clear();
    }
    loweredLanguage = reuse ? request.language : null;
    const before = { ...definitions.counts };
    const lowered = { ...statements.counts };
    let result: GenerateResult;
    try {
      result = generateFromTree(checked.lowering, tree, request, reuse);
    } catch (error) {
      definitions.clear();
      statements.clear();
      throw error;
    }
    counts.statementsReused += statements.counts.reused - lowered.reused;
    counts.statementsLowered += statements.counts.lowered - lowered.lowered;
    counts.definitionsReused += definitions.counts.reused - before.reused;
    counts.definitionsBuilt += definitions.counts.built - before.built;
    last = { request, result };
    return result;
  }

  /** One unedited re-parse of the kept tree, between requests (see SETTLE_PARSES). */
  const settle = (): void => {
    if (!kept || kept.settle === 0 || waiting > 0) return;
    const tree = kept.parser.parse(kept.code, kept.tree);
    if (!tree) return;
    kept.tree.delete();
    kept.tree = tree;
    kept.settle--;
    if (!tree.rootNode.hasError && loweredLanguage === kept.request.language) {
      try {
        // the answer is the last one again: only the caches and the JIT get its work
        generateFromTree(kept.lowering, tree, kept.request, { definitions, statements });
      } catch {
        definitions.clear();
        statements.clear();
      }
    }
    // the next one after whatever came in meanwhile: a keystroke never waits for more than one
    laterSettle();
  };

  /** A settling pass queued behind the requests, once the current task is done. */
  function laterSettle(): void {
    setTimeout(() => {
      queue = queue.then(settle);
    }, 0);
  }

  return {
    generate(request) {
      waiting++;
      const next = queue
        .then(() => run(request))
        .finally(() => {
          waiting--;
          if (kept?.settle) laterSettle();
        });
      queue = next.catch(() => undefined);
      return next.catch(() => {
        // a broken tree must not poison the next keystroke: start again from a full parse
        drop();
        last = null;
        return generateFlowchart(request);
      });
    },
    dispose() {
      drop();
      definitions.clear();
      statements.clear();
      last = null;
    },
    counts,
  };
}
