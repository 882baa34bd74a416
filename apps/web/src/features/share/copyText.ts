/** docs/product.md#constants-and-limits: the Copy button says "Copied" for 2 s. */
export const COPIED_MS = 2000;

/**
 * Copies `text`; the Clipboard API needs a secure context and permission, so fall back to the
 * old selection copy. Resolves false when neither worked (the UI then asks for a manual copy).
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      // deprecated, but the only copy that works without the Clipboard API
      return document.execCommand('copy');
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}
