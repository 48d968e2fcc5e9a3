import { describe, expect, it } from 'vitest';
import { scopedCss } from './scoped-css';

describe('custom CSS of a view', () => {
  it('is regenerated inside @scope so it styles the view only', () => {
    expect(scopedCss('h2 { color: red; }', 'view-1')).toBe('@scope ([data-view-scope="view-1"]) {\nh2{color:red}\n}');
  });

  it.each([
    ['a quoted brace that closes the scope early', 'a{content:"{"}} body{background:magenta}', 'a{content:"{"}'],
    ['a } without its {', 'h2 { color: red; } } body { display: none }', 'h2{color:red}'],
    ['an unclosed block', 'h2 { color: red;', 'h2{color:red}'],
    ['plain http in image-set()', 'p{color:red;background:image-set("http://t.example/p.png" 1x)}', 'p{color:red}'],
    ['plain http in -webkit-image-set()', 'p{background:-webkit-image-set("http://t.example/p.png" 1x)}', 'p{}'],
    ['an import', '@import url(https://evil.example/x.css); p{color:red}', 'p{color:red}'],
    ['IE expressions', 'div { width: expression(alert(1)) }', 'div{}'],
    ['script URLs', 'div { background: url(javascript:alert(1)) }', 'div{}'],
  ])('keeps nothing of %s', (_what, css, kept) => {
    expect(scopedCss(css, 'v')).toBe(`@scope ([data-view-scope="v"]) {\n${kept}\n}`);
  });

  it('draws nothing of CSS that ends its <style>', () => {
    expect(scopedCss('</style><script>alert(1)</script>', 'v')).toBe('');
  });
});
