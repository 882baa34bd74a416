/**
 * Generation worker (worker_threads): runs the engine off the server's event loop. Bundled as
 * its own esbuild entry (dist/generateWorker.js) and run from source under tsx in development
 * and tests. Protocol: the worker answers `ready` once warm; GeneratorPool then sends batches
 * of tasks (WorkerBatch), and the worker answers one `result` per task, in order. The code only ever lives in memory here.
 */
import { parentPort, type MessagePort } from 'node:worker_threads';
import { CODE_NESTED_TOO_DEEPLY, LANGUAGE_RECORDS } from '@codeflow/contracts';
import { generateFlowchart } from '@codeflow/engine/node';
import { renderTask } from './renderTask';
import type { WorkerBatch, WorkerMessage, WorkerTask } from './workerProtocol';

// the language record's warm-up program per language: loads every grammar and JIT-warms the pipeline before the first
// real request, so no request pays for start-up
const warmUp: [string, string][] = LANGUAGE_RECORDS.flatMap((r): [string, string][] =>
  r.warmUp === null ? [] : [[r.tag, r.warmUp]],
);

function workerPort(): MessagePort {
  if (!parentPort) throw new Error('generateWorker must run in a worker thread');
  return parentPort;
}
const port = workerPort();

async function start(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const [language, code] of warmUp) await generateFlowchart({ code, language });
  }
  // one task at a time, in the order received (a batch the pool sent early waits its turn)
  let done: Promise<void> = Promise.resolve();
  port.on('message', (batch: WorkerBatch) => {
    done = done.then(() => runBatch(batch.tasks));
  });
  port.postMessage({ type: 'ready' } satisfies WorkerMessage);
}

async function runBatch(tasks: WorkerTask[]): Promise<void> {
  for (const task of tasks) await run(task);
}

/** The engine's recursion ran out of stack: the user gets what to do, not the JS message. */
function isStackOverflow(message: string | null | undefined): boolean {
  return !!message && message.includes('Maximum call stack size exceeded');
}

async function generate(task: WorkerTask) {
  try {
    const result = await generateFlowchart({
      code: task.code,
      language: task.language,
      compact: task.compact,
    });
    if (!isStackOverflow(result.error)) return result;
    return { ...result, flowchart: '', graph: null, error: CODE_NESTED_TOO_DEEPLY };
  } catch (error) {
    if (!(error instanceof RangeError) || !isStackOverflow(error.message)) throw error;
    return { flowchart: '', graph: null, error: CODE_NESTED_TOO_DEEPLY, diagnostics: [] };
  }
}

async function run(task: WorkerTask): Promise<void> {
  if (task.render) {
    const graph = (await generate(task)).graph;
    const { outcome, bytes } = await renderTask(graph, task.render);
    const message: WorkerMessage = {
      type: 'result',
      id: task.id,
      json: JSON.stringify(outcome),
      ok: outcome.error === null,
      ...(bytes ? { bytes } : {}),
    };
    // the picture's buffer moves to the main thread instead of being copied
    port.postMessage(message, bytes ? [bytes.buffer as ArrayBuffer] : []);
    return;
  }
  const result = await generate(task);
  // serialised here, off the main thread: the server sends this string as the body as it is
  const message: WorkerMessage = {
    type: 'result',
    id: task.id,
    json: JSON.stringify(result),
    ok: result.error === null,
  };
  port.postMessage(message);
}

void start();
