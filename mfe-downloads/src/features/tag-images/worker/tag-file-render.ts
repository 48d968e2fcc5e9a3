import { strToU8 } from 'fflate';
import {
  drawFingerprint,
  fingerprintEps,
  fingerprintGeometry,
  NO_2D_CONTEXT,
  tagPng,
  type Context2D,
} from 'shared/fingerprint';
import type { TagFile, TagFileSpec, TagToDraw } from './tag-file-protocol';
import { zipEntryOf, type ZipEntry } from './zip-entries';

/**
 * An OffscreenCanvas's 2D context where there is one (workers, modern pages), else a page canvas's; kept
 * in memory, as every tag's pixels are read back to be written grey.
 */
function contextOf(size: number): Context2D {
  const canvas: OffscreenCanvas | HTMLCanvasElement =
    typeof OffscreenCanvas !== 'undefined' ? new OffscreenCanvas(size, size) : document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d', { willReadFrequently: true }) as Context2D | null;
  if (!context) throw new Error(NO_2D_CONTEXT);
  return context;
}

async function sha256(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const NOT_CONFIGURED = 'Tag files were asked for before a job';

export interface TagFileDrawer {
  /** Each tag's file, in order, ready for the zip. */
  files: (tags: TagToDraw[]) => Promise<TagFile[]>;
  /** Lets go of the hub logo's bitmap. */
  release: () => void;
}

interface Drawing {
  draw: (tag: TagToDraw) => Uint8Array | Promise<Uint8Array>;
  release?: () => void;
}

async function drawingOf(spec: TagFileSpec): Promise<Drawing> {
  if (spec.format === 'PNG') {
    const context = contextOf(spec.sizePx);
    const hub = spec.hubImage ? await createImageBitmap(spec.hubImage) : undefined;
    return {
      draw: (tag) => {
        const { sizePx: size } = spec;
        drawFingerprint(context, fingerprintGeometry(tag.seed, tag.version), size, hub, spec.clearPx);
        return tagPng(context);
      },
      release: () => hub?.close(),
    };
  }
  if (spec.format === 'EPS') {
    return {
      draw: (tag) =>
        strToU8(fingerprintEps(fingerprintGeometry(tag.seed, tag.version), { ...spec.print, title: tag.id })),
    };
  }
  // jspdf is loaded only when a PDF job runs.
  const { fingerprintPdf } = await import('shared/fingerprint/pdf');
  return {
    draw: (tag) => fingerprintPdf(fingerprintGeometry(tag.seed, tag.version), { ...spec.print, title: tag.id }),
  };
}

/**
 * Draws a job's tag files, each deflated at level 9 (PNG stored: it is a deflate stream already, and
 * deflating it again halved the 1000 px rate for nothing) with its CRC and SHA-256: in a worker, all of
 * a file's cost stays off the page.
 */
export async function tagFileDrawer(spec: TagFileSpec): Promise<TagFileDrawer> {
  const { draw, release = () => undefined } = await drawingOf(spec);
  const extension = spec.format.toLowerCase();
  return {
    files: async (tags) => {
      const entries: ZipEntry[] = [];
      const hashes: Promise<string>[] = [];
      for (const tag of tags) {
        const bytes = await draw(tag);
        // Awaited all at once: the browser hashes off this thread, so waiting on each in turn only adds hops.
        hashes.push(sha256(bytes));
        entries.push(zipEntryOf(`${tag.id}.${extension}`, bytes, spec.format !== 'PNG'));
      }
      const digests = await Promise.all(hashes);
      return entries.map((entry, index) => ({ ...entry, sha256: digests[index]! }));
    },
    release,
  };
}
