/**
 * The shapes of a Smart Fingerprint, from its seed and version alone (DESIGN §4), in a square of side 1
 * (the tag's diameter) centred on (0.5, 0.5). The same numbers in every runtime: only integer
 * arithmetic decides what is drawn, and coordinates come from Math.sin/cos of fixed angles.
 */

export interface Dot {
  x: number;
  y: number;
  r: number;
}

/** An arc of a track circle between two neighbouring dots, drawn as a stroke. */
export interface Link {
  cx: number;
  cy: number;
  radius: number;
  startAngle: number;
  endAngle: number;
  width: number;
}

export interface FingerprintShapes {
  version: number;
  /** The rim: a ring of this radius and stroke width. */
  rim: { radius: number; width: number };
  /** The hub: a ring around the centre where a logo may go. */
  hub: { radius: number; width: number };
  dots: Dot[];
  links: Link[];
  /** A filled triangle pointing up, so a scanner knows which way is up. */
  orientation: [number, number][];
}

/** The smallest feature allowed, as a share of the diameter (DESIGN §4: prints ≥ 0.3 mm at 20 mm). */
export const MIN_FEATURE = 0.015;

/** The thinnest line a print shop accepts: 0.25 pt. */
export const MIN_PRINTED_LINE_MM = (0.25 * 25.4) / 72;

/** PNG tags print at this resolution (the API's too): 1000 px is 85 mm, as the download form states. */
export const PNG_DPI = 300;

/** The smallest tag diameter, to 0.1 mm up, whose thinnest feature prints that wide inside its clear zone. */
export const minTagDiameterMm = (clearZoneMm: number) =>
  Math.ceil(Math.round((MIN_PRINTED_LINE_MM / MIN_FEATURE + 2 * clearZoneMm) * 1e6) / 1e5) / 10;

/** The same for a PNG at `dpi`, in whole pixels, its clear zone rounded to whole pixels as it is drawn. */
export const minTagSizePx = (clearZoneMm: number, dpi: number) =>
  Math.ceil(((MIN_PRINTED_LINE_MM / MIN_FEATURE) * dpi) / 25.4) + 2 * Math.round((clearZoneMm * dpi) / 25.4);

interface VersionLayout {
  /** Radii of the tracks of dots, hub outwards. */
  tracks: number[];
  /** Dots a track has room for, per unit of circumference. */
  slotsPerUnit: number;
  dotRadius: number;
  linkWidth: number;
}

const LAYOUTS: Record<number, VersionLayout> = {
  1: { tracks: [0.215, 0.26, 0.305, 0.35, 0.395], slotsPerUnit: 16, dotRadius: 0.0125, linkWidth: MIN_FEATURE },
};

export const FINGERPRINT_VERSIONS = Object.keys(LAYOUTS).map(Number);

/** The angle window at the top kept free for the orientation mark, in radians either side of straight up. */
const ORIENTATION_GAP = 0.32;

/** xoshiro128**: small, fast and specified, seeded with the 128 bits of the tag's seed. */
function generator(seedHex: string): () => number {
  if (!/^[0-9a-f]{32}$/i.test(seedHex)) throw new Error('A fingerprint seed is 32 hexadecimal digits');
  const s = [0, 8, 16, 24].map((at) => Number.parseInt(seedHex.slice(at, at + 8), 16) >>> 0);
  // xoshiro needs a state that is not all zero.
  if (s.reduce((bits, word) => bits | word, 0) === 0) s[0] = 1;
  const rotl = (x: number, k: number) => ((x << k) | (x >>> (32 - k))) >>> 0;
  return () => {
    const result = Math.imul(rotl(Math.imul(s[1]!, 5) >>> 0, 7), 9) >>> 0;
    const t = (s[1]! << 9) >>> 0;
    s[2] = (s[2]! ^ s[0]!) >>> 0;
    s[3] = (s[3]! ^ s[1]!) >>> 0;
    s[1] = (s[1]! ^ s[2]!) >>> 0;
    s[0] = (s[0]! ^ s[3]!) >>> 0;
    s[2] = (s[2]! ^ t) >>> 0;
    s[3] = rotl(s[3]!, 11);
    return result;
  };
}

/** Rounded to 1/100,000 of the diameter, so SVG text is the same wherever it is made. */
const round = (value: number) => Math.round(value * 100_000) / 100_000;

export function fingerprintGeometry(seedHex: string, version = 1): FingerprintShapes {
  const layout = LAYOUTS[version];
  if (!layout) throw new Error(`Unknown fingerprint version ${version}; known: ${FINGERPRINT_VERSIONS.join(', ')}`);
  const next = generator(seedHex);
  const dots: Dot[] = [];
  const links: Link[] = [];
  for (const radius of layout.tracks) {
    const slots = Math.round(2 * Math.PI * radius * layout.slotsPerUnit);
    const step = (2 * Math.PI) / slots;
    let previous: { angle: number; linked: boolean } | null = null;
    for (let slot = 0; slot < slots; slot += 1) {
      // Angles run clockwise from straight up; the top window stays free for the orientation mark.
      const angle = slot * step;
      const bits = next();
      const fromTop = Math.min(angle, 2 * Math.PI - angle);
      if (fromTop < ORIENTATION_GAP || (bits & 1) === 0) {
        previous = null;
        continue;
      }
      dots.push({
        x: round(0.5 + radius * Math.sin(angle)),
        y: round(0.5 - radius * Math.cos(angle)),
        r: layout.dotRadius,
      });
      // A link joins this dot to the one before on the same track, one time in two.
      if (previous && !previous.linked && (bits & 2) !== 0) {
        links.push({
          cx: 0.5,
          cy: 0.5,
          radius,
          startAngle: round(previous.angle),
          endAngle: round(angle),
          width: layout.linkWidth,
        });
        previous = { angle, linked: true };
      } else {
        previous = { angle, linked: false };
      }
    }
  }
  return {
    version,
    rim: { radius: 0.48, width: 0.03 },
    hub: { radius: 0.16, width: 0.02 },
    dots,
    links,
    orientation: [
      [0.5, 0.215 - 0.03],
      [0.5 - 0.035, 0.215 + 0.03],
      [0.5 + 0.035, 0.215 + 0.03],
    ].map(([x, y]) => [round(x!), round(y!)] as [number, number]),
  };
}

/** Bits that choose a layout (each free slot is a dot or not), per version: see ADR 0042. */
export function layoutBits(version = 1): number {
  const layout = LAYOUTS[version];
  if (!layout) throw new Error(`Unknown fingerprint version ${version}`);
  return layout.tracks.reduce((bits, radius) => {
    const slots = Math.round(2 * Math.PI * radius * layout.slotsPerUnit);
    const step = (2 * Math.PI) / slots;
    let free = 0;
    for (let slot = 0; slot < slots; slot += 1) {
      const angle = slot * step;
      if (Math.min(angle, 2 * Math.PI - angle) >= ORIENTATION_GAP) free += 1;
    }
    return bits + free;
  }, 0);
}
