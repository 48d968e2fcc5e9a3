import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { absoluteAssetUrl, loadRemoteModule, RemoteErrorBoundary } from 'shared';
import { fingerprintGeometry, fingerprintSvg } from 'shared/fingerprint';

/** What mfe-views exposes as `mfe_views/asset-picker` (mfe-views/src/components/asset-picker). */
interface PickedAsset {
  id: string;
  name: string;
  url: string;
}
interface AssetPickerProps {
  projectId: string;
  value: string | null;
  onSelect: (asset: PickedAsset) => void | Promise<void>;
  label?: string;
}

/** A fixed seed, so the preview shows the logo on a real tag layout. */
const PREVIEW_SEED = '0123456789abcdef0123456789abcdef';

const pickers = new Map<number, ComponentType<AssetPickerProps>>();
/** React caches a rejected lazy(): each retry gets a new one, and the runtime fetches the remote again. */
function lazyPicker(attempt: number) {
  let picker = pickers.get(attempt);
  if (!picker) {
    picker = lazy(() => loadRemoteModule<{ default: ComponentType<AssetPickerProps> }>('mfe_views/asset-picker'));
    pickers.set(attempt, picker);
  }
  return picker;
}

async function dataUrlOf(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The logo could not be fetched (${response.status}).`);
  const blob = await response.blob();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
}

export interface CustomLogoFieldProps {
  projectId: string;
  /** The logo as a data: URL, '' when none is chosen. */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
}

/**
 * 000 §5 'Custom Logo': a logo from the project's assets, picked with mfe-views' federated asset picker,
 * and a preview of a tag with it in the hub. The logo travels with the job as a data: URL, so jobs
 * made later or after a reload draw the same logo.
 */
export function CustomLogoField({ projectId, value, onChange, error }: CustomLogoFieldProps) {
  const [attempt, setAttempt] = useState(0);
  const [assetId, setAssetId] = useState<string | null>(null);
  const Picker = lazyPicker(attempt);
  const preview = value
    ? `data:image/svg+xml,${encodeURIComponent(fingerprintSvg(fingerprintGeometry(PREVIEW_SEED), { hubImage: value, size: '160' }))}`
    : '';

  const choose = async (asset: PickedAsset) => {
    onChange(await dataUrlOf(absoluteAssetUrl(asset.url)));
    setAssetId(asset.id);
  };

  return (
    <Stack gap="xs" pl="xl">
      <RemoteErrorBoundary key={attempt} onRetry={() => setAttempt((count) => count + 1)}>
        <Suspense
          fallback={
            <Center>
              <Loader size="sm" aria-label="Loading the asset picker" />
            </Center>
          }
        >
          <Group>
            {/* eslint-disable-next-line react-hooks/static-components -- cached per attempt: stable identity */}
            <Picker projectId={projectId} value={assetId} onSelect={choose} label="Choose logo" />
          </Group>
        </Suspense>
      </RemoteErrorBoundary>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {preview && <img src={preview} alt="A tag with the custom logo in its hub" width={160} height={160} />}
    </Stack>
  );
}
