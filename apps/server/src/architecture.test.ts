import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The feature rule of eslint.config.js (decision 023), run through ESLint's Node API on source
 * text placed in a feature folder: a server feature may import base layers and the features it is
 * allowed to, and nothing else. Type-aware rules are switched off: the text is not on disk, and
 * only the import rule is under test.
 */
async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
  const [result] = await eslint.lintText(code, { filePath: `${repoRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('server feature folders (eslint.config.js)', () => {
  it('fails a feature that imports another feature', async () => {
    const messages = await restrictedImports(
      'apps/server/src/features/generate/probe.ts',
      "import { updateFlowchart } from '../flowcharts/flowchartService';\nexport const probe = updateFlowchart;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Server feature "generate" may import only base layers');
  });

  it('fails an import the other way round too: no pair of features imports each other', async () => {
    const messages = await restrictedImports(
      'apps/server/src/features/auth/probe.ts',
      "import { teamOf } from '../organization/teamOf';\nexport const probe = teamOf;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Server feature "auth"');
  });

  it('passes base layers, auth, and the allowed one-way edges', async () => {
    const messages = await restrictedImports(
      'apps/server/src/features/account/probe.ts',
      [
        "import { saveFlowchart } from '../../flowchartStore/index';",
        "import { effectiveTier } from '../../plans/effectiveTier';",
        "import { recordAudit } from '../../audit/auditLog';",
        "import { requireUser } from '../auth/guard';",
        "import { cancelSubscription } from '../billing/subscription';",
        'export const probe = [saveFlowchart, effectiveTier, recordAudit, requireUser, cancelSubscription];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
