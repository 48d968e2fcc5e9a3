import { describe, expect, it } from 'vitest';
import { productInfoProblems } from './product-info-tab';

const view = { name: 'Authentic', description: 'Shown when genuine', product_image_url: '', logo_image_url: '' };

describe('Product Info: html_content_url (001 §3)', () => {
  it.each([
    ['javascript:alert(1)', 'HTML content URL: Must start with http:// or https://'],
    [`https://acme.example/${'x'.repeat(235)}`, 'HTML content URL: At most 255 characters'],
    ['https://acme.example/a b', 'HTML content URL: Must not contain spaces'],
  ])('names %j before Save', (html_content_url, problem) => {
    expect(productInfoProblems({ ...view, html_content_url })).toEqual([problem]);
  });

  it('takes an http(s) URL, none, and a draft kept before the field existed', () => {
    expect(productInfoProblems({ ...view, html_content_url: 'https://acme.example/care' })).toEqual([]);
    expect(productInfoProblems({ ...view, html_content_url: '' })).toEqual([]);
    expect(productInfoProblems(view)).toEqual([]);
  });
});

describe('Product Info: name and description (001 §5)', () => {
  it("names a blank or too long one with the API's own words before Save", () => {
    expect(productInfoProblems({ ...view, name: '  ', description: '' })).toEqual([
      'Name is required',
      'Description is required',
    ]);
    expect(productInfoProblems({ ...view, name: 'n'.repeat(101), description: 'd'.repeat(501) })).toEqual([
      'At most 100 characters',
      'At most 500 characters',
    ]);
  });
});
