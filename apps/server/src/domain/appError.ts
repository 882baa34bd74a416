/**
 * What went wrong, in the domain's words. Services throw these and know nothing of HTTP;
 * http/errors.ts is the one place that turns a code into a status and headers.
 */
export type AppErrorCode =
  /** no valid token, or a revoked one */
  | 'NOT_AUTHENTICATED'
  /** wrong email or password */
  | 'INVALID_CREDENTIALS'
  /** a Google ID token that did not verify */
  | 'GOOGLE_AUTH_FAILED'
  | 'ACCOUNT_DISABLED'
  /** a correct temporary password: choose one's own first (decision 028) */
  | 'PASSWORD_CHANGE_REQUIRED'
  /** allowed to no one in the caller's position (not a plan matter) */
  | 'FORBIDDEN'
  /** the caller's plan lacks the feature (edit, share) */
  | 'PLAN_REQUIRED'
  /** the plan's lifetime flowchart limit is used up */
  | 'LIMIT_REACHED'
  | 'NOT_FOUND'
  /** a one-time link (verification, password reset) that is unknown, used or expired */
  | 'INVALID_LINK'
  | 'ALREADY_VERIFIED'
  /** code over the plan's line limit or the byte cap */
  | 'CODE_TOO_LARGE'
  | 'RATE_LIMITED'
  /** a sign-up past the free ones of its network without a valid proof of work (decision 036) */
  | 'PROOF_REQUIRED'
  /** the engine ran past the time limit on this input */
  | 'GENERATION_TIMED_OUT'
  /** a dependency (database, worker pool) cannot serve now; trying again later may work */
  | 'UNAVAILABLE'
  /** checkout for the free plan or the plan the user already has */
  | 'CHECKOUT_REFUSED'
  /** a coupon code that is unknown, inactive, expired or used up */
  | 'COUPON_INVALID'
  /** a payment whose signature, order or amount does not match what we stored */
  | 'PAYMENT_VERIFICATION_FAILED'
  /** the payment provider refused or did not answer */
  | 'PAYMENT_PROVIDER_ERROR'
  /** cancel without a paid subscription */
  | 'NO_SUBSCRIPTION'
  /** a webhook whose signature does not match its raw body */
  | 'WEBHOOK_SIGNATURE_INVALID'
  /** a test-mode checkout session this user did not open */
  | 'CHECKOUT_SESSION_NOT_FOUND'
  /** account settings: the current password given to confirm a change is wrong */
  | 'WRONG_PASSWORD'
  /** account settings: the new email address belongs to another account */
  | 'EMAIL_IN_USE'
  /** account settings: a request that would change nothing (the same email) */
  | 'NOTHING_TO_CHANGE'
  /** account settings: a Google-only account has no password to check or change */
  | 'PASSWORD_NOT_SET'
  /** account deletion: the typed confirmation does not match */
  | 'CONFIRMATION_MISMATCH'
  /** account deletion of a Google-only account: its session is not recent enough */
  | 'RECENT_SIGN_IN_REQUIRED'
  /** account deletion: the user owns a team that still has members */
  | 'OWNS_TEAM'
  /** an organization already has its maximum number of members */
  | 'TEAM_FULL'
  /** add-member with an email address that already has an account */
  | 'EMAIL_UNAVAILABLE'
  /** the thing to create exists already (an email address, a coupon code) */
  | 'CONFLICT'
  /** a picture of code the engine cannot draw (embeds, decision 029) */
  | 'NOT_DRAWABLE'
  /** a well-formed request that asks for an inconsistent state (422 with a message) */
  | 'UNPROCESSABLE';

export type AppErrorOptions = {
  /** when trying again makes sense (RATE_LIMITED, UNAVAILABLE) */
  retryAfterSeconds?: number;
  cause?: unknown;
  /** facts for the log (never shown to the user), e.g. the provider's own error code */
  meta?: Record<string, unknown>;
};

/** A refusal whose message is safe to show the user as it is. */
export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;
  readonly meta: Record<string, unknown> | undefined;

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.meta = options.meta;
  }
}
