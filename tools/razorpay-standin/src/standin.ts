/**
 * A local stand-in for the parts of Razorpay that Codeflow uses: the Orders API (create, fetch)
 * with basic auth and Razorpay's error shape, a checkout.js defining `window.Razorpay`, and
 * signed webhooks with event ids (retries and duplicates on request). The product talks to it
 * only through RAZORPAY_API_URL and RAZORPAY_CHECKOUT_URL, exactly as to Razorpay.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkoutScript } from './checkoutScript';

export type StandinOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret?: string | undefined;
  /** where webhooks are POSTed; none: no webhooks */
  webhookUrl?: string | undefined;
  port?: number;
  host?: string;
  /** delivery attempts per webhook when the receiver does not answer 2xx (default 3) */
  webhookAttempts?: number;
  /** delay between attempts in ms (default 200) */
  retryDelayMs?: number;
};

export type StandinOrder = {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
};

export type StandinPayment = {
  id: string;
  entity: 'payment';
  amount: number;
  currency: string;
  status: 'captured' | 'failed';
  order_id: string;
  method: 'card';
  captured: boolean;
  email: string;
  contact: string;
  notes: Record<string, string> | [];
  error_code: string | null;
  error_description: string | null;
  created_at: number;
};

/** How the next webhooks of a payment are delivered (tests set this through /_standin/webhooks). */
export type WebhookBehaviour = {
  /** false: no webhooks at all, e.g. to test the browser's verify call alone (default true) */
  send: boolean;
  /** extra copies of each event, same event id (default 0) */
  duplicates: number;
  /** send the events of a payment last-first (default false) */
  reverse: boolean;
  /** wait before sending (default 0 ms) */
  delayMs: number;
};

export type Delivery = {
  eventId: string;
  event: string;
  orderId: string;
  attempt: number;
  status: number | 'error';
};

