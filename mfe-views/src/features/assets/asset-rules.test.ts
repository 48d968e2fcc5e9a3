import { describe, expect, it } from 'vitest';
import { assetNameOf, isAcceptableImage, MAX_ASSET_BYTES } from './asset-rules';

const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (bytes: number[], name = 'x.png', size = bytes.length) =>
  new File([new Uint8Array([...bytes, ...new Array(Math.max(0, size - bytes.length)).fill(0)])], name, {
    type: 'image/png',
  });

describe('isAcceptableImage', () => {
  it('takes a png or a jpeg by its first bytes, up to 1,000,000 bytes', async () => {
    expect(await isAcceptableImage(file(PNG_START))).toBe(true);
    expect(await isAcceptableImage(file([0xff, 0xd8, 0xff, 0xe0], 'photo.png'))).toBe(true);
    expect(await isAcceptableImage(file(PNG_START, 'big.png', MAX_ASSET_BYTES))).toBe(true);
  });

  it('refuses a renamed program, an SVG, an empty file and one byte over the limit', async () => {
    expect(await isAcceptableImage(file([0x4d, 0x5a, 0x90, 0x00], 'setup.png'))).toBe(false);
    expect(await isAcceptableImage(file([...new TextEncoder().encode('<svg xmlns=')], 'a.png'))).toBe(false);
    expect(await isAcceptableImage(file([]))).toBe(false);
    expect(await isAcceptableImage(file(PNG_START, 'big.png', MAX_ASSET_BYTES + 1))).toBe(false);
  });
});

describe('assetNameOf', () => {
  it('names the asset after the file, without its extension', () => {
    expect(assetNameOf(new File([], 'Spring logo.final.png'))).toBe('Spring logo.final');
    expect(assetNameOf(new File([], '.png'))).toBe('Image');
  });
});
