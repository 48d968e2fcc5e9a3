import { scanImageFile, useScanImage } from '../api/get-scan-image';
import { ImageBox } from './image-box';

const NOT_STORED = 'Image not stored by the console';

interface ScanImageProps {
  url: string | null;
  alt: string;
  height: number;
  missingText: string;
}

/**
 * A scan's image: one the events API stores is fetched with the session's token. Any other URL a
 * scanner reported is never loaded: it would let any API-key holder make a super user's browser fetch a
 * URL of its choosing (ADR 0009).
 */
export function ScanImage({ url, alt, height, missingText }: ScanImageProps) {
  if (!url) return <ImageBox image={undefined} alt={alt} height={height} missingText={missingText} />;
  if (!scanImageFile(url)) return <ImageBox image={undefined} alt={alt} height={height} missingText={NOT_STORED} />;
  return <StoredScanImage url={url} alt={alt} height={height} />;
}

function StoredScanImage({ url, alt, height }: { url: string; alt: string; height: number }) {
  const image = useScanImage(url);
  return (
    <ImageBox
      image={image.data}
      alt={alt}
      height={height}
      isLoading={image.isPending}
      missingText="Image could not be loaded"
    />
  );
}
