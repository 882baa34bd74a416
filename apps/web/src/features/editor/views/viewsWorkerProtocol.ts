/** Messages of the views worker (views.worker.ts). */
export type ViewsRequest = {
  id: number;
  code: string;
  language: string;
  /** the chart's name (`f`, `A.f`); every chart with content when null */
  chart: string | null;
};

export type ViewsAnswer =
  | { ok: true; text: string; markdown: string; svg: string; charts: string[] }
  | { ok: false; error: string };

export type ViewsResponse = ViewsAnswer & { id: number };
