import type { Point, Scene } from './scene';

/** A rectangle of scene coordinates. */
export type SceneRect = { x: number; y: number; width: number; height: number };

/**
 * Room around each element's own box for what is drawn beyond it: stroke widths, a coverage badge
 * on a node's corner, an edge's label (centred on its point, its width not known here). Culling
 * only drops what is surely outside; the page's clip cuts the rest.
 */
const SLACK = 120;

/**
 * Whether something drawn inside `box` may show in `region`: the one test of what a tile draws,
 * for the CLI's scene here and for the web app's drawn SVG (apps/web cullSvg.ts).
 */
export function mayShow(region: SceneRect, box: SceneRect): boolean {
  return (
    region.x + region.width >= box.x - SLACK &&
    region.x <= box.x + box.width + SLACK &&
    region.y + region.height >= box.y - SLACK &&
    region.y <= box.y + box.height + SLACK
  );
}

/** The box of some points (a Bézier curve stays inside the box of its control points). */
export function pointsBox(points: readonly Point[]): SceneRect | null {
  if (points.length === 0) return null;
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return { x: x0, y: y0, width: x1 - x0, height: y1 - y0 };
}

function pointsOverlap(region: SceneRect, points: readonly Point[]): boolean {
  const box = pointsBox(points);
  return box !== null && mayShow(region, box);
}

/**
 * The scene with only the clusters, nodes and edges that may show in `region`: what one tile of
 * a tiled PDF draws, so each page holds its part of the chart and not the whole drawing again
 * (issue 23 item 7). Sizes and the legend are kept, so coordinates do not move.
 */
export function cullScene(scene: Scene, region: SceneRect): Scene {
  return {
    ...scene,
    clusters: scene.clusters.filter((c) =>
      mayShow(region, { x: c.x, y: c.y, width: c.w, height: c.h }),
    ),
    nodes: scene.nodes.filter((n) =>
      mayShow(region, { x: n.x - n.w / 2, y: n.y - n.h / 2, width: n.w, height: n.h }),
    ),
    edges: scene.edges.filter((e) =>
      pointsOverlap(region, [...e.path, ...e.arrow, ...(e.labelAt ? [e.labelAt] : [])]),
    ),
  };
}
