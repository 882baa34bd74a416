/**
 * jsdom has <dialog> but not its methods. This stands in for what the browser does and our
 * Dialog relies on: showModal() opens it and focuses the first `autofocus` or focusable control,
 * close() closes it and fires `close`, Escape fires a cancelable `cancel` on the open modal.
 */
const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select, textarea, a[href]';

export function installDialogPolyfill(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;

  const modals: HTMLDialogElement[] = [];

  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
    modals.push(this);
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ??
      this.querySelector<HTMLElement>(FOCUSABLE) ??
      this;
    target.focus();
  };
  proto.show = function show(this: HTMLDialogElement) {
    this.open = true;
  };
  proto.close = function close(this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.open = false;
    if (returnValue !== undefined) this.returnValue = returnValue;
    modals.splice(modals.indexOf(this), 1);
    this.dispatchEvent(new Event('close'));
  };

  document.addEventListener('keydown', (event) => {
    const top = modals.at(-1);
    if (event.key !== 'Escape' || !top) return;
    const cancel = new Event('cancel', { cancelable: true });
    if (top.dispatchEvent(cancel)) top.close();
  });
}
