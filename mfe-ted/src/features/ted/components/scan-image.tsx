import { scanImageFile, useScanImage } from '../get-scan-image';
import { ImageBox } from './image-box';

interface ScanImageProps {
  url: string | null;
  alt: string;
  height: number;
  missingText: string;
}

/**
 * A scan's image: one the events API stores is fetched with the session's token; any other URL a
 * scanner reported is shown as it is, without the page's address.
 */
export function ScanImage({ url, alt, height, missingText }: ScanImageProps) {
  if (!url) return <ImageBox image={undefined} alt={alt} height={height} missingText={missingText} />;
  if (!scanImageFile(url)) return <ImageBox image={url} alt={alt} height={height} />;
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
