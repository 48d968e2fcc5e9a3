import { useTagPng } from '../api/get-tag-png';
import { ImageBox } from '../../../components/image-box';

const HEIGHT = 200;

/** The tag the scan matched, as GET /tags/{id}/png draws it; a scan without a tag says so. */
export function MatchedFingerprint({ projectId, tagId }: { projectId: string; tagId: string | null }) {
  if (!tagId)
    return <ImageBox image={undefined} alt="Matched fingerprint" height={HEIGHT} missingText="No tag matched" />;
  return <TagPng projectId={projectId} tagId={tagId} />;
}

function TagPng({ projectId, tagId }: { projectId: string; tagId: string }) {
  const png = useTagPng(projectId, tagId);
  return (
    <ImageBox
      image={png.data}
      alt={`Matched fingerprint, tag ${tagId}`}
      height={HEIGHT}
      isLoading={png.isPending}
      missingText="Fingerprint could not be loaded"
    />
  );
}
