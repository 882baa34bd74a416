import { useCallback, useState } from 'react';
import type { ToastNotice } from '../../components/ui/Toast';

/** The admin screen's success/error banner: a new notice replaces the old one and restarts its 5 s. */
export function useAdminNotice() {
  const [notice, setNotice] = useState<ToastNotice | null>(null);
  const success = useCallback((text: string) => setNotice({ text, tone: 'success' }), []);
  const error = useCallback((text: string) => setNotice({ text, tone: 'error' }), []);
  const clear = useCallback(() => setNotice(null), []);
  return { notice, success, error, clear };
}

/** `clear`: a form whose field was corrected takes its refusal down (issue 22, item 13) */
export type AdminNotifier = Pick<ReturnType<typeof useAdminNotice>, 'success' | 'error' | 'clear'>;
