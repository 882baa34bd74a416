import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Security headers. The CSP allows what the app needs and nothing more: Mermaid and CodeMirror
 * inject inline styles; the engine's tree-sitter runs WebAssembly in a worker; Google sign-in
 * and the card checkout load their scripts and frames from their own origins on demand.
 */
export const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        "'wasm-unsafe-eval'",
        'https://accounts.google.com/gsi/client',
        'https://checkout.razorpay.com',
      ],
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://accounts.google.com', 'https://*.razorpay.com'],
      workerSrc: ["'self'", 'blob:'],
      frameSrc: ['https://accounts.google.com', 'https://*.razorpay.com'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // the Google sign-in popup needs to talk back to its opener
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  crossOriginEmbedderPolicy: false,
};

/**
 * The CSP with the configured checkout's origin allowed (RAZORPAY_CHECKOUT_URL pointing at the
 * local stand-in, whose checkout.js also calls back its own origin); Razorpay's own origins are
 * in the defaults already.
 */
export function helmetOptionsFor(checkoutUrl: string | undefined): HelmetOptions {
  if (!checkoutUrl) return helmetOptions;
  const origin = new URL(checkoutUrl).origin;
  const csp = helmetOptions.contentSecurityPolicy;
  if (typeof csp !== 'object' || !csp.directives || origin === 'https://checkout.razorpay.com') {
    return helmetOptions;
  }
  const add = (name: string) => {
    const current = csp.directives?.[name];
    return Array.isArray(current) ? [...(current as string[]), origin] : [origin];
  };
  return {
    ...helmetOptions,
    contentSecurityPolicy: {
      ...csp,
      directives: {
        ...csp.directives,
        scriptSrc: add('scriptSrc'),
        connectSrc: add('connectSrc'),
        frameSrc: add('frameSrc'),
      },
    },
  };
}

/**
 * The headers helmet sets for these options. They depend on nothing in the request (no nonces,
 * no per-request directives), so they are computed once: @fastify/helmet rebuilt helmet's
 * middleware, CSP parsing included, on every request (~5 % of the server's CPU under load).
 */
export function securityHeaders(options: HelmetOptions = helmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      // X-Powered-By: Fastify never sets it
      Reflect.deleteProperty(headers, name.toLowerCase());
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error instanceof Error) throw error;
      if (error) throw new Error('helmet failed');
    },
  );
  return headers;
}

/** Sends the security headers on every answer (errors and 404s included). */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: HelmetOptions = helmetOptions,
): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
