import { Box, Center, Loader, Text } from '@mantine/core';
import { BlobImg } from './blob-img';

export interface ImageBoxProps {
  /** The image's bytes. */
  image: Blob | undefined;
  alt: string;
  /** Height in pixels; the image keeps its proportions inside. */
  height: number;
  isLoading?: boolean;
  /** Shown, and announced as the image's name, when there is no image to show. */
  missingText?: string;
}

/** An image, or while it loads a spinner, or a grey box saying why there is none. */
export function ImageBox({ image, alt, height, isLoading = false, missingText }: ImageBoxProps) {
  const style = { display: 'block', width: '100%', height, objectFit: 'contain' } as const;
  if (image) return <BlobImg blob={image} alt={alt} style={style} />;
  return (
    <Box h={height} bg="gray.1" role="img" aria-label={isLoading ? `Loading: ${alt}` : (missingText ?? alt)}>
      <Center h="100%">
        {isLoading ? (
          <Loader size="sm" aria-hidden />
        ) : (
          <Text size="sm" c="gray.7" aria-hidden>
            {missingText}
          </Text>
        )}
      </Center>
    </Box>
  );
}
