import { verifyEmail } from '../../api/auth';
import { onceByKey } from './onceByKey';

/** POST /api/auth/verify-email at most once per token for the life of the page. */
export const verifyEmailOnce = onceByKey(verifyEmail);
