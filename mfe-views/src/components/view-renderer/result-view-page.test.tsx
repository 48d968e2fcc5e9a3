import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultViewPage } from './result-view-page';
import type { ContentItem } from './view-types';
import { sectionWith, viewWith } from './view-fixture';

const pageOf = (items: ContentItem[]) => viewWith([sectionWith(items)]);

const hostile: ContentItem[] = [
  {
    id: 't',
    type: 'text',
    data: { style: 'paragraph', text: '<script>window.hacked = 1</script><img src=x onerror=alert(1)>' },
  },
  { id: 'b', type: 'button', data: { text: 'Win', url: 'javascript:alert(1)' } },
  { id: 'i', type: 'image', data: { url: 'javascript:alert(1)', alt: 'x' } },
  { id: 's', type: 'image', data: { url: 'data:text/html,<script>alert(1)</script>', alt: 'html' } },
  { id: 'v', type: 'video', data: { url: 'javascript:alert(1)', title: 'v' } },
  { id: 'l', type: 'socialLinks', data: { links: [{ network: 'x', url: 'vbscript:msgbox(1)' }] } },
  { id: 'c', type: 'customCss', data: { css: 'p { background: url(javascript:alert(1)) }' } },
  { id: 'c2', type: 'customCss', data: { css: '} body { display: none }' } },
];

describe('the result view renderer with hostile content', () => {
  it('draws texts as text, never as markup', () => {
    const { container, getByText } = render(
      <ResultViewPage view={pageOf(hostile)} assetUrls={{}} scope="v" authenticated />,
    );
    expect(getByText('<script>window.hacked = 1</script><img src=x onerror=alert(1)>')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelectorAll('[onerror], [onload], [onclick]')).toHaveLength(0);
  });

  it('makes script and data-HTML links inert and drops such images and videos', () => {
    const { container } = render(<ResultViewPage view={pageOf(hostile)} assetUrls={{}} scope="v" authenticated />);
    for (const link of container.querySelectorAll('a')) expect(link.getAttribute('href')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('video, iframe')).toHaveLength(0);
  });

  it('applies no custom CSS that could run script or leave the view', () => {
    const { container } = render(<ResultViewPage view={pageOf(hostile)} assetUrls={{}} scope="v" authenticated />);
    expect(container.querySelector('style')?.textContent).toBe('@scope ([data-view-scope="v"]) {\np{}\n}');
  });

  it('scopes safe custom CSS to the view and shows safe images and links', () => {
    const safe: ContentItem[] = [
      { id: 'c', type: 'customCss', data: { css: 'p { color: red; }' } },
      { id: 'i', type: 'image', data: { url: 'https://cdn.example/a.png', alt: 'A' } },
      { id: 'b', type: 'button', data: { text: 'Shop', url: 'https://shop.example' } },
    ];
    const { container } = render(<ResultViewPage view={pageOf(safe)} assetUrls={{}} scope="v1" authenticated />);
    expect(container.querySelector('style')?.textContent).toBe('@scope ([data-view-scope="v1"]) {\np{color:red}\n}');
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/a.png');
    expect(container.querySelector('a')?.getAttribute('href')).toBe('https://shop.example');
  });

  it.each([
    ['a comment left open', ['p{color:red}/* brand', '.logo{width:40px}'], 'p{color:red}\n.logo{width:40px}'],
    ['a block left open', ['.a{color:red', '.b{color:blue}'], '.a{color:red}\n.b{color:blue}'],
    ["a < that meets the next item's /", ['p{color:red}<', '/* b */ .b{color:blue}'], 'p{color:red}\n.b{color:blue}'],
  ])('reads each custom CSS item alone, so %s cannot swallow the next', (_what, items, kept) => {
    const view = pageOf(items.map((css, index) => ({ id: `c${index}`, type: 'customCss', data: { css } })));
    const { container } = render(<ResultViewPage view={view} assetUrls={{}} scope="v" authenticated />);
    expect(container.querySelector('style')?.textContent).toBe(`@scope ([data-view-scope="v"]) {\n${kept}\n}`);
  });

  it('shows sections for authenticated scans only to them, and marks them in the preview', () => {
    const view = pageOf([{ id: 't', type: 'text', data: { style: 'paragraph', text: 'Members only' } }]);
    view.content.sections[0]!.data.requiresAuthentication = true;
    expect(
      render(<ResultViewPage view={view} assetUrls={{}} scope="a" authenticated={false} />).queryByText('Members only'),
    ).toBeNull();
    const preview = render(<ResultViewPage view={view} assetUrls={{}} scope="b" />);
    expect(preview.getByText('Members only')).toBeTruthy();
    expect(preview.getByText('Shown to authenticated scans only')).toBeTruthy();
  });

  it('draws images set by asset from the URLs the API answered, a URL field overriding the asset', () => {
    const view = pageOf([
      { id: 'a', type: 'image', data: { url: '', alt: 'By asset', assetId: 'bottle' } },
      { id: 'u', type: 'image', data: { url: 'https://cdn.example/u.png', alt: 'By URL', assetId: 'bottle' } },
      { id: 'g', type: 'image', data: { url: '', alt: 'Gone', assetId: 'deleted' } },
    ]);
    view.product_image_asset_id = 'bottle';
    view.logo_image_asset_id = 'hostile';
    view.icon_image_asset_id = 'bottle';
    const assetUrls = { bottle: '/api/content/assets/files/bottle/original.png', hostile: 'javascript:alert(1)' };
    const { getByAltText, queryByAltText, container } = render(
      <ResultViewPage view={view} assetUrls={assetUrls} scope="v" authenticated />,
    );
    expect(getByAltText('Product').getAttribute('src')).toBe(assetUrls.bottle);
    expect(getByAltText('By asset').getAttribute('src')).toBe(assetUrls.bottle);
    expect(getByAltText('By URL').getAttribute('src')).toBe('https://cdn.example/u.png');
    expect(queryByAltText('Gone')).toBeNull();
    expect(queryByAltText('Logo')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });
});
