import { safeFileStem } from '../file-names';
import { FALLBACK_TAGS_PER_ARCHIVE } from './tag-download-job';

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

/** `{collection name}-{n}-of-{total}`, without extension: the zip's name. */
export function archiveFileName(collectionName: string, archiveNumber: number, archiveTotal: number): string {
  return `${safeFileStem(collectionName)}-${archiveNumber}-of-${archiveTotal}`;
}
