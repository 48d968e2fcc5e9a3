// jsdom lacks what Mantine asks the browser for; component tests get the same stand-ins.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

afterEach(cleanup);

// findBy/waitFor wait up to 1 s by default; a role query over a Mantine page alone can take longer on a
// loaded 2-core machine (CI ran the administration page's Companies check past it once at load 7).
configure({ asyncUtilTimeout: 5_000 });
