import { isUuid } from '../domain/uuid';

const shareIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** Whether a path parameter can be a flowchart id; anything else is answered like a missing one. */
export function isFlowchartId(value: string): boolean {
  return isUuid(value);
}

/** Whether a path parameter can be a share id (base64url, as newShareId makes them). */
export function isShareId(value: string): boolean {
  return shareIdPattern.test(value);
}
