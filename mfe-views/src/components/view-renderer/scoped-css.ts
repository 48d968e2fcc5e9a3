/**
 * Custom CSS of a view applies inside the view only: it is wrapped in `@scope`, and refused when it
 * could leave that scope or fetch or run anything. Refusing (not repairing) keeps the rule simple to
 * trust: what is drawn is exactly what was written.
 */
const FORBIDDEN = [
  { pattern: /[<>]/, reason: 'must not contain < or >' },
  { pattern: /\\/, reason: 'must not contain escapes (\\)' },
  {
    pattern: /@(import|namespace|scope|charset|font-face)/i,
    reason: 'must not use @import, @namespace, @scope, @charset or @font-face',
  },
  { pattern: /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding/i, reason: 'must not run script' },
  {
    pattern: /url\s*\(\s*(?!["']?(https:\/\/|data:image\/(png|jpeg|webp)[;,]))/i,
    reason: 'url() may only load https: or inline png, jpeg or webp images',
  },
];

/** Why the CSS cannot be used, or null when it can. */
export function customCssProblem(css: string): string | null {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const { pattern, reason } of FORBIDDEN) if (pattern.test(withoutComments)) return `Custom CSS ${reason}.`;
  let depth = 0;
  for (const character of withoutComments) {
    if (character === '{') depth += 1;
    if (character === '}') depth -= 1;
    if (depth < 0) return 'Custom CSS has a } without its {.';
  }
  return depth === 0 ? null : 'Custom CSS has a { without its }.';
}

/** The stylesheet text for a view root carrying `data-view-scope={scope}`; empty when refused. */
export function scopedCss(css: string, scope: string): string {
  if (customCssProblem(css) !== null) return '';
  return `@scope ([data-view-scope="${scope.replace(/[^\w-]/g, '')}"]) {\n${css.replace(/\/\*[\s\S]*?\*\//g, '')}\n}`;
}
