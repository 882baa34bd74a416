/**
 * Runs a JavaScript/TypeScript program as the editor's Run does — instrumented by the engine,
 * made into the program worker's script by jsRunScript — in a fresh V8 context of this process
 * (node:vm; `self` is that context's global), and collects the chunks into a Recording.
 */
// the engine's Node host (grammars from node_modules): imported for its configuration
import '@codeflow/engine/node';
import { instrument, stripTypes } from '@codeflow/engine/trace';
import vm from 'node:vm';
import { jsRunScript } from './jsRuntime';
import { appendChunk, emptyRecording, type Recording } from './recording';
import { RUN_LIMITS, type RunEnd, type RunWorkerMessage } from './runProtocol';

export async function runJs(
  source: string,
  language: 'javascript' | 'typescript' = 'javascript',
  stdin = '',
): Promise<Recording & { end: RunEnd }> {
  const js = language === 'typescript' ? await stripTypes(source) : source;
  const { code, functions } = await instrument(js);
  const starts: number[] = [];
  for (const f of functions) starts[f.id] = f.startLine;
  const script = jsRunScript(code, { stdin, limits: RUN_LIMITS, starts });
  let rec = emptyRecording();
  const end = await new Promise<RunEnd>((resolve) => {
    const context = vm.createContext({
      setTimeout,
      postMessage: (message: RunWorkerMessage) => {
        if (message.type === 'chunk') rec = appendChunk(rec, message.chunk);
        else if (message.type === 'end') resolve(message.end);
      },
    });
    vm.runInContext('globalThis.self = globalThis;', context);
    vm.runInContext(script, context);
  });
  return { ...rec, end };
}
