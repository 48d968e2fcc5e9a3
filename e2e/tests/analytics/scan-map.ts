import { expect, type Locator, type Page } from '@playwright/test';

/** The cluster fill and the land of the shipped world map (scan-map.tsx), as the canvas draws them. */
export const CLUSTER_BLUE = [25, 113, 194];
export const LAND_GREY = [222, 226, 230];

export interface CanvasSample {
  width: number;
  height: number;
  /** Pixels of each colour; `blue` also lists where they are, in CSS pixels from the canvas's corner. */
  land: number;
  blue: { x: number; y: number }[];
  distinctColours: number;
}

/** The 'Scan Map' panel: its canvases, zoom buttons, clusters (as the screen-reader table lists them) and side list. */
export class ScanMapPanel {
  readonly region: Locator;
  readonly canvas: Locator;

  constructor(private readonly page: Page) {
    this.region = page.getByRole('region', { name: 'Scan Map' });
    // deck.gl's canvas, above the basemap's.
    this.canvas = this.region.locator('canvas').last();
  }

  /** The map's whole zoom, as the link keeps it (`map=latitude,longitude,zoom`; absent: the whole world). */
  zoom(): number {
    const view = new URL(this.page.url()).searchParams.get('map');
    return view ? Math.floor(Number(view.split(',')[2])) : 0;
  }

  sideList() {
    return this.region.getByRole('table', { name: 'Scans in view' });
  }

  /** Each cluster's count, from the table the panel keeps for screen readers. */
  async clusterCounts(): Promise<number[]> {
    const cells = this.region
      .getByRole('table', { name: 'Clusters on the map', includeHidden: true })
      .locator('tbody tr td:first-child');
    return (await cells.allTextContents()).map((count) => Number(count.replace(/,/g, '')));
  }

  /** 'N scans in view, in M clusters.' under the map ('1 scan', '1 cluster' when one). */
  async scansInView(): Promise<number> {
    const caption = this.region.getByText(/^[\d,]+ scans? in view, in [\d,]+ clusters?\./);
    await expect(caption).toBeVisible();
    return Number((await caption.textContent())!.split(' ')[0]!.replace(/,/g, ''));
  }

  /** Waits until the basemap's canvas has been drawn at the map's size (one not drawn yet is 300 pixels wide). */
  async basemapDrawn(): Promise<void> {
    const basemap = this.region.locator('canvas').first();
    await expect
      .poll(() =>
        basemap.evaluate(
          (canvas: HTMLCanvasElement) => Math.abs(canvas.width - canvas.clientWidth * window.devicePixelRatio) <= 1,
        ),
      )
      .toBe(true);
  }

  /**
   * Reads the map's canvases back, the basemap's under deck.gl's (which keeps its drawing buffer), and counts
   * the colours the two show together.
   */
  async sample(): Promise<CanvasSample> {
    await this.canvas.waitFor();
    return this.region.locator('canvas').evaluateAll(
      (canvases: HTMLCanvasElement[], [blue, land]: number[][]) => {
        const top = canvases[canvases.length - 1]!;
        const copy = document.createElement('canvas');
        copy.width = top.width;
        copy.height = top.height;
        const context = copy.getContext('2d')!;
        for (const canvas of canvases) context.drawImage(canvas, 0, 0, copy.width, copy.height);
        const { data } = context.getImageData(0, 0, copy.width, copy.height);
        const near = (i: number, rgb: number[]) => rgb.every((value, c) => Math.abs(data[i + c]! - value) <= 3);
        const scale = top.width / top.clientWidth;
        const colours = new Set<number>();
        const sample: CanvasSample = {
          width: top.clientWidth,
          height: top.clientHeight,
          land: 0,
          blue: [],
          distinctColours: 0,
        };
        for (let i = 0; i < data.length; i += 4) {
          colours.add((data[i]! << 24) | (data[i + 1]! << 16) | (data[i + 2]! << 8) | data[i + 3]!);
          if (near(i, land!)) sample.land++;
          if (near(i, blue!)) {
            const pixel = i / 4;
            sample.blue.push({ x: (pixel % copy.width) / scale, y: Math.floor(pixel / copy.width) / scale });
          }
        }
        sample.distinctColours = colours.size;
        return sample;
      },
      [CLUSTER_BLUE, LAND_GREY],
    );
  }

  /**
   * What the user sees of the map, every canvas on it composited (a MapLibre basemap draws in a canvas of its own,
   * under deck.gl's): the share of its pixels near each of these colours.
   */
  async shareOnScreen<K extends string>(colours: Record<K, number[]>): Promise<Record<K, number>> {
    const screenshot = await this.canvas.screenshot();
    return this.page.evaluate(
      async ([png, wanted]) => {
        // Decoded without fetch: the console's CSP lets a page fetch no data: URL.
        const bytes = Uint8Array.from(atob(png), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
        const pixels = data.length / 4;
        const near = (i: number, rgb: number[]) => rgb.every((value, c) => Math.abs(data[i + c]! - value) <= 4);
        return Object.fromEntries(
          Object.entries(wanted).map(([name, rgb]) => {
            let count = 0;
            for (let i = 0; i < data.length; i += 4) if (near(i, rgb)) count++;
            return [name, count / pixels];
          }),
        ) as Record<K, number>;
      },
      [screenshot.toString('base64'), colours as Record<string, number[]>] as const,
    );
  }

  /**
   * Clicks the cluster drawn nearest the centre of the map, once the drawing has settled (new clusters
   * arrive a moment after each move).
   */
  async clickClusterNearCentre(): Promise<void> {
    const readings: CanvasSample[] = [];
    await expect
      .poll(
        async () => {
          readings.unshift(await this.sample());
          const [latest, previous] = readings;
          return latest!.blue.length > 0 && latest!.blue.length === previous?.blue.length;
        },
        { message: 'the clusters drawn, the same in two readings 400 ms apart', intervals: [400] },
      )
      .toBe(true);
    const { blue, width, height } = readings[0]!;
    const distance = (p: { x: number; y: number }) => Math.hypot(p.x - width / 2, p.y - height / 2);
    const nearest = blue.reduce((best, p) => (distance(p) < distance(best) ? p : best));
    await this.canvas.click({ position: nearest });
  }
}
