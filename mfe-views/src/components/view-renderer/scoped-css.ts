import { sanitiseCustomCss } from 'shared/custom-css';

/**
 * The stylesheet text for a view root carrying `data-view-scope={scope}`: the custom CSS as the shared
 * sanitiser regenerates it (refused rules and declarations dropped: ADR 0008) inside `@scope`, so it
 * styles the view only. Empty when nothing is left.
 */
export function scopedCss(css: string, scope: string): string {
  const kept = sanitiseCustomCss(css).css;
  return kept ? `@scope ([data-view-scope="${scope.replace(/[^\w-]/g, '')}"]) {\n${kept}\n}` : '';
}
