import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultViewPage } from './result-view-page';
import { viewWith } from './view-fixture';

const PAGE = 'https://acme.example/scarves/care.html';
const withPage = (html_content_url: string) => ({ ...viewWith([]), html_content_url });

describe("the scan page's link to html_content_url (001 §3)", () => {
  it('links the page under the verdict, in a new tab without opener or referrer', () => {
    render(<ResultViewPage view={withPage(PAGE)} assetUrls={{}} scope="v" authenticated={false} />);
    const link = screen.getByRole('link', { name: 'More about this product' });
    expect(link.getAttribute('href')).toBe(PAGE);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("says it in the page's language, English for one it does not know", () => {
    const { unmount } = render(
      <ResultViewPage view={withPage(PAGE)} assetUrls={{}} scope="v" authenticated={false} language="de" />,
    );
    expect(screen.getByRole('link', { name: 'Mehr über dieses Produkt' })).toBeTruthy();
    unmount();
    render(<ResultViewPage view={withPage(PAGE)} assetUrls={{}} scope="v" authenticated={false} language="xx" />);
    expect(screen.getByRole('link', { name: 'More about this product' })).toBeTruthy();
  });

  it.each(['', 'javascript:alert(1)', 'mailto:a@acme.example', 'data:text/html,x'])('draws no link for %j', (url) => {
    const { container } = render(
      <ResultViewPage view={withPage(url)} assetUrls={{}} scope="v" authenticated={false} />,
    );
    expect(container.querySelectorAll('a')).toHaveLength(0);
  });
});
