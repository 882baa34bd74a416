import type { ContactRequest, ContactResponse } from '@codeflow/contracts';
import { request } from './request';

/** POST /api/contact: the contact page's message, stored and emailed to support. */
export function sendContactMessage(message: ContactRequest) {
  return request<ContactResponse>('POST', '/api/contact', {
    json: message,
    notifyUnauthorized: false,
  });
}
