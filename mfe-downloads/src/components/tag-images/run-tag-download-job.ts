import { strToU8 } from 'fflate';
import { fingerprintEps, fingerprintGeometry, type HubLogo, type PrintOptions } from 'shared/fingerprint';
import { fetchTags } from '../fetch-tags';
import { DEFAULT_PNG_SIZE_PX, type TagDownloadJob } from './tag-download-job';
import { manifestCsv, rangeManifestCsv, zipArchive, type ArchiveFile } from './tag-archive';
import { hubLogoOf } from './hub-logo-raster';
import type { PngRenderPool } from './png-pool';
import { PROOF_TAGS, proofSheetPdf, type ProofSheetJob } from './proof-sheet';

/** What making an archive needs of a job. */
export type TagImageJobSpec = ProofSheetJob &
  Pick<TagDownloadJob, 'projectId' | 'collectionId' | 'startTagOffset' | 'tagCount' | 'hubImageBase64Data'>;
export type TagImageJobProgress = Partial<Pick<TagDownloadJob, 'status' | 'tagsComplete' | 'percentageComplete'>>;

interface ListedTag {
  id: string;
  seed: string;
  version: number;
  sequenceNumber: number;
  shortCode: string;
  /** 001 §3: a list whose first item holds the metadata. */
  tagMetadata?: { data: Record<string, string> }[];
}

/** Tags drawn between two looks at the clock: the page stays responsive and progress moves. */
const VECTOR_BATCH = 200;

/**
 * Each tag's file bytes. PNG on the worker pool; EPS (a string build, ~20,000 a second) and PDF
 * (jspdf, loaded only when a PDF job runs) on the page, in batches that yield between them.
 */
async function renderFiles(
  job: TagImageJobSpec,
  tags: ListedTag[],
  pool: PngRenderPool,
  hubLogo: HubLogo | undefined,
  onProgress: (done: number) => void,
): Promise<Uint8Array[]> {
  if (job.imageFormatOption === 'PNG') {
    pool.configure(job.hubImageBase64Data ? await (await fetch(job.hubImageBase64Data)).blob() : null);
    return (await pool.render(tags, job.pngSize || DEFAULT_PNG_SIZE_PX, onProgress)).map(
      (image) => new Uint8Array(image),
    );
  }
  const print = { colour: job.printColour, bleedMm: job.bleedMm, cropMarks: job.cropMarks, hubLogo };
  const draw =
    job.imageFormatOption === 'EPS'
      ? (tag: ListedTag) =>
          strToU8(fingerprintEps(fingerprintGeometry(tag.seed, tag.version), { ...print, title: tag.id }))
      : await pdfDrawer(job, print);
  const files: Uint8Array[] = [];
  for (let start = 0; start < tags.length; start += VECTOR_BATCH) {
    for (const tag of tags.slice(start, start + VECTOR_BATCH)) files.push(draw(tag));
    onProgress(files.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return files;
}

async function pdfDrawer(job: TagImageJobSpec, print: PrintOptions): Promise<(tag: ListedTag) => Uint8Array> {
  const { fingerprintPdf } = await import('shared/fingerprint/pdf');
  return (tag) =>
    fingerprintPdf(fingerprintGeometry(tag.seed, tag.version), {
      ...print,
      diameterMm: job.pdfTagSize,
      marginMm: job.pdfTagMargin,
      title: tag.id,
    });
}

/**
 * One archive of tag images: the tags' seeds, every image drawn, a manifest, a zip. Answers the zip;
 * `report` hears each state and the count of tags drawn.
 */
export async function runTagImageJob(
  job: TagImageJobSpec,
  pool: PngRenderPool,
  report: (progress: TagImageJobProgress) => void,
): Promise<Blob> {
  report({ status: 'downloading data', tagsComplete: 0, percentageComplete: 0 });
  const tags = await fetchTags<ListedTag>({
    projectId: job.projectId,
    collectionId: job.collectionId,
    start: job.startTagOffset,
    count: job.tagCount,
    fields: ['id', 'seed', 'version', 'sequenceNumber', 'shortCode', 'tagMetadata'],
  });
  report({ status: 'generating' });
  // PNGs and their proof show the logo in its colours; print files as their black is asked.
  const logoColour = job.imageFormatOption === 'PNG' ? 'rgb' : (job.printColour ?? 'cmyk');
  const hubLogo = job.hubImageBase64Data ? await hubLogoOf(job.hubImageBase64Data, logoColour) : undefined;
  const onProgress = (done: number) =>
    report({ tagsComplete: done, percentageComplete: Math.round((done / tags.length) * 100) });
  const drawn = await renderFiles(job, tags, pool, hubLogo, onProgress);
  report({ status: 'archiving' });
  // Let the page show 'archiving' before the manifest's hashing starts.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const extension = job.imageFormatOption.toLowerCase();
  const files: ArchiveFile[] = tags.map((tag, index) => ({
    name: `${tag.id}.${extension}`,
    bytes: drawn[index]!,
    tagId: tag.id,
    tagIndex: tag.sequenceNumber,
    shortCode: tag.shortCode,
    metadata: tag.tagMetadata?.[0]?.data ?? {},
  }));
  const manifest = await manifestCsv(files, `${window.location.origin}/s/`);
  return zipArchive([
    ...files,
    { name: 'manifest.csv', bytes: strToU8(manifest) },
    { name: 'manifest-ranges.csv', bytes: strToU8(rangeManifestCsv(files)) },
    { name: 'proof-sheet.pdf', bytes: await proofSheetPdf(job, tags.slice(0, PROOF_TAGS), hubLogo) },
  ]);
}
