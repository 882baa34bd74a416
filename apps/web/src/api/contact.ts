import { contactEndpoints, type ContactRequest } from '@codeflow/contracts';
import { call } from './call';

/** POST /api/contact: the contact page's message, stored and emailed to support. */
export function sendContactMessage(message: ContactRequest) {
  return call(contactEndpoints.send, { body: message, notifyUnauthorized: false });
}
