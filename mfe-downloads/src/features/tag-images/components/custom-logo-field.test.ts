import { describe, expect, it } from 'vitest';
import { logoPreviewOptions } from './custom-logo-field';

describe('the custom logo preview', () => {
  const print = { imageFormatOption: 'PDF', printColour: 'cmyk', pdfTagSize: 20, pngSize: 1000, clearZoneMm: 1 };

  it('shows the logo grey for K-only print, with the clear zone at the tag diameter', () => {
    expect(logoPreviewOptions(print)).toEqual({ logoGrey: true, clear: 0.05 });
    expect(logoPreviewOptions({ ...print, printColour: 'rgb' })).toEqual({ clear: 0.05 });
  });

  it('cuts transparency to on or off for an EPS, as PostScript prints it', () => {
    expect(logoPreviewOptions({ ...print, imageFormatOption: 'EPS', clearZoneMm: 0 })).toEqual({
      logoGrey: true,
      logoMaskOnOff: true,
    });
  });

  it('keeps the colours of a PNG and its clear zone in whole pixels at 300 dpi', () => {
    expect(logoPreviewOptions({ ...print, imageFormatOption: 'PNG' })).toEqual({ clear: 12 / 1000 });
  });
});
