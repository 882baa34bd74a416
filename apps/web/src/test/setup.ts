import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { installDialogPolyfill } from './dialogPolyfill';
import { installLayoutStubs } from './layoutStubs';

// Files marked `@vitest-environment node` share this setup but have no DOM.
if (typeof document !== 'undefined') {
  installDialogPolyfill();
  installLayoutStubs();
}

// React reports bugs (missing act(), bad props, duplicate keys, failed renders) through
// console.error; a test that triggers one fails instead of passing with a noisy log.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
