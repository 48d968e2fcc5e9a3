import { useEffect, useRef, type CSSProperties } from 'react';

/** An image of a blob through an object URL that lives as long as the element shows that blob. */
export function BlobImg({ blob, alt, style }: { blob: Blob; alt: string; style: CSSProperties }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    image.current!.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} style={style} />;
}
