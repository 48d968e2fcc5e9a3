import { strToU8 } from 'fflate';
import { PNG_DPI, type HubLogo } from 'shared/fingerprint';
import { fetchTags } from '../../../jobs/fetch-tags';
import { DEFAULT_PNG_SIZE_PX, type TagDownloadJob } from '../tag-download-job';
import { archiveReadme, manifestCsv, rangeManifestCsv, type ArchiveFile } from './tag-archive';
import { tagFileNames } from './archive-plan';
import { hubLogoOf } from './hub-logo-raster';
import type { TagFilePool } from '../worker/tag-file-pool';
import type { TagFileSpec } from '../worker/tag-file-protocol';
import { zipArchive, zipEntryOf } from '../worker/zip-entries';
import { PROOF_TAGS, proofSheetPdf, type ProofSheetJob } from './proof-sheet';

/** What making an archive needs of a job. */
export type TagImageJobSpec = ProofSheetJob &
  Pick<
    TagDownloadJob,
    | 'projectId'
    | 'collectionId'
    | 'startTagOffset'
    | 'tagCount'
    | 'hubImageBase64Data'
    | 'clearZoneMm'
    | 'whiteBackground'
  >;
export type TagImageJobProgress = Partial<
  Pick<TagDownloadJob, 'status' | 'tagsComplete' | 'percentageComplete' | 'tagsPerSecond'>
>;

/** A tag as an archive needs it: its drawing, its file's name, its manifest row. */
export interface ArchiveTag {
  id: string;
  seed: string;
  version: number;
  sequenceNumber: number;
  shortCode: string;
  /** 001 §3: a list whose first item holds the metadata. */
  tagMetadata?: { data: Record<string, string> }[];
}

/** The page's progress bar and the job kept in IndexedDB move at most this often: each update does both. */
const PROGRESS_EVERY_MS = 250;

/** What every file of the job shares, for the tag file workers; PDF and EPS take the logo as a bitmap. */
async function tagFileSpecOf(job: TagImageJobSpec, hubLogo: HubLogo | undefined): Promise<TagFileSpec> {
  const clearZoneMm = job.clearZoneMm ?? 0;
  if (job.imageFormatOption === 'PNG') {
    const hubImage = job.hubImageBase64Data ? await (await fetch(job.hubImageBase64Data)).blob() : null;
    const clearPx = Math.round((clearZoneMm * PNG_DPI) / 25.4);
    return { format: 'PNG', sizePx: job.pngSize || DEFAULT_PNG_SIZE_PX, clearPx, hubImage };
  }
  const print = {
    colour: job.printColour,
    bleedMm: job.bleedMm,
    cropMarks: job.cropMarks,
    hubLogo,
    diameterMm: job.pdfTagSize,
    marginMm: job.pdfTagMargin,
    clearZoneMm,
    whiteBackground: job.whiteBackground ?? false,
  };
  return job.imageFormatOption === 'EPS' ? { format: 'EPS', print } : { format: 'PDF', print };
}

export const fetchArchiveTags = (job: TagImageJobSpec) =>
  fetchTags<ArchiveTag>({
    projectId: job.projectId,
    collectionIds: [job.collectionId],
    start: job.startTagOffset,
    count: job.tagCount,
    fields: ['id', 'seed', 'version', 'sequenceNumber', 'shortCode', 'tagMetadata'],
  });

/**
 * One archive of tag images: the tags (fetched by the caller, perhaps ahead), every image drawn, a
 * manifest, a zip. Answers the zip; `report` hears each state and the count of tags drawn.
 */
export async function runTagImageJob(
  job: TagImageJobSpec,
  archiveTags: Promise<ArchiveTag[]>,
  pool: TagFilePool,
  report: (progress: TagImageJobProgress) => void,
): Promise<Blob> {
  report({ status: 'downloading data', tagsComplete: 0, percentageComplete: 0, tagsPerSecond: undefined });
  const tags = await archiveTags;
  report({ status: 'generating' });
  // PNGs and their proof show the logo in its colours; print files as their black is asked.
  const logoColour = job.imageFormatOption === 'PNG' ? 'rgb' : (job.printColour ?? 'cmyk');
  const hubLogo = job.hubImageBase64Data ? await hubLogoOf(job.hubImageBase64Data, logoColour) : undefined;
  let reportedAt = 0;
  pool.configure(await tagFileSpecOf(job, hubLogo));
  const drawingSince = performance.now();
  const onProgress = (done: number) => {
    const now = performance.now();
    if (done < tags.length && now - reportedAt < PROGRESS_EVERY_MS) return;
    reportedAt = now;
    report({
      tagsComplete: done,
      percentageComplete: Math.round((done / tags.length) * 100),
      tagsPerSecond: done / (Math.max(now - drawingSince, 1) / 1000),
    });
  };
  // The proof sheet is made on the page while the workers draw, when the page has little else to do.
  const [drawn, proofSheet] = await Promise.all([
    pool.draw(
      tags.map(({ id, seed, version }) => ({ id, seed, version })),
      onProgress,
    ),
    proofSheetPdf(job, tags.slice(0, PROOF_TAGS), hubLogo).then((pdf) => zipEntryOf('proof-sheet.pdf', pdf, true)),
  ]);
  report({ status: 'archiving' });
  // Named here, not by the workers, which draw a tag from its seed alone.
  const names = tagFileNames(tags, job.imageFormatOption.toLowerCase());
  const tagFiles = drawn.map((file, index) => ({ ...file, name: names[index]! }));
  const files: ArchiveFile[] = tags.map((tag, index) => ({
    name: names[index]!,
    sha256: drawn[index]!.sha256,
    tagId: tag.id,
    tagIndex: tag.sequenceNumber,
    shortCode: tag.shortCode,
    metadata: tag.tagMetadata?.[0]?.data ?? {},
  }));
  const manifest = manifestCsv(files, `${window.location.origin}/s/`);
  return zipArchive([
    ...tagFiles,
    zipEntryOf('manifest.csv', strToU8(manifest), true),
    zipEntryOf('manifest-ranges.csv', strToU8(rangeManifestCsv(files)), true),
    proofSheet,
    zipEntryOf('README.txt', strToU8(archiveReadme(job.fileName, names[0] ?? '')), true),
  ]);
}
