import { hubLogoFromRgba, NO_2D_CONTEXT, type HubLogo } from 'shared/fingerprint';

/** 256 px across the hub of a 20 mm tag (5.6 mm) is over 1,000 dpi: more only makes files bigger. */
const MAX_LOGO_SIDE_PX = 256;

/** The custom logo (a data: URL) as print files embed it: grey for K-only black, else RGB. */
export async function hubLogoOf(dataUrl: string, colour: 'cmyk' | 'rgb'): Promise<HubLogo> {
  const bitmap = await createImageBitmap(await (await fetch(dataUrl)).blob());
  const scale = Math.min(1, MAX_LOGO_SIDE_PX / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const context = new OffscreenCanvas(width, height).getContext('2d');
  if (!context) throw new Error(NO_2D_CONTEXT);
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  return hubLogoFromRgba(context.getImageData(0, 0, width, height).data, width, height, colour);
}
