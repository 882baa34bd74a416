import { describe, expect, it } from 'vitest';
import { DeferredSender } from './deferredSender';

const quiet = { error: () => undefined };
// the work under test sends nothing
const noMail = { send: () => Promise.resolve(), close: () => undefined };

describe('DeferredSender', () => {
  it('doneFor waits for the work queued under its key, and only that key', async () => {
    const sender = new DeferredSender(noMail, quiet);
    const order: string[] = [];
    let finish: () => void = () => undefined;
    sender.later(
      'a sign-up',
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            order.push('account written');
            resolve();
          };
        }),
      'ada@example.com',
    );
    await sender.doneFor('bob@example.com');
    order.push('other address answered');
    const waiting = sender.doneFor('ada@example.com').then(() => order.push('sign-in checked'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual(['other address answered']);
    finish();
    await waiting;
    expect(order).toEqual(['other address answered', 'account written', 'sign-in checked']);
    // once done, the key is forgotten
    await sender.settled();
    await expect(sender.doneFor('ada@example.com')).resolves.toBeUndefined();
  });

  it('a failed piece of work still releases whoever waits for its key', async () => {
    const errors: string[] = [];
    const sender = new DeferredSender(noMail, { error: (_o, m) => errors.push(m) });
    sender.later('a sign-up', () => Promise.reject(new Error('database down')), 'k');
    await sender.doneFor('k');
    expect(errors).toEqual(['a sign-up failed']);
  });
});
