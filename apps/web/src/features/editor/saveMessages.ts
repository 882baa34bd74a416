import { ApiError } from '../../api/ApiError';

/** Text for a failed save: the server's detail (limit, can_edit), else the client's §8 message. */
export function saveErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (typeof error.detail === 'string' && error.detail !== '') return error.detail;
    return error.message;
  }
  return 'Failed to save flowchart';
}

/** Text for a failed load: 404 says plainly the flowchart is gone. */
export function loadErrorMessage(error: unknown, notFound: string): string {
  if (error instanceof ApiError) {
    if (error.status === 404) {
      return typeof error.detail === 'string' && error.detail !== '' ? error.detail : notFound;
    }
    return error.message;
  }
  return 'Failed to load flowchart';
}
