import { CopyField } from './CopyField';

/** The link, read-only (focus selects it), and Copy, which says "Copied" for 2 s. */
export function ShareLinkField({ url }: { url: string }) {
  return (
    <CopyField
      id="share-url"
      label="Share link"
      value={url}
      copiedText="Link copied to clipboard"
      autoFocus
    />
  );
}
