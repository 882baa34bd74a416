import { FLOWCHART_NOT_FOUND, MAX_DIAGRAM_BYTES, type Tier } from '@codeflow/contracts';
import { AppError } from '../domain/appError';
import { checkCodeSize } from '../plans/codeLimits';

/** Another user's, a missing or a malformed flowchart: the same answer for each. */
export function flowchartNotFound(): AppError {
  return new AppError('NOT_FOUND', FLOWCHART_NOT_FOUND);
}

/**
 * The one size rule of every save (owner, team member, live collaboration): the code within the
 * plan's limits (plans/codeLimits.ts), the diagram text within MAX_DIAGRAM_BYTES, refused with
 * CODE_TOO_LARGE and the same message whichever path saves.
 */
export function checkFlowchartSize(
  fields: { code?: string | undefined; flowchart?: string | undefined },
  tier: Tier,
): void {
  if (fields.code !== undefined) checkCodeSize(fields.code, tier);
  if (fields.flowchart === undefined) return;
  const bytes = Buffer.byteLength(fields.flowchart, 'utf8');
  if (bytes > MAX_DIAGRAM_BYTES) {
    throw new AppError(
      'CODE_TOO_LARGE',
      `This flowchart is too large to save (${Math.ceil(bytes / 1024)} KB).`,
    );
  }
}
