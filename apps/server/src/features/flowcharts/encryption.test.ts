import { randomBytes } from 'node:crypto';
import type { Flowchart } from '@codeflow/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DataCipher, DecryptionError } from '../../crypto/dataCipher';
import { useTestApp } from '../../test/app';
import { testDrivers } from '../../test/databases';
import { createTestUser } from '../../test/users';
import { sealColumn } from '../../flowchartStore/flowchartCiphers';
import { getFlowchart } from '../../flowchartStore/index';
import { call, rawRows, sample, testDataKey, uniqueMarker } from '../../test/flowchartRequests';

describe.each(testDrivers)('flowchart encryption at rest (%s)', (driver) => {
  const ctx = useTestApp(driver, { DATA_ENCRYPTION_KEY: testDataKey });

  it('stores code and diagram as AES-GCM ciphertexts: no plaintext in the raw row', async () => {
    const { token } = await createTestUser(ctx(), { subscriptionTier: 'pro' });
    const codeMarker = uniqueMarker();
    const diagramMarker = uniqueMarker();
    const created = await call(
      ctx(),
      'POST',
      '/api/flowcharts',
      token,
      sample({ code: `${codeMarker} = 1\n`, flowchart: `flowchart TD\n A["${diagramMarker}"]` }),
    );
    const { id } = created.json<Flowchart>();
    const updatedMarker = uniqueMarker();
    await call(ctx(), 'PUT', `/api/flowcharts/${id}`, token, { code: `${updatedMarker}()\n` });

    const [row] = await rawRows(ctx(), sql`select * from flowcharts where id = ${id}`);
    const raw = JSON.stringify(row);
    for (const marker of [codeMarker, diagramMarker, updatedMarker])
      expect(raw).not.toContain(marker);
    expect(row?.code_encrypted).toMatch(/^v1:[\w-]{8}:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(row?.flowchart_encrypted).toMatch(/^v1:/);
    // and it still reads back
    const read = await call(ctx(), 'GET', `/api/flowcharts/${id}`, token);
    expect(read.json<Flowchart>().code).toBe(`${updatedMarker}()\n`);
  });

  it('fails clearly when the stored data was written with another key', async () => {
    const { user, token } = await createTestUser(ctx());
    const { id } = (
      await call(ctx(), 'POST', '/api/flowcharts', token, sample())
    ).json<Flowchart>();

    const otherKey = new DataCipher(randomBytes(32));
    await expect(getFlowchart(ctx().database.db, otherKey, user.id, id)).rejects.toThrow(
      DecryptionError,
    );
    await expect(getFlowchart(ctx().database.db, otherKey, user.id, id)).rejects.toThrow(
      /encrypted with key [\w-]{8}, which is not configured/,
    );

    // a row written under a key this server does not have: a clear 500, no stack trace
    const foreign = sealColumn(otherKey, 'code', id, 'x = 1');
    await ctx().database.db.execute(
      sql`update flowcharts set code_encrypted = ${foreign} where id = ${id}`,
    );
    const res = await call(ctx(), 'GET', `/api/flowcharts/${id}`, token);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      detail:
        "This flowchart could not be decrypted: the server's data-encryption key does not match the one it was saved with.",
    });
  });

  it('refuses a ciphertext copied from another row', async () => {
    const { token } = await createTestUser(ctx());
    const a = (
      await call(ctx(), 'POST', '/api/flowcharts', token, sample({ code: 'a = 1\n' }))
    ).json<Flowchart>();
    const b = (
      await call(ctx(), 'POST', '/api/flowcharts', token, sample({ code: 'b = 2\n' }))
    ).json<Flowchart>();
    await ctx().database.db.execute(
      sql`update flowcharts set code_encrypted = (select code_encrypted from flowcharts where id = ${a.id}) where id = ${b.id}`,
    );
    expect((await call(ctx(), 'GET', `/api/flowcharts/${b.id}`, token)).statusCode).toBe(500);
  });
});
