import { FALLBACK_TAGS_PER_ARCHIVE, type TagDownloadJob } from '../tag-download-job';

/** The slice of a collection's tags that one archive holds. */
export interface ArchiveSlice {
  archiveNumber: number;
  archiveTotal: number;
  startTagOffset: number;
  tagCount: number;
}

/** Splits `tagCount` tags into archives of at most `tagsPerArchive`, numbered from 1; no tags, no archives. */
export function splitIntoArchives(tagCount: number, tagsPerArchive: number): ArchiveSlice[] {
  const size = Number.isInteger(tagsPerArchive) && tagsPerArchive > 0 ? tagsPerArchive : FALLBACK_TAGS_PER_ARCHIVE;
  const total = tagCount > 0 ? Math.ceil(tagCount / size) : 0;
  return Array.from({ length: total }, (_, index) => {
    const startTagOffset = index * size;
    return {
      archiveNumber: index + 1,
      archiveTotal: total,
      startTagOffset,
      tagCount: Math.min(size, tagCount - startTagOffset),
    };
  });
}

type ArchiveKind = Pick<TagDownloadJob, 'imageFormatOption' | 'printColour'>;

/** `pdf-k`, `eps-rgb`, `png`: the format, and for print files the colour mode (K-only is the default). */
export function archiveKind({ imageFormatOption, printColour }: ArchiveKind): string {
  const format = imageFormatOption.toLowerCase();
  if (imageFormatOption === 'PNG') return format;
  return `${format}-${printColour === 'rgb' ? 'rgb' : 'k'}`;
}

/**
 * `{prefix}-{kind}-{n}-of-{total}`, without extension: the zip's name. The kind keeps a PDF run and a
 * PNG run of one collection from taking the same name.
 */
export function archiveFileName(
  prefix: string,
  kind: ArchiveKind,
  archiveNumber: number,
  archiveTotal: number,
): string {
  return `${prefix}-${archiveKind(kind)}-${archiveNumber}-of-${archiveTotal}`;
}

/** Tag indexes are padded to at least this many digits: a million tags a collection name in order. */
const MIN_INDEX_DIGITS = 6;

/**
 * Each tag file's name, `{index}-{short code}.{extension}`, the index zero-padded to one width for the
 * whole archive, so a listing sorted by name is the archive's print order (ascending tag index).
 */
export function tagFileNames(tags: { sequenceNumber: number; shortCode: string }[], extension: string): string[] {
  const largest = tags.reduce((most, tag) => Math.max(most, tag.sequenceNumber), 0);
  const digits = Math.max(MIN_INDEX_DIGITS, String(largest).length);
  return tags.map(
    ({ sequenceNumber, shortCode }) => `${String(sequenceNumber).padStart(digits, '0')}-${shortCode}.${extension}`,
  );
}
