import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Toast, type ToastNotice } from '../../components/ui/Toast';
import { COPIED_MS, copyText } from './copyText';

const COPIED: ToastNotice = { text: 'Link copied to clipboard', tone: 'success' };
const COPY_FAILED: ToastNotice = {
  text: 'Could not copy: select the link and copy it.',
  tone: 'warning',
};

/** The link, read-only (focus selects it), and Copy, which says "Copied" for 2 s. */
export function ShareLinkField({ url }: { url: string }) {
  const [copy, setCopy] = useState<ToastNotice | null>(null);
  const urlRef = useRef<HTMLInputElement>(null);

  async function onCopy() {
    const ok = await copyText(url);
    setCopy(ok ? COPIED : COPY_FAILED);
    if (!ok) urlRef.current?.select();
  }

  return (
    <>
      <div className="mt-4 flex items-end gap-2">
        <Field
          id="share-url"
          label="Share link"
          ref={urlRef}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1"
          inputClassName="w-full rounded border border-gray-300 bg-gray-50 px-2 py-1.5 font-mono text-sm"
        />
        <Button variant="primary" autoFocus onClick={() => void onCopy()}>
          {copy === COPIED ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Toast
        notice={copy}
        durationMs={copy === COPIED ? COPIED_MS : null}
        onExpire={() => setCopy(null)}
        className="mt-1 block min-h-5 text-sm"
      />
    </>
  );
}
