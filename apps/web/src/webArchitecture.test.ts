// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web app's layer rule (eslint.config.js "Web app layers", decision 026) run through ESLint's
// Node API on code written here, linted as if it lived at an existing path of the app.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  ruleFilter: ({ ruleId }) => ruleId === 'import-x/no-restricted-paths',
});

async function restrictedImports(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${filePath}` });
  expect(result?.messages.filter((m) => m.fatal)).toEqual([]);
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

// The first lint builds the type-aware program of the app: tens of seconds on a small machine.
describe('web app layers', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const messages = await restrictedImports(
      "import { FlowchartCard } from '../dashboard/FlowchartCard';\nexport const card = FlowchartCard;\n",
      'apps/web/src/features/team/useTeam.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('A web feature does not import another feature');
  });

  it('refuses a base layer importing a feature', async () => {
    const messages = await restrictedImports(
      "import { AUTH_MESSAGES } from '../features/auth/authMessages';\nexport const texts = AUTH_MESSAGES;\n",
      'apps/web/src/session/useTeam.ts',
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(
      'The web base layers (session, components, lib, api) never import',
    );
  });

  it('lets a feature import itself and the base layers', async () => {
    const messages = await restrictedImports(
      [
        "import { TEAM_KEY } from '../../session/useTeam';",
        "import { relativeTime } from '../../lib/relativeTime';",
        "import { Badge } from '../../components/ui/Badge';",
        "import { generatePassword } from './generatePassword';",
        'export const all = [TEAM_KEY, relativeTime, Badge, generatePassword];',
        '',
      ].join('\n'),
      'apps/web/src/features/team/useTeam.ts',
    );
    expect(messages).toEqual([]);
  });

  it('lets the editor use live editing, which it is made of', async () => {
    const messages = await restrictedImports(
      "import type { CollabStatus } from '../collab/useCollaboration';\nexport type Status = CollabStatus;\n",
      'apps/web/src/features/editor/saveRules.ts',
    );
    expect(messages).toEqual([]);
  });

  it('has the export menu and registry as a component, which no feature reaches into another for', async () => {
    const component = await restrictedImports(
      "import { ExportMenu } from '../../components/export/ExportMenu';\nimport { exportDrawing } from '../../components/export/exportDrawing';\nexport const all = [ExportMenu, exportDrawing];\n",
      'apps/web/src/features/diff/useChartDiff.ts',
    );
    expect(component).toEqual([]);
    // the menu's old home is gone: nothing is left for the editor to be allowed into
    expect(existsSync(`${root}apps/web/src/features/export`)).toBe(false);
    expect(existsSync(`${root}apps/web/src/components/export/ExportMenu.tsx`)).toBe(true);
  });

  it('lets the Compare view use the editor’s engine worker, and not the reverse', async () => {
    const allowed = await restrictedImports(
      "import { engineWorkerClient } from '../editor/EngineWorkerClient';\nexport const all = [engineWorkerClient];\n",
      'apps/web/src/features/diff/useChartDiff.ts',
    );
    expect(allowed).toEqual([]);
    const refused = await restrictedImports(
      "import { DiffView } from '../diff/DiffView';\nexport const view = DiffView;\n",
      'apps/web/src/features/editor/saveRules.ts',
    );
    expect(refused).toHaveLength(1);
  });
});
