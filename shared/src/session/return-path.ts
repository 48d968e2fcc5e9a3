/** The query parameter /logout and /login carry the page a signed-out visitor asked for in. */
export const RETURN_PARAM = 'next';

/** Pages that must never be returned to: they would sign the user out again or loop. */
const NEVER_RETURN_TO = new Set(['/login', '/logout']);

/**
 * The path to go back to after logging in, or null. Only a path of this origin is taken: anything a
 * browser could read as another host (`//evil`, `/\evil`, `https://…`, control characters) is refused,
 * so the link cannot be used to send someone elsewhere after they signed in.
 */
export function safeReturnPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return null;
  }
  // eslint-disable-next-line no-control-regex -- a tab or newline inside `/\t/evil` is dropped by URL parsers
  if (/[\u0000-\u001f\u007f\\]/.test(candidate)) return null;
  const base = 'https://console.invalid';
  let url: URL;
  try {
    url = new URL(candidate, base);
  } catch {
    return null;
  }
  if (url.origin !== base || NEVER_RETURN_TO.has(url.pathname) || url.pathname === '/') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `/logout?next=…` (or `/login?next=…`) for a protected page a signed-out visitor opened. */
export function withReturnPath(target: string, location: { pathname: string; search: string; hash: string }): string {
  const next = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  return next ? `${target}?${new URLSearchParams({ [RETURN_PARAM]: next })}` : target;
}

/** Reads the return path from a page's query string, refusing anything that is not ours. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}
