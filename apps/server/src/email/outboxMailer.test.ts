import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OutboxMailer } from './outboxMailer';
import { readOutbox } from './readOutbox';

describe('the email outbox', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'codeflow-outbox-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('never shows a half-written email to a reader', { timeout: 60_000 }, async () => {
    const mailer = new OutboxMailer(dataDir, { info: () => undefined });
    // large enough to be written in several chunks, with the event loop turning in between
    const text = `https://example.com/verify?token=abc ${'x'.repeat(3_000_000)}`;
    const sending = Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        mailer.send({ to: `r${i}@example.com`, subject: `s${i}`, text, html: `<p>${i}</p>` }),
      ),
    );
    let done = false;
    void sending.finally(() => (done = true));
    let seen = 0;
    const partial: string[] = [];
    while (!done) {
      let names: string[] = [];
      try {
        names = readdirSync(path.join(dataDir, 'outbox')).filter((n) => n.endsWith('.json'));
      } catch {
        // not created yet
      }
      for (const name of names) {
        const body = readFileSync(path.join(dataDir, 'outbox', name), 'utf8');
        seen++;
        try {
          JSON.parse(body);
        } catch {
          partial.push(`${name}: ${body.length} characters`);
        }
      }
      await new Promise((r) => setImmediate(r));
    }
    await sending;
    expect(partial).toEqual([]);
    expect(seen).toBeGreaterThan(0);
    const emails = await readOutbox(dataDir);
    expect(emails.map((e) => e.to).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `r${i}@example.com`),
    );
    expect(emails.every((e) => e.text === text)).toBe(true);
    // nothing but the emails is left in the folder
    expect(readdirSync(path.join(dataDir, 'outbox')).every((n) => n.endsWith('.json'))).toBe(true);
  });

  it('lists emails in the order they were sent, even within one millisecond', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'codeflow-outbox-order-'));
    try {
      const mailer = new OutboxMailer(folder, { info: () => undefined });
      const to = Array.from({ length: 40 }, (_, i) => `order${i}@example.com`);
      // sent in one turn of the event loop, as two reset links asked for back to back are
      await Promise.all(
        to.map((address) => mailer.send({ to: address, subject: 's', text: 't', html: '' })),
      );
      expect((await readOutbox(folder)).map((e) => e.to)).toEqual(to);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
