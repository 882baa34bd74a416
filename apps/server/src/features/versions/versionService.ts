import type { Flowchart } from '@codeflow/contracts';
import type { DataCipher } from '../../crypto/dataCipher';
import type { Db } from '../../db/database';
import {
  flowchartNotFound,
  readSavedContent,
  readVersion,
  saveFlowchart,
  type Saver,
} from '../../flowchartStore/index';

/** The diagram text the engine draws for a code, or null when it could not be drawn in time. */
export type DrawDiagram = (input: {
  code: string;
  language: string;
  compact: boolean;
}) => Promise<string | null>;

/**
 * POST /api/flowcharts/{id}/versions/{version}/restore: the version's code, title and language
 * saved as the flowchart through the store's one write path, by the caller (so the same access,
 * can_edit and size rules as a PUT), as a new version of source `restore` (decision 027). The
 * diagram is drawn again from the restored code (not drawn in time: saved empty, as an editor
 * saves code it cannot draw); the thumbnail and embeds follow the restored code (decision 029).
 */
export async function restoreVersion(
  db: Db,
  cipher: DataCipher,
  user: Saver,
  flowchartId: string,
  version: number,
  draw: DrawDiagram,
): Promise<Flowchart> {
  const kept = await readVersion(db, cipher, user.id, flowchartId, version);
  const saved = await readSavedContent(db, cipher, flowchartId);
  if (!saved) throw flowchartNotFound();
  const diagram =
    (await draw({ code: kept.code, language: kept.language, compact: saved.isCompact })) ?? '';
  const restored = await saveFlowchart(
    db,
    cipher,
    flowchartId,
    {
      code: kept.code,
      title: kept.title,
      language: kept.language,
      flowchart: diagram,
    },
    { kind: 'user', user, restore: true },
  );
  if (!restored) throw flowchartNotFound();
  return restored;
}
