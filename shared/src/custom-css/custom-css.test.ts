import { describe, expect, it } from 'vitest';
import { customCssProblem, sanitiseCustomCss } from './custom-css';

describe('custom CSS of a result view', () => {
  it.each([
    [
      'a quoted brace that closes the scope early',
      'a{content:"{"}} body{background:magenta}',
      'Custom CSS cannot be read near "} body": Selector is expected (line 1).',
    ],
    [
      'plain http in image-set()',
      'div{background:image-set("http://tracker.example/p.png" 1x)}',
      'Custom CSS image-set() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'plain http in -webkit-image-set()',
      'div{background:-webkit-image-set("http://tracker.example/p.png" 1x)}',
      'Custom CSS -webkit-image-set() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'url() inside image-set()',
      'div{background:image-set(url(http://tracker.example/p.png) 1x)}',
      'Custom CSS url() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    ['an import', '@import url(https://evil.example/x.css);', 'Custom CSS must not use @import (line 1).'],
    ['an IE expression', 'div { width: expression(alert(1)) }', 'Custom CSS must not use expression() (line 1).'],
    [
      'breaking out of <style>',
      '</style><script>alert(1)</script>',
      'Custom CSS must not contain HTML such as </style>.',
    ],
    [
      'script URLs',
      'div { background: url(javascript:alert(1)) }',
      'Custom CSS cannot be read near "url(javascript:alert(1))": Unexpected input (line 1).',
    ],
    [
      'quoted script URLs',
      'div { background: url("javascript:alert(1)") }',
      'Custom CSS url() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'escapes that hide url()',
      'div { background: u\\72l(javascript:x) }',
      'Custom CSS cannot be read near "u\\72l(javascript:x)": ")" is expected (line 1).',
    ],
    [
      'SVG data, which can script',
      'div { background: url("data:image/svg+xml,%3Csvg%3E") }',
      'Custom CSS url() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'an http URL hidden in a custom property',
      'div { --bg: url(http://tracker.example/p.png); background: var(--bg) }',
      'Custom CSS url() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'an http URL in a var() fallback',
      'div { background: var(--none, url(http://tracker.example/p.png)) }',
      'Custom CSS url() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'a font face, which fetches',
      '@font-face { src: url(https://a.example/f.woff) }',
      'Custom CSS must not use @font-face (line 1).',
    ],
    ['a scope of its own', '@scope (body) { * { display: none } }', 'Custom CSS must not use @scope (line 1).'],
    [
      'http in a var() fallback inside image-set()',
      '.a{background-image:image-set(var(--none,"http://t.example/p.png") 1x)}',
      'Custom CSS image-set() must not use var() (line 1).',
    ],
    [
      'an http string in a custom property that feeds image-set()',
      '.a{--u:"http://t.example/p.png";background-image:image-set(var(--u) 1x)}',
      'Custom CSS image-set() must not use var() (line 1).',
    ],
    [
      'http in an env() fallback inside image-set()',
      '.a{background-image:image-set(env(x,"http://t.example/p.png") 1x)}',
      'Custom CSS image-set() must not use env() (line 1).',
    ],
    [
      'a relative string in a var() fallback inside image-set()',
      '.a{background-image:image-set(var(--none,"/anything") 1x)}',
      'Custom CSS image-set() must not use var() (line 1).',
    ],
    [
      'an SVG data string in an env() fallback inside image-set()',
      '.a{background-image:-webkit-image-set(env(x,"data:image/svg+xml,%3Csvg%3E") 1x)}',
      'Custom CSS -webkit-image-set() must not use env() (line 1).',
    ],
    [
      'a relative string deeper inside image-set()',
      '.a{background-image:image-set(calc("/anything") 1x)}',
      'Custom CSS image-set() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'a URL behind a no-break space, which browsers read as relative',
      '.a{background:url("\\a0 https://x.example/a.png")}',
      'Custom CSS url() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    [
      'a URL behind a byte order mark',
      '.a{background:image-set("\\feff https://x.example/a.png" 1x)}',
      'Custom CSS image-set() may only load https: or inline png, jpeg or webp images (line 1).',
    ],
    ['a comment left open', 'p{color:red}/* brand', 'Custom CSS has a comment that is not closed with */ (line 1).'],
    ['a string left open', 'p{content:"brand', 'Custom CSS has a string that is not closed with " (line 1).'],
    ['a block left open', '.a{color:red', 'Custom CSS has a { that is not closed with } (line 1).'],
    ['brackets left open', '.a{width:calc(1px + 2px}', 'Custom CSS has a ( that is not closed with ) (line 1).'],
    ['10,000 nested blocks', 'a{'.repeat(10_000), 'Custom CSS nests blocks or brackets more than 32 deep (line 1).'],
    [
      '10,000 nested calc()',
      `a{width:${'calc('.repeat(10_000)}`,
      'Custom CSS nests blocks or brackets more than 32 deep (line 1).',
    ],
  ])('refuses %s', (_what, css, problem) => {
    expect(customCssProblem(css)).toBe(problem);
  });

  it('drops only the refused rule or declaration and keeps the rest', () => {
    expect(sanitiseCustomCss('a{content:"{"}} body{background:magenta} p{color:red}')).toEqual({
      css: 'a{content:"{"}p{color:red}',
      problems: ['Custom CSS cannot be read near "} body": Selector is expected (line 1).'],
    });
    expect(sanitiseCustomCss('@import url(https://e.example/x.css);\np { color: red; width: expression(1) }').css).toBe(
      'p{color:red}',
    );
  });

  it('regenerates what it keeps, so a brace cannot leave its block', () => {
    const { css } = sanitiseCustomCss('h2 { color: red;');
    expect(css).toBe('h2{color:red}');
  });

  it('keeps a still ordinary URL that starts with spaces or controls, which browsers strip', () => {
    expect(customCssProblem('.a{background:url(" https://x.example/a.png")}')).toBeNull();
  });

  it('keeps ordinary brand CSS: media queries, nesting, https and inline images, gradients', () => {
    const css = [
      '/* brand */ .hero > h2 { color: #c00 !important; background: url("https://cdn.example/b.png") }',
      '@media (width < 600px) { .hero { padding: calc(1rem + 2px) } }',
      'section { & p { margin: 0 } }',
      'div { background: linear-gradient(90deg, rgb(0 0 0 / 50%), transparent), image-set("https://cdn.example/a.png" 1x) }',
      'i { background: url(data:image/png;base64,iVBORw0KGgo=) }',
    ].join('\n');
    expect(sanitiseCustomCss(css).problems).toEqual([]);
    expect(customCssProblem(css)).toBeNull();
  });
});
