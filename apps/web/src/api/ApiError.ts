/** `malformed`: the server answered, but not in the shape its endpoint declares. */
export type ApiErrorKind = 'timeout' | 'network' | 'offline' | 'http' | 'malformed';

/** Every failure of the API client, with the message of docs/product.md#messages already chosen. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status (the answer's, for `malformed`), or 0 when none arrived (time-out, network, offline). */
  readonly status: number;
  /** The response body's `detail` as sent by the server, untouched. */
  readonly detail: unknown;
  readonly kind: ApiErrorKind;

  constructor(init: { message: string; status: number; kind: ApiErrorKind; detail?: unknown }) {
    super(init.message);
    this.status = init.status;
    this.kind = init.kind;
    this.detail = init.detail;
  }
}
