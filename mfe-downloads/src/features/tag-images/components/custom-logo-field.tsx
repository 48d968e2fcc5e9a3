import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { absoluteAssetUrl, loadRemoteModule, RemoteErrorBoundary } from 'shared';
import { fingerprintGeometry, fingerprintSvg, PNG_DPI, type SvgOptions } from 'shared/fingerprint';

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
  /** How the chosen format and colour mode will print the tag, for the preview. */
  print: LogoPreviewPrint;
}

export interface LogoPreviewPrint {
  imageFormatOption: string;
  printColour: string;
  pdfTagSize: number | string;
  pngSize: number | string;
  clearZoneMm: number | string;
}

/**
 * The preview drawn as the files will be: the logo grey for K-only EPS and PDF, its transparency cut to
 * on or off in an EPS (PostScript has no soft mask), and the clear zone at the file's scale.
 */
export function logoPreviewOptions(print: LogoPreviewPrint): SvgOptions {
  const vector = print.imageFormatOption === 'EPS' || print.imageFormatOption === 'PDF';
  const clearMm = Number(print.clearZoneMm);
  const clear = !(clearMm > 0)
    ? 0
    : vector
      ? clearMm / Number(print.pdfTagSize)
      : print.imageFormatOption === 'PNG'
        ? Math.round((clearMm * PNG_DPI) / 25.4) / Number(print.pngSize)
        : 0;
  return {
    ...(vector && print.printColour === 'cmyk' ? { logoGrey: true } : {}),
    ...(print.imageFormatOption === 'EPS' ? { logoMaskOnOff: true } : {}),
    ...(clear > 0 && clear < 0.5 ? { clear } : {}),
  };
}

/**
 * 000 §5 'Custom Logo': a logo from the project's assets, picked with mfe-views' federated asset picker,
 * and a preview of a tag with it in the hub. The logo travels with the job as a data: URL, so jobs
 * made later or after a reload draw the same logo.
 */
export function CustomLogoField({ projectId, value, onChange, error, print }: CustomLogoFieldProps) {
  const [attempt, setAttempt] = useState(0);
  const [assetId, setAssetId] = useState<string | null>(null);
  const Picker = lazyPicker(attempt);
  const preview = value
    ? `data:image/svg+xml,${encodeURIComponent(fingerprintSvg(fingerprintGeometry(PREVIEW_SEED), { ...logoPreviewOptions(print), hubImage: value, size: '160' }))}`
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
