import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// findBy… and waitFor wait for what a lazy import or a resolved operation renders; on a busy machine a
// lazily loaded dialog took longer than Testing Library's default 1 s. What never shows still fails.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no ResizeObserver; Headless UI's anchored menus observe their button's size.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// relay-test-utils' mock environment creates its spies with the global `jest`; vitest's `vi` has the same API.
Object.assign(globalThis, { jest: vi });
