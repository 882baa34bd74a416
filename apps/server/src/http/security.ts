import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers. The CSP allows what the app needs and nothing more: Mermaid and CodeMirror
 * inject inline styles; the engine's tree-sitter runs WebAssembly in a worker; Google sign-in
 * and the card checkout load their scripts and frames from their own origins on demand.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}
