import { fingerprintGeometry, type HubLogo } from 'shared/fingerprint';
import type { TagDownloadJob } from '../tag-download-job';
import type { TagJobOptions } from '../tag-job-options';

export type ProofSheetJob = Pick<TagDownloadJob, 'fileName' | 'collectionName' | 'archiveNumber' | 'archiveTotal'> &
  TagJobOptions;

export interface ProofTag {
  seed: string;
  version: number;
  sequenceNumber: number;
  shortCode: string;
}

/** A4 portrait in millimetres, four tags of 40 mm a row, three rows. */
const PAGE = { width: 210, height: 297, margin: 15 };
const PROOF_DIAMETER_MM = 40;
const COLUMNS = 4;
export const PROOF_TAGS = 12;

/**
 * Noto Sans (SIL Open Font License 1.1), shipped with the build and embedded in the proof sheet: a
 * printer's preflight refuses the standard fonts, which a PDF only names.
 */
const FONT_URL = new URL(
  '../../../../node_modules/@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  import.meta.url,
);
// The name is the PDF's BaseFont: a subset's starts with a six-letter tag and '+' (ISO 32000-1 §9.6.4).
const FONT = { file: 'NotoSans-Regular.ttf', name: 'SFPROF+NotoSans-Regular' };

let fontBytes: Promise<Uint8Array> | undefined;
/** The font's bytes, fetched once a page: every proof sheet after the first takes them from memory. */
export function proofSheetFont(): Promise<Uint8Array> {
  fontBytes ??= fetch(FONT_URL)
    .then((answer) => answer.arrayBuffer())
    .then((buffer) => new Uint8Array(buffer));
  fontBytes.catch(() => {
    fontBytes = undefined;
  });
  return fontBytes;
}

/** jsPDF takes a font file as a binary string. */
function binaryString(bytes: Uint8Array): string {
  const parts: string[] = [];
  for (let offset = 0; offset < bytes.length; offset += 0x8000) {
    parts.push(String.fromCharCode(...bytes.subarray(offset, offset + 0x8000)));
  }
  return parts.join('');
}

/** Scripts the font surely draws (Latin, Greek, Cyrillic, punctuation); anything else prints as '?'. */
const printable = (text: string) =>
  text.replace(/[^\u0020-\u007e\u00a0-\u024f\u0370-\u03ff\u0400-\u04ff\u2010-\u2027\u2030-\u205e\u20ac]/g, '?');

/** The job's settings as the lines printed at the top of its proof sheet. */
export function proofSheetSettings(job: ProofSheetJob, tags: ProofTag[], madeAt: Date): string[] {
  const first = tags[0]?.sequenceNumber ?? 0;
  const format =
    job.imageFormatOption === 'PNG'
      ? `PNG, ${job.pngSize} px square`
      : `${job.imageFormatOption}, tag ${job.pdfTagSize} mm, margin ${job.pdfTagMargin} mm (page ${job.pdfTagSize + 2 * job.pdfTagMargin} mm)`;
  const lines = [
    `Archive: ${job.fileName}.zip (${job.archiveNumber} of ${job.archiveTotal})`,
    `Collection: ${job.collectionName}`,
    `Format: ${format}`,
  ];
  if (job.imageFormatOption !== 'PNG') {
    lines.push(
      `Black: ${(job.printColour ?? 'cmyk') === 'cmyk' ? 'K plate only (CMYK 0 0 0 100)' : 'RGB 0 0 0'}; ` +
        `bleed ${job.bleedMm ?? 0} mm; crop marks ${job.cropMarks ? 'on' : 'off'}; ` +
        `background ${job.whiteBackground ? 'white' : 'none'}`,
    );
  }
  lines.push(`Clear zone: ink stays ${job.clearZoneMm ?? 0} mm inside the trim`);
  lines.push(
    `Hub image: ${job.hubImageOption === 'CUSTOM_LOGO' ? 'Custom Logo' : 'No Logo'}`,
    `First tags of the archive, from index ${first}; shown at ${PROOF_DIAMETER_MM} mm, not to print size`,
    `Made ${madeAt.toISOString()}`,
  );
  return lines.map(printable);
}

/**
 * The archive's one-page proof: its settings in words and its first tags drawn as vectors with their
 * index and short code, so a printer and the brand can check a run before printing all of it.
 */
export async function proofSheetPdf(
  job: ProofSheetJob,
  tags: ProofTag[],
  hubLogo?: HubLogo,
  madeAt = new Date(),
  font: Promise<Uint8Array> = proofSheetFont(),
): Promise<Uint8Array> {
  const [{ jsPDF }, { drawFingerprintPdf, drawHubLogoPdf, setPdfBlack }, fontFile] = await Promise.all([
    import('jspdf'),
    import('shared/fingerprint/pdf'),
    font,
  ]);
  const doc = new jsPDF({ unit: 'mm', format: 'a4', putOnlyUsedFonts: true, compress: true });
  // jsPDF writes a TrueType font as a subset of the glyphs used (Identity-H), embedded in the file.
  doc.addFileToVFS(FONT.file, binaryString(fontFile));
  doc.addFont(FONT.file, FONT.name, 'normal');
  // The document's title is written in PDFDocEncoding, which is Latin-1 for these characters.
  const title = `Proof sheet: ${job.fileName}`.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
  doc.setProperties({ title, creator: 'Smart Fingerprint console' });
  setPdfBlack(doc, job.printColour);
  doc.setFont(FONT.name, 'normal').setFontSize(16);
  doc.text('Proof sheet', PAGE.margin, PAGE.margin + 5);
  doc.setFontSize(10);
  const settings = proofSheetSettings(job, tags, madeAt);
  settings.forEach((line, index) => doc.text(line, PAGE.margin, PAGE.margin + 14 + index * 6));

  const gap = (PAGE.width - 2 * PAGE.margin - COLUMNS * PROOF_DIAMETER_MM) / (COLUMNS - 1);
  const top = PAGE.margin + 22 + settings.length * 6;
  tags.slice(0, PROOF_TAGS).forEach((tag, index) => {
    const x = PAGE.margin + (index % COLUMNS) * (PROOF_DIAMETER_MM + gap);
    const y = top + Math.floor(index / COLUMNS) * (PROOF_DIAMETER_MM + 14);
    const shapes = fingerprintGeometry(tag.seed, tag.version);
    drawFingerprintPdf(doc, shapes, { x, y, diameter: PROOF_DIAMETER_MM });
    if (hubLogo) drawHubLogoPdf(doc, shapes, hubLogo, { x, y, diameter: PROOF_DIAMETER_MM });
    doc.setFontSize(8);
    doc.text(`#${tag.sequenceNumber}`, x, y + PROOF_DIAMETER_MM + 5);
    doc.text(tag.shortCode, x, y + PROOF_DIAMETER_MM + 9);
  });
  return new Uint8Array(doc.output('arraybuffer'));
}
