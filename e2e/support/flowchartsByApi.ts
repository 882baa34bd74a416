import type { APIRequestContext } from '@playwright/test';

export interface NewFlowchart {
  title?: string;
  language?: string;
  code?: string;
  flowchart?: string;
}

/** POST /api/flowcharts as `token`'s user; returns the new id. */
export async function createFlowchartByApi(
  request: APIRequestContext,
  token: string,
  body: NewFlowchart = {},
): Promise<string> {
  const res = await request.post('/api/flowcharts', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: body.title ?? 'API flowchart',
      language: body.language ?? 'python',
      code: body.code ?? 'print("hello")',
      flowchart: body.flowchart ?? 'flowchart TD\n  A["print(\\"hello\\")"]',
    },
  });
  if (res.status() !== 201) throw new Error(`create: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
