import { copyTitle, type Flowchart } from '@codeflow/contracts';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import {
  changesOf,
  createFlowchart,
  flowchartNotFound,
  getOwnFlowchart,
  saveFlowchart,
  type FlowchartPatch,
  type NewFlowchart,
  type Saver,
} from '../../flowchartStore/index';

/** The signed-in user a flowchart call is made for (their plan decides limits). */
export type Owner = Saver;

/**
 * PUT /api/flowcharts/{id}: the owner's save or a team member's (decision 017), one write path
 * for both (flowchartStore's saveFlowchart): same sizes, same messages, thumbnail kept alike.
 */
export async function updateFlowchart(
  db: Db,
  cipher: DataCipher,
  user: Owner,
  id: string,
  patch: FlowchartPatch,
): Promise<Flowchart> {
  const saved = await saveFlowchart(db, cipher, id, changesOf(patch), { kind: 'user', user });
  if (!saved) throw flowchartNotFound();
  return saved;
}

/**
 * A copy of one of the owner's flowcharts, titled "Copy of …": a new save in every respect, so it
 * counts against the plan's lifetime limit and is refused at it with the same LIMIT_REACHED.
 */
export async function duplicateFlowchart(
  db: Db,
  cipher: DataCipher,
  owner: Owner,
  id: string,
): Promise<Flowchart> {
  const original = await getOwnFlowchart(db, cipher, owner.id, id);
  return createFlowchart(db, cipher, owner, {
    title: copyTitle(original.title),
    language: original.language as NewFlowchart['language'],
    code: original.code,
    is_compact: original.is_compact,
    flowchart: original.flowchart,
  });
}