export type PayResult =
  | { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
  | {
      error: {
        code: string;
        description: string;
        source: string;
        step: string;
        reason: string;
        metadata: { order_id: string; payment_id: string };
      };
    };

export type Standin = {
  url: string;
  orders: Map<string, StandinOrder>;
  deliveries: Delivery[];
  webhookBehaviour: WebhookBehaviour;
  /** Pays (or fails) an order as checkout.js's Pay / Fail buttons do. */
  pay(orderId: string, outcome: 'success' | 'failure'): Promise<PayResult>;
  /** Resolves when every webhook started so far has been delivered or given up. */
  settled(): Promise<void>;
  close(): Promise<void>;
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay-like ids: a prefix and 14 alphanumeric characters. */
function newId(prefix: string): string {
  const bytes = randomBytes(14);
  let id = '';
  for (const b of bytes) id += ID_ALPHABET[b % ID_ALPHABET.length];
  return `${prefix}_${id}`;
}

function hmac(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

function razorpayError(
  res: ServerResponse,
  status: number,
  description: string,
  field?: string,
): void {
  send(res, status, {
    error: {
      code: 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: 'payment_initiation',
      reason: 'input_validation_failed',
      metadata: {},
      ...(field ? { field } : {}),
    },
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'access-control-allow-origin': '*',
  });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > 1_000_000) throw new Error('body too large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startRazorpayStandin(options: StandinOptions): Promise<Standin> {
  const orders = new Map<string, StandinOrder>();
  const deliveries: Delivery[] = [];
  const inFlight = new Set<Promise<void>>();
  const webhookBehaviour: WebhookBehaviour = {
    send: true,
    duplicates: 0,
    reverse: false,
    delayMs: 0,
  };
  const attempts = options.webhookAttempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 200;

  const authorized = (req: IncomingMessage): boolean => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    return decoded === `${options.keyId}:${options.keySecret}`;
  };

  async function deliver(eventId: string, event: string, orderId: string, body: string) {
    if (!options.webhookUrl || !options.webhookSecret) return;
    const signature = hmac(options.webhookSecret, body);
    for (let attempt = 1; attempt <= attempts; attempt++) {
      let status: number | 'error';
      try {
        const res = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': signature,
            'x-razorpay-event-id': eventId,
          },
          body,
          signal: AbortSignal.timeout(5000),
        });
        status = res.status;
        await res.arrayBuffer();
      } catch {
        status = 'error';
      }
      deliveries.push({ eventId, event, orderId, attempt, status });
      if (typeof status === 'number' && status >= 200 && status < 300) return;
      await sleep(retryDelayMs * attempt);
    }
  }

  function track(work: Promise<void>): void {
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
  }

  function webhooks(order: StandinOrder, payment: StandinPayment): void {
    if (!webhookBehaviour.send) return;
    const names =
      payment.status === 'captured' ? ['payment.captured', 'order.paid'] : ['payment.failed'];
    const events = names.map((event) => {
      const payload: Record<string, unknown> = { payment: { entity: payment } };
      if (event === 'order.paid') payload.order = { entity: order };
      return {
        eventId: newId('evt'),
        event,
        body: JSON.stringify({
          entity: 'event',
          account_id: 'acc_standin000001',
          event,
          contains: Object.keys(payload),
          payload,
          created_at: Math.floor(Date.now() / 1000),
        }),
      };
    });
    if (webhookBehaviour.reverse) events.reverse();
    const copies = 1 + webhookBehaviour.duplicates;
    const delay = webhookBehaviour.delayMs;
    track(
      (async () => {
        if (delay > 0) await sleep(delay);
        for (const e of events) {
          const sends = Array.from({ length: copies }, () =>
            deliver(e.eventId, e.event, order.id, e.body),
          );
          await Promise.all(sends);
        }
      })(),
    );
  }

  function pay(orderId: string, outcome: 'success' | 'failure'): Promise<PayResult> {
    const order = orders.get(orderId);
    const paymentId = newId('pay');
    if (!order || order.status === 'paid') {
      return Promise.resolve({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: order
            ? 'This order has already been paid'
            : 'The id provided does not exist',
          source: 'business',
          step: 'payment_initiation',
          reason: 'input_validation_failed',
          metadata: { order_id: orderId, payment_id: paymentId },
        },
      });
    }
    order.attempts++;
    const captured = outcome === 'success';
    const payment: StandinPayment = {
      id: paymentId,
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: captured ? 'captured' : 'failed',
      order_id: order.id,
      method: 'card',
      captured,
      email: 'buyer@example.com',
      contact: '+10000000000',
      notes: order.notes,
      error_code: captured ? null : 'BAD_REQUEST_ERROR',
      error_description: captured ? null : 'Payment failed (stand-in Fail button)',
      created_at: Math.floor(Date.now() / 1000),
    };
    if (captured) {
      order.status = 'paid';
      order.amount_paid = order.amount;
      order.amount_due = 0;
    } else {
      order.status = 'attempted';
    }
    webhooks(order, payment);
    if (!captured) {
      return Promise.resolve({
        error: {
          code: 'BAD_REQUEST_ERROR',
          description: 'Payment failed (stand-in Fail button)',
          source: 'customer',
          step: 'payment_authorization',
          reason: 'payment_failed',
          metadata: { order_id: order.id, payment_id: paymentId },
        },
      });
    }
    return Promise.resolve({
      razorpay_payment_id: paymentId,
      razorpay_order_id: order.id,
      razorpay_signature: hmac(options.keySecret, `${order.id}|${paymentId}`),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse, base: string): Promise<void> {
    const url = new URL(req.url ?? '/', base);
    const path = url.pathname;
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
      });
      res.end();
      return;
    }
    if (req.method === 'GET' && path === '/v1/checkout.js') {
      res.writeHead(200, {
        'content-type': 'application/javascript; charset=utf-8',
        'access-control-allow-origin': '*',
      });
      res.end(checkoutScript(base));
      return;
    }
    if (path === '/v1/orders' && req.method === 'POST') {
      if (!authorized(req)) return razorpayError(res, 401, 'Authentication failed');
      const body = parseJson(await readBody(req));
      if (!body || typeof body !== 'object') {
        return razorpayError(res, 400, 'The request body is not valid JSON');
      }
      const { amount, currency, receipt, notes } = body as Record<string, unknown>;
      if (typeof amount !== 'number' || !Number.isInteger(amount)) {
        return razorpayError(res, 400, 'The amount must be an integer.', 'amount');
      }
      if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
        return razorpayError(res, 400, 'The currency must be a 3-letter code.', 'currency');
      }
      if (amount < 100) {
        return razorpayError(res, 400, `The amount must be at least ${currency} 1.00`, 'amount');
      }
      if (receipt !== undefined && (typeof receipt !== 'string' || receipt.length > 40)) {
        return razorpayError(
          res,
          400,
          'The receipt may not be greater than 40 characters.',
          'receipt',
        );
      }
      const cleanNotes: Record<string, string> = {};
      if (notes && typeof notes === 'object' && !Array.isArray(notes)) {
        for (const [k, v] of Object.entries(notes)) cleanNotes[k] = String(v);
      }
      const order: StandinOrder = {
        id: newId('order'),
        entity: 'order',
        amount,
        amount_paid: 0,
        amount_due: amount,
        currency,
        receipt: typeof receipt === 'string' ? receipt : null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: Object.keys(cleanNotes).length > 0 ? cleanNotes : [],
        created_at: Math.floor(Date.now() / 1000),
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    const fetchMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
    if (fetchMatch && req.method === 'GET') {
      if (!authorized(req)) return razorpayError(res, 401, 'Authentication failed');
      const order = orders.get(decodeURIComponent(fetchMatch[1] ?? ''));
      if (!order) return razorpayError(res, 400, 'The id provided does not exist');
      return send(res, 200, order);
    }
    // the stand-in's own endpoints: the checkout page's buttons and test controls
    if (path === '/_standin/pay' && req.method === 'POST') {
      const body = parseJson(await readBody(req)) as
        { key_id?: unknown; order_id?: unknown; outcome?: unknown } | undefined;
      if (!body || body.key_id !== options.keyId || typeof body.order_id !== 'string') {
        return razorpayError(res, 400, 'Unknown key or order');
      }
      const result = await pay(body.order_id, body.outcome === 'failure' ? 'failure' : 'success');
      return send(res, 'error' in result ? 400 : 200, result);
    }
    if (path === '/_standin/webhooks' && req.method === 'POST') {
      const body = parseJson(await readBody(req)) as Partial<WebhookBehaviour> | undefined;
      if (body && typeof body.send === 'boolean') webhookBehaviour.send = body.send;
      if (body && typeof body.duplicates === 'number')
        webhookBehaviour.duplicates = body.duplicates;
      if (body && typeof body.reverse === 'boolean') webhookBehaviour.reverse = body.reverse;
      if (body && typeof body.delayMs === 'number') webhookBehaviour.delayMs = body.delayMs;
      return send(res, 200, webhookBehaviour);
    }
    if (path === '/_standin/deliveries' && req.method === 'GET') {
      return send(res, 200, deliveries);
    }
    return razorpayError(res, 404, 'The requested URL was not found on the server.');
  }

  const server = createServer((req, res) => {
    const base = `http://${req.headers.host ?? 'localhost'}`;
    handle(req, res, base).catch((error: unknown) => {
      if (!res.headersSent) {
        razorpayError(res, 500, error instanceof Error ? error.message : 'internal error');
      } else {
        res.destroy();
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const host = options.host && options.host !== '0.0.0.0' ? options.host : '127.0.0.1';

  return {
    url: `http://${host}:${port}`,
    orders,
    deliveries,
    webhookBehaviour,
    pay,
    settled: async () => {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
