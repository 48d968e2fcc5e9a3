/**
 * Remotes may use any Mantine component, so the full sheet is loaded too — after the first render,
 * off the critical path. It repeats the critical rules, which is harmless.
 */
export function loadRemainingStyles(): void {
  const load = () => void import(/* webpackChunkName: "mantine-styles" */ '@mantine/core/styles.css');
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 1000 });
  else setTimeout(load, 0);
}
