import {
  codeBytesMessage,
  codeLinesMessage,
  countLines,
  MAX_CODE_BYTES,
  maxCodeBytes,
  PLAN_FEATURES,
  planCodeBytesMessage,
  type Tier,
} from '@codeflow/contracts';
import { AppError } from '../domain/appError';

/**
 * CODE_TOO_LARGE when the code is over MAX_CODE_BYTES, the tier's max_code_lines or the tier's
 * byte allowance (lines × MAX_BYTES_PER_LINE: the line limit cannot be dodged by joining lines),
 * with a message naming the limit and the plan that lifts it. Returns the line count otherwise.
 */
export function checkCodeSize(code: string, tier: Tier): number {
  // bytes first: cheap, and bounds the line count's work
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > MAX_CODE_BYTES) throw new AppError('CODE_TOO_LARGE', codeBytesMessage(bytes));
  const lines = countLines(code);
  if (lines > PLAN_FEATURES[tier].max_code_lines) {
    throw new AppError('CODE_TOO_LARGE', codeLinesMessage(tier, lines));
  }
  if (bytes > maxCodeBytes(tier)) {
    throw new AppError('CODE_TOO_LARGE', planCodeBytesMessage(tier, bytes));
  }
  return lines;
}
