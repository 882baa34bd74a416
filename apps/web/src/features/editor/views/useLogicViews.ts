import { useEffect, useState } from 'react';
import type { ViewsAnswer, ViewsRequest, ViewsResponse } from './viewsWorkerProtocol';

let worker: Worker | undefined;
let nextId = 1;
const waiting = new Map<number, (answer: ViewsAnswer) => void>();

/** The page's views worker, started on first use and again after a crash. */
function post(request: Omit<ViewsRequest, 'id'>): Promise<ViewsAnswer> {
  if (!worker) {
    const w = new Worker(new URL('./views.worker.ts', import.meta.url), {
      type: 'module',
      name: 'codeflow-views',
    });
    w.addEventListener('message', (event: MessageEvent<ViewsResponse>) => {
      const { id, ...answer } = event.data;
      waiting.get(id)?.(answer);
      waiting.delete(id);
    });
    w.addEventListener('error', (event) => {
      w.terminate();
      if (worker === w) worker = undefined;
      for (const settle of waiting.values()) {
        settle({ ok: false, error: event.message || 'The views worker failed' });
      }
      waiting.clear();
    });
    worker = w;
  }
  const id = nextId++;
  const target = worker;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    target.postMessage({ id, ...request });
  });
}

export type LogicViews = { answer: ViewsAnswer | null; pending: boolean };

/** How long typing pauses before the views are written again. */
const PAUSE_MS = 250;

/** Pseudocode and structogram of `chart` (by name) of the code, rewritten as it changes. */
export function useLogicViews(
  enabled: boolean,
  code: string,
  language: string,
  chart: string | null,
): LogicViews {
  const [state, setState] = useState<LogicViews>({ answer: null, pending: false });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((s) => ({ ...s, pending: true }));
    const timer = setTimeout(() => {
      void post({ code, language, chart }).then((answer) => {
        if (current) setState({ answer, pending: false });
      });
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [enabled, code, language, chart]);
  return state;
}
