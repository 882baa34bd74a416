/** Shown beside the Save shortcut in the File menu and in the Save button's tooltip. */
export const SAVE_SHORTCUT =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform) ? '⌘S' : 'Ctrl+S';
