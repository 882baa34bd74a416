import type { Flowchart } from '@codeflow/contracts';
import { describe, expect, it } from 'vitest';
import { DataCipher } from '../../crypto/dataCipher';
import { parseDataKey } from '../../crypto/dataKey';
import { listVersions, saveFlowchart } from '../../flowchartStore/index';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { call, sample, testDataKey } from '../../test/flowchartRequests';
import { createTestUser } from '../../test/users';

/** The server's cipher, noting the context of every value it decrypts (which column of which row). */
class NotingCipher extends DataCipher {
  readonly opened: string[] = [];
  override decrypt(token: string, context: string): string {
    this.opened.push(context.replace(/:.*/, ''));
    return super.decrypt(token, context);
  }
}

/**
 * A save of a long file decrypts only what it was not sent (issue 23 item 7, decision 049): the
 * code and diagram sent are answered as sent, and the newest version's code is read only when
 * its length could equal the new code's.
 */
describe.each(testDrivers)('what a save decrypts (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });
  const code = (n: number) => `def f():\n    return ${n}\n`;

  async function saved() {
    const { user, token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const created = await call(ctx(), 'POST', '/api/flowcharts', token, sample({ code: code(1) }));
    const { id } = created.json<Flowchart>();
    const cipher = new NotingCipher(parseDataKey(testDataKey)!);
    const save = (changes: Parameters<typeof saveFlowchart>[3]) =>
      saveFlowchart(ctx().database.db, cipher, id, changes, { kind: 'user', user });
    const plain = new DataCipher(parseDataKey(testDataKey)!);
    const versions = async () =>
      (await listVersions(ctx().database.db, plain, user.id, id, { limit: 10, offset: 0 })).total;
    const read = async () =>
      (await call(ctx(), 'GET', `/api/flowcharts/${id}`, token)).json<Flowchart>();
    return { cipher, save, versions, read };
  }

  it('new code of another length: neither the row nor the version code is decrypted', async () => {
    const { cipher, save, versions, read } = await saved();
    const answer = await save({ code: code(12345), flowchart: 'flowchart TD\n  A --> B' });
    expect(cipher.opened).toEqual(['flowchart_versions.title', 'flowchart_versions.language']);
    expect(answer).toEqual(await read());
    expect(answer?.code).toBe(code(12345));
    expect(await versions()).toBe(2);
  });

  it('new code of the same length: the version code is read once, and a version kept', async () => {
    const { cipher, save, versions } = await saved();
    const answer = await save({ code: code(2) });
    expect(cipher.opened.filter((c) => c.startsWith('flowcharts.'))).toEqual([
      'flowcharts.flowchart',
    ]);
    expect(cipher.opened.filter((c) => c === 'flowchart_versions.code')).toHaveLength(1);
    expect(answer?.code).toBe(code(2));
    expect(await versions()).toBe(2);
  });

  it('the same code again: compared with the version, no version kept', async () => {
    const { cipher, save, versions } = await saved();
    await save({ code: code(1) });
    expect(cipher.opened).toContain('flowchart_versions.code');
    expect(await versions()).toBe(1);
  });

  it('a title only: the saved code and diagram are decrypted for the version and the answer', async () => {
    const { cipher, save, versions, read } = await saved();
    const answer = await save({ title: 'Renamed' });
    expect(cipher.opened.filter((c) => c.startsWith('flowcharts.')).sort()).toEqual([
      'flowcharts.code',
      'flowcharts.flowchart',
    ]);
    expect(answer).toEqual(await read());
    expect(answer).toMatchObject({
      title: 'Renamed',
      code: code(1),
      flowchart: sample().flowchart,
    });
    expect(await versions()).toBe(2);
  });
});
