import { Toast, type ToastNotice } from '../../components/ui/Toast';
import { ADMIN_BANNER_MS } from './adminMessages';

const BOXES = {
  success: 'border-green-200 bg-green-50',
  error: 'border-red-200 bg-red-50',
  warning: 'border-amber-200 bg-amber-50',
  info: 'border-gray-200 bg-gray-50',
} as const;

/**
 * The success or error banner of the admin screens (docs/product.md#super-admin-screen): it
 * clears itself after 5 s. The live region stays in the page while empty, so a screen reader
 * hears the next one.
 */
export function AdminNotice({
  notice,
  onExpire,
  testId = 'admin-notice',
}: {
  notice: ToastNotice | null;
  onExpire: () => void;
  testId?: string;
}) {
  return (
    <Toast
      notice={notice}
      durationMs={ADMIN_BANNER_MS}
      onExpire={onExpire}
      testId={testId}
      className={
        notice
          ? `mb-4 block rounded-lg border px-4 py-3 text-sm font-medium ${BOXES[notice.tone]}`
          : ''
      }
    />
  );
}
