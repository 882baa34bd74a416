import type { Point, Scene } from './scene';

/** A rectangle of scene coordinates. */
export type SceneRect = { x: number; y: number; width: number; height: number };

/**
 * Room around each element's own box for what is drawn beyond it: stroke widths, a coverage badge
 * on a node's corner, an edge's label (centred on its point, its width not known here). Culling
 * only drops what is surely outside; the page's clip cuts the rest.
 */
const SLACK = 120;

function overlaps(a: SceneRect, x0: number, y0: number, x1: number, y1: number): boolean {
  return (
    x1 >= a.x - SLACK &&
    x0 <= a.x + a.width + SLACK &&
    y1 >= a.y - SLACK &&
    y0 <= a.y + a.height + SLACK
  );
}

function pointsOverlap(region: SceneRect, points: readonly Point[]): boolean {
  if (points.length === 0) return false;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  // a Bézier curve stays inside the box of its control points
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return overlaps(region, x0, y0, x1, y1);
}

/**
 * The scene with only the clusters, nodes and edges that may show in `region`: what one tile of
 * a tiled PDF draws, so each page holds its part of the chart and not the whole drawing again
 * (issue 23 item 7). Sizes and the legend are kept, so coordinates do not move.
 */
export function cullScene(scene: Scene, region: SceneRect): Scene {
  return {
    ...scene,
    clusters: scene.clusters.filter((c) => overlaps(region, c.x, c.y, c.x + c.w, c.y + c.h)),
    nodes: scene.nodes.filter((n) =>
      overlaps(region, n.x - n.w / 2, n.y - n.h / 2, n.x + n.w / 2, n.y + n.h / 2),
    ),
    edges: scene.edges.filter((e) =>
      pointsOverlap(region, [...e.path, ...e.arrow, ...(e.labelAt ? [e.labelAt] : [])]),
    ),
  };
}
