import type { FastifyInstance } from 'fastify';
import type { DrawDiagram } from './flowchartFromDocument';

/**
 * The collaboration store's diagram drawer: the engine in the app's generator pool (the worker
 * threads POST /api/generate-flowchart uses), so a large document never blocks the event loop.
 * The diagram text is what the editor saves: the engine's `flowchart` ('' when it could not draw
 * the code). Null when the pool is busy or timed out: the save then stores no diagram.
 */
export function drawDiagramWith(app: FastifyInstance, flowchartId: string): DrawDiagram {
  return async (input) => {
    try {
      // the pool takes owners in turn: a document is one owner, beside the users generating
      const output = await app.generatorPool.run(input, `collab:${flowchartId}`);
      return (JSON.parse(output.json) as { flowchart: string }).flowchart;
    } catch (error) {
      app.log.warn({ err: error, flowchartId }, 'collaboration: diagram not redrawn');
      return null;
    }
  };
}
