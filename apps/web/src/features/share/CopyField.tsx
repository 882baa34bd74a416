import { useRef, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Field } from '../../components/ui/Field';
import { Toast, type ToastNotice } from '../../components/ui/Toast';
import { COPIED_MS, copyText } from './copyText';

const COPY_FAILED: ToastNotice = {
  text: 'Could not copy: select the text and copy it.',
  tone: 'warning',
};

/**
 * Text to copy, read-only (focus selects it), and a Copy button that says "Copied" for 2 s (the
 * share link, the embed's snippets). `copyLabel` names the button when several sit together.
 */
export function CopyField({
  id,
  label,
  value,
  copiedText,
  copyLabel = 'Copy',
  autoFocus = false,
}: {
  id: string;
  label: string;
  value: string;
  copiedText: string;
  copyLabel?: string;
  autoFocus?: boolean;
}) {
  const [copy, setCopy] = useState<ToastNotice | null>(null);
  const copied = copy !== null && copy.tone === 'success';
  const fieldRef = useRef<HTMLInputElement>(null);

  async function onCopy() {
    const ok = await copyText(value);
    setCopy(ok ? { text: copiedText, tone: 'success' } : COPY_FAILED);
    if (!ok) fieldRef.current?.select();
  }

  return (
    <>
      <div className="mt-4 flex items-end gap-2">
        <Field
          id={id}
          label={label}
          ref={fieldRef}
          readOnly
          value={value}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1"
          inputClassName="w-full rounded border border-gray-300 bg-gray-50 px-2 py-1.5 font-mono text-sm"
        />
        <Button
          variant="primary"
          autoFocus={autoFocus}
          aria-label={copied ? 'Copied' : copyLabel}
          onClick={() => void onCopy()}
        >
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </div>
      <Toast
        notice={copy}
        durationMs={copied ? COPIED_MS : null}
        onExpire={() => setCopy(null)}
        className="mt-1 block min-h-5 text-sm"
      />
    </>
  );
}
