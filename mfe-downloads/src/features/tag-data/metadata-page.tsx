import { Stack } from '@mantine/core';
import { TagDataPage } from './components/tag-data-page';
import { TagStatusUpload } from './components/tag-status-upload';

/** Collection /metadata (000 §2, §5): per-tag metadata down as files and up from CSV; tag statuses up from CSV. */
export default function MetadataPage() {
  return (
    <Stack gap="xl">
      <TagDataPage
        kind="metadata"
        title="Metadata"
        uploadHelp={
          <>
            A CSV with a tag_id column (or tagId, tagid) and a column per metadata key, one row per tag; or
            tag_index_start and tag_index_end columns to give a range of tags the same values. A file's keys replace
            those keys of each tag; empty cells change nothing. The whole file is checked first: one bad row and nothing
            is stored.
          </>
        }
      />
      <TagStatusUpload />
    </Stack>
  );
}
