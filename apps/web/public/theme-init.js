// Applies the stored colour theme before the first paint (decision 047); the rules are those of
// src/lib/theme/theme.ts (resolveTheme), which takes over once the app runs.
/* global localStorage, window, document */
(function () {
  var choice = 'system';
  try {
    choice = localStorage.getItem('codeflow.theme') || 'system';
  } catch {
    // storage refused: follow the system
  }
  var media = function (q) {
    return window.matchMedia ? window.matchMedia(q).matches : false;
  };
  var theme =
    choice === 'light' || choice === 'dark' || choice === 'contrast'
      ? choice
      : media('(prefers-contrast: more)')
        ? 'contrast'
        : media('(prefers-color-scheme: dark)')
          ? 'dark'
          : 'light';
  document.documentElement.setAttribute('data-theme', theme);
})();
