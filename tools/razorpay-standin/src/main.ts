/**
 * Runs the Razorpay stand-in: `npx tsx tools/razorpay-standin/src/main.ts`.
 * Environment: STANDIN_PORT (default 4010), RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET,
 * RAZORPAY_WEBHOOK_SECRET, STANDIN_WEBHOOK_URL (default
 * http://localhost:3000/api/subscription/webhook/razorpay).
 */
import { startRazorpayStandin } from './standin';

const env = process.env;
const standin = await startRazorpayStandin({
  port: Number(env.STANDIN_PORT ?? 4010),
  host: env.STANDIN_HOST ?? '127.0.0.1',
  keyId: env.RAZORPAY_KEY_ID ?? 'rzp_test_standin',
  keySecret: env.RAZORPAY_KEY_SECRET ?? 'standin_key_secret',
  webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? 'standin_webhook_secret',
  webhookUrl: env.STANDIN_WEBHOOK_URL ?? 'http://localhost:3000/api/subscription/webhook/razorpay',
});
console.log(`Razorpay stand-in on ${standin.url}`);
console.log(`  RAZORPAY_API_URL=${standin.url}`);
console.log(`  RAZORPAY_CHECKOUT_URL=${standin.url}/v1/checkout.js`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
