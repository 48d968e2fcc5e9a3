import { Alert, Paper, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { ApiError, showToast } from 'shared';
import { useUploadAsset } from './api/upload-asset';
import {
  ACCEPTED_TYPES,
  assetNameOf,
  isAcceptableImage,
  MAX_ASSET_BYTES,
  UPLOAD_ERROR_TITLE,
  UPLOAD_REFUSED,
} from './asset-rules';

/** The server refused the file itself (type, size, damage) rather than the caller or the request. */
const isRefusedFile = (error: unknown) =>
  error instanceof ApiError && (error.status === 413 || error.code.startsWith('ASSET_'));

/** 001 §2 drop zone: one png or jpeg up to 1 MB, checked here first and by the server again. */
export function AssetDropZone({ projectId }: { projectId: string }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);
  const upload = useUploadAsset(projectId, setProgress);

  const onDrop = async (files: File[]) => {
    const [file] = files;
    upload.reset();
    setRefused(false);
    if (!file || files.length > 1 || !(await isAcceptableImage(file))) {
      setRefused(true);
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, name: assetNameOf(file) },
      {
        onSuccess: (asset) => showToast(`"${asset.name}" uploaded.`),
        onError: (error) => setRefused(isRefusedFile(error)),
        onSettled: () => setProgress(null),
      },
    );
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    // Every file reaches onDrop, which refuses with the spec's notice whatever was wrong.
    onDrop: (accepted, rejected) => void onDrop([...accepted, ...rejected.map((rejection) => rejection.file)]),
    accept: ACCEPTED_TYPES,
    maxSize: MAX_ASSET_BYTES,
    multiple: false,
    disabled: upload.isPending,
  });

  return (
    <Stack gap="sm">
      <Paper
        {...getRootProps()}
        withBorder
        p="xl"
        aria-label="Upload an asset"
        style={{ borderStyle: 'dashed', cursor: 'pointer', textAlign: 'center' }}
        bg={isDragActive ? 'var(--mantine-color-blue-light)' : undefined}
      >
        <input {...getInputProps()} data-testid="asset-file-input" />
        <Text fw={500}>Drop an image file here to use, or click to select a file.</Text>
        <Text size="sm" c="dimmed">
          png, jpeg. Max 1MB
        </Text>
      </Paper>
      {progress !== null && <Progress value={progress} aria-label="Upload progress" animated striped size="lg" />}
      {refused && (
        <Alert color="red" title={UPLOAD_ERROR_TITLE} role="alert">
          {UPLOAD_REFUSED}
        </Alert>
      )}
      {upload.isError && !refused && (
        <Alert color="red" title={UPLOAD_ERROR_TITLE} role="alert">
          {upload.error instanceof ApiError ? upload.error.message : 'The upload failed. Please try again.'}
        </Alert>
      )}
    </Stack>
  );
}
