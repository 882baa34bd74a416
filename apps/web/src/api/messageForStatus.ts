import { API_ERROR_MESSAGES } from './apiErrorMessages';

function firstItemMessage(items: unknown[]): string {
  const first: unknown = items[0];
  if (typeof first === 'object' && first !== null && 'msg' in first) {
    const msg = first.msg;
    if (typeof msg === 'string' && msg !== '') return msg;
  }
  return API_ERROR_MESSAGES.invalidInput;
}

/** The message of docs/product.md#messages for an HTTP error answer, given the body's `detail`. */
export function messageForStatus(status: number, detail: unknown): string {
  if (status === 401) return API_ERROR_MESSAGES.unauthorized;
  if (status === 422) {
    if (typeof detail === 'string' && detail !== '') return detail;
    if (Array.isArray(detail) && detail.length > 0) return firstItemMessage(detail);
    return API_ERROR_MESSAGES.validation;
  }
  // out of storage: the server says the change was not saved, which the person must know
  if (status === 507 && typeof detail === 'string' && detail !== '') return detail;
  if (status >= 500) return API_ERROR_MESSAGES.server;
  if (typeof detail === 'string' && detail !== '') return detail;
  // docs/product.md#messages names no text here; this is the wording the original client's HTTP library used.
  return `Request failed with status code ${status}`;
}
