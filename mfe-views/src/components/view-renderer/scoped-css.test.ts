import { describe, expect, it } from 'vitest';
import { customCssProblem, scopedCss } from './scoped-css';

describe('custom CSS of a view', () => {
  it('is wrapped in @scope so it styles the view only', () => {
    expect(scopedCss('h2 { color: red; }', 'view-1')).toBe(
      '@scope ([data-view-scope="view-1"]) {\nh2 { color: red; }\n}',
    );
  });

  it.each([
    ['closing the scope early', 'h2 { color: red; } } body { display: none }', 'Custom CSS has a } without its {.'],
    ['an unclosed block', 'h2 { color: red;', 'Custom CSS has a { without its }.'],
    ['breaking out of <style>', '</style><script>alert(1)</script>', 'Custom CSS must not contain < or >.'],
    [
      'an import',
      '@import url(https://evil.example/x.css);',
      'Custom CSS must not use @import, @namespace, @scope, @charset or @font-face.',
    ],
    ['IE expressions', 'div { width: expression(alert(1)) }', 'Custom CSS must not run script.'],
    ['script URLs', 'div { background: url(javascript:alert(1)) }', 'Custom CSS must not run script.'],
    [
      'SVG payloads',
      'div { background: url("data:image/svg+xml,<svg onload=alert(1)>") }',
      'Custom CSS must not contain < or >.',
    ],
    [
      'escapes that hide words',
      'div { background: u\\72l(javascript:x) }',
      'Custom CSS must not contain escapes (\\).',
    ],
    [
      'plain http',
      'div { background: url(http://tracker.example/p.png) }',
      'Custom CSS url() may only load https: or inline png, jpeg or webp images.',
    ],
  ])('is refused for %s', (_what, css, problem) => {
    expect(customCssProblem(css)).toBe(problem);
    expect(scopedCss(css, 'v')).toBe('');
  });

  it('takes https images and comments', () => {
    expect(customCssProblem('/* brand */ div { background: url("https://cdn.example/b.png") }')).toBeNull();
  });
});
