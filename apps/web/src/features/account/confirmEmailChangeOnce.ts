import type { MessageResponse } from '@codeflow/contracts';
import { confirmEmailChange } from '../../api/account';

const answers = new Map<string, Promise<MessageResponse>>();

/**
 * POST /api/account/email/confirm at most once per token for the life of the page: the token
 * works once, so a second call (StrictMode runs effects twice) would report a spent link.
 */
export function confirmEmailChangeOnce(token: string): Promise<MessageResponse> {
  let answer = answers.get(token);
  if (!answer) {
    answer = confirmEmailChange(token);
    answers.set(token, answer);
  }
  return answer;
}
