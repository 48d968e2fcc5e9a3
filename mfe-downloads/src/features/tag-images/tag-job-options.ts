import type { TagDownloadJob } from './tag-download-job';

export type TagJobOptions = Pick<
  TagDownloadJob,
  | 'imageFormatOption'
  | 'pngSize'
  | 'pdfTagSize'
  | 'pdfTagMargin'
  | 'printColour'
  | 'bleedMm'
  | 'cropMarks'
  | 'hubImageOption'
  | 'clearZoneMm'
  | 'whiteBackground'
>;

const LOGO_WORDS: Record<TagDownloadJob['hubImageOption'], string> = {
  NO_LOGO: 'no logo',
  PRODUCT_LOGO: 'product logo',
  CUSTOM_LOGO: 'custom logo',
};

/**
 * Every option a job's files were made with, the ones left off too, so a row says what its archive
 * holds: 'PDF 25 mm, margin 5 mm', 'K-only', 'bleed 1 mm', 'crop marks', 'custom logo', 'clear zone 1 mm',
 * 'white background'. Jobs queued before an option existed read as it was then: K-only, nothing else.
 */
export function jobOptionWords(job: TagJobOptions): string[] {
  const clearZone = job.clearZoneMm ?? 0;
  const common = [LOGO_WORDS[job.hubImageOption], clearZone > 0 ? `clear zone ${clearZone} mm` : 'no clear zone'];
  if (job.imageFormatOption === 'PNG') return [`PNG ${job.pngSize} px`, ...common];
  const bleed = job.bleedMm ?? 0;
  return [
    `${job.imageFormatOption} ${job.pdfTagSize} mm, margin ${job.pdfTagMargin} mm`,
    job.printColour === 'rgb' ? 'RGB' : 'K-only',
    bleed > 0 ? `bleed ${bleed} mm` : 'no bleed',
    job.cropMarks ? 'crop marks' : 'no crop marks',
    ...common,
    job.whiteBackground ? 'white background' : 'no background',
  ];
}
