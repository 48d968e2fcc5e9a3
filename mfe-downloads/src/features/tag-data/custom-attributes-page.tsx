import { TagDataPage } from './components/tag-data-page';

/** Collection /custom-attributes (000 §2, §5): per-tag custom attributes down as files and up from CSV. */
export default function CustomAttributesPage() {
  return (
    <TagDataPage
      kind="custom-attributes"
      title="Custom Attributes (new)"
      uploadHelp={
        <>
          A CSV with a tag_id column and a column per attribute, one row per tag. The whole file is checked first: one
          bad row and nothing is stored.
        </>
      }
    />
  );
}
