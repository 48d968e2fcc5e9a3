import { sanitiseCustomCss } from 'shared/custom-css';

/**
 * The stylesheet text for a view root carrying `data-view-scope={scope}`: each custom CSS item as the
 * shared sanitiser regenerates it (refused rules and declarations dropped: ADR 0008), read alone as the
 * API checked it on save, so one item's open comment, block or `<` cannot reach into the next; all of
 * it inside `@scope`, so it styles the view only. Empty when nothing is left.
 */
export function scopedCss(items: string | readonly string[], scope: string): string {
  const kept = (typeof items === 'string' ? [items] : items)
    .map((css) => sanitiseCustomCss(css).css)
    .filter(Boolean)
    .join('\n');
  return kept ? `@scope ([data-view-scope="${scope.replace(/[^\w-]/g, '')}"]) {\n${kept}\n}` : '';
}
