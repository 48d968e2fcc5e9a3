/**
 * deck.gl draws with WebGL 2. A browser with it turned off (or a machine whose driver is blocked) has none,
 * and the map then says so instead of staying blank. The test context is released at once.
 */
export function supportsWebGl2(): boolean {
  try {
    const context = document.createElement('canvas').getContext('webgl2');
    context?.getExtension('WEBGL_lose_context')?.loseContext();
    return context !== null;
  } catch {
    return false;
  }
}
