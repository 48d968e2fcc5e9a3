import { drawFingerprint, fingerprintGeometry, NO_2D_CONTEXT, type Context2D } from 'shared/fingerprint';

export interface TagToDraw {
  seed: string;
  version: number;
}

type HubImage = CanvasImageSource & { width: number; height: number };

interface Surface {
  context: Context2D;
  toPng: () => Promise<Blob>;
}

/** An OffscreenCanvas where there is one (workers, modern pages), else a page canvas. */
function surfaceOf(size: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(size, size);
    const context = canvas.getContext('2d');
    if (!context) throw new Error(NO_2D_CONTEXT);
    return { context, toPng: () => canvas.convertToBlob({ type: 'image/png' }) };
  }
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error(NO_2D_CONTEXT);
  return {
    context,
    toPng: () =>
      new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(NO_2D_CONTEXT))), 'image/png'),
      ),
  };
}

/** Each tag as PNG bytes, `size` pixels square, drawn one after another on one canvas. */
export async function renderPngs(tags: TagToDraw[], size: number, hubImage?: HubImage): Promise<ArrayBuffer[]> {
  const surface = surfaceOf(size);
  const images: ArrayBuffer[] = [];
  for (const tag of tags) {
    drawFingerprint(surface.context, fingerprintGeometry(tag.seed, tag.version), size, hubImage);
    images.push(await (await surface.toPng()).arrayBuffer());
  }
  return images;
}
