import { strToU8 } from 'fflate';
import { fetchTags } from '../fetch-tags';
import { manifestCsv, zipArchive, type ArchiveFile } from './tag-archive';
import type { PngRenderPool } from './png-pool';

/** PNG tags are drawn this many pixels square: 85 mm at 300 dpi. */
export const PNG_TAG_SIZE_PX = 1000;

export type TagImageFormat = 'EPS' | 'PNG' | 'PDF';

/** 001 §4, in order. */
export type TagImageJobStatus =
  'queued' | 'downloading data' | 'generating' | 'archiving' | 'finalising' | 'cleaning up' | 'complete';

export interface TagImageJobSpec {
  projectId: string;
  collectionId: string;
  fileName: string;
  startTagOffset: number;
  tagCount: number;
  imageFormatOption: TagImageFormat;
  /** A data: URL, or '' for an empty hub. */
  hubImageBase64Data: string;
}

export interface TagImageJobProgress {
  status?: TagImageJobStatus;
  tagsComplete?: number;
  percentageComplete?: number;
}

interface ListedTag {
  id: string;
  seed: string;
  version: number;
  sequenceNumber: number;
  shortCode: string;
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
  if (job.imageFormatOption !== 'PNG') throw new Error(`${job.imageFormatOption} files are not made yet; choose PNG.`);
  report({ status: 'downloading data', tagsComplete: 0, percentageComplete: 0 });
  const tags = await fetchTags<ListedTag>({
    projectId: job.projectId,
    collectionId: job.collectionId,
    start: job.startTagOffset,
    count: job.tagCount,
    fields: ['id', 'seed', 'version', 'sequenceNumber', 'shortCode'],
  });
  report({ status: 'generating' });
  pool.configure(job.hubImageBase64Data ? await (await fetch(job.hubImageBase64Data)).blob() : null);
  const images = await pool.render(tags, PNG_TAG_SIZE_PX, (done) =>
    report({ tagsComplete: done, percentageComplete: Math.round((done / tags.length) * 100) }),
  );
  report({ status: 'archiving' });
  const files: ArchiveFile[] = tags.map((tag, index) => ({
    name: `${tag.id}.png`,
    bytes: new Uint8Array(images[index]!),
    tagId: tag.id,
    tagIndex: tag.sequenceNumber,
    shortCode: tag.shortCode,
  }));
  const manifest = await manifestCsv(files, `${window.location.origin}/s/`);
  return zipArchive([...files, { name: 'manifest.csv', bytes: strToU8(manifest) }]);
}
