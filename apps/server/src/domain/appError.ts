/**
 * The domain error codes services throw. Services know nothing of HTTP: http/errors.ts maps each
 * code to a status, and `message` is the text the user sees.
 */
export type AppErrorCode =
  | 'NOT_FOUND'
  | 'CHECKOUT_REFUSED'
  | 'COUPON_INVALID'
  | 'PAYMENT_VERIFICATION_FAILED'
  | 'PAYMENT_PROVIDER_ERROR'
  | 'NO_SUBSCRIPTION'
  | 'WEBHOOK_SIGNATURE_INVALID'
  | 'CHECKOUT_SESSION_NOT_FOUND';

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly meta?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
