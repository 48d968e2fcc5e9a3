import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from 'shared/testing';
import { ImageUrl, LinkUrl } from 'shared/contracts/view-content';
import { UrlInput } from './url-input';

function Field({ schema, start }: { schema: typeof LinkUrl | typeof ImageUrl; start: string }) {
  const [url, setUrl] = useState(start);
  return <UrlInput label="URL" schema={schema} value={url} onChange={setUrl} />;
}

const type = (value: string) => fireEvent.change(screen.getByRole('textbox', { name: 'URL' }), { target: { value } });

describe("a view content's URL field", () => {
  it('says a link the API would refuse is one, in the words of the contract, until it is fixed', () => {
    renderWithProviders(<Field schema={LinkUrl} start="https://" />);
    expect(screen.queryByText(/^A link starts with/)).toBeNull();
    type('javascript:alert(1)');
    expect(screen.getByText('A link starts with https://, http://, mailto: or tel:.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'URL' }).getAttribute('aria-invalid')).toBe('true');
    type('www.example.com');
    expect(screen.getByText('A link starts with https://, http://, mailto: or tel:.')).toBeTruthy();
    for (const fine of ['https://www.instagram.com/acme', 'mailto:care@acme.test', 'tel:+33123456789', '']) {
      type(fine);
      expect(screen.queryByText(/^A link/)).toBeNull();
    }
    type(`https://example.com/${'a'.repeat(2048)}`);
    expect(screen.getByText('A link has at most 2048 characters.')).toBeTruthy();
  });

  it('takes an image data URL for an image, and refuses a script one', () => {
    renderWithProviders(<Field schema={ImageUrl} start="data:image/png;base64,AAAA" />);
    expect(screen.queryByText(/^An image URL/)).toBeNull();
    type('javascript:x');
    expect(screen.getByText('An image URL starts with https:// or http://, or is an image data URL.')).toBeTruthy();
  });
});
