import { absoluteAssetUrl } from 'shared';
import { Button, Group, Text } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { AssetPicker } from '../../components/asset-picker/asset-picker';
import { useEditor } from './editor-context';

export interface AssetFieldProps {
  /** What the image is, e.g. 'Product image'. */
  label: string;
  assetId: string | null | undefined;
  onChange: (assetId: string | null) => void;
}

/** One image chosen from the project's assets: what is chosen, the picker, and a way to clear it. */
export function AssetField({ label, assetId, onChange }: AssetFieldProps) {
  const { projectId = '' } = useParams();
  const rememberAsset = useEditor((state) => state.rememberAsset);
  const url = useEditor((state) => (assetId ? state.assetUrls[assetId] : undefined));
  return (
    <div>
      <Text size="sm" fw={500} mb={4}>
        {label} asset
      </Text>
      <Group gap="xs">
        {url ? (
          <img
            src={absoluteAssetUrl(url)}
            alt={`${label} asset`}
            width={48}
            height={48}
            style={{ objectFit: 'contain' }}
          />
        ) : (
          <Text size="xs" c="dimmed" w={48}>
            {assetId ? 'Deleted' : 'None'}
          </Text>
        )}
        <AssetPicker
          projectId={projectId}
          value={assetId ?? null}
          label={`Choose ${label.toLowerCase()} asset`}
          onSelect={(asset) => {
            rememberAsset(asset.id, asset.url);
            onChange(asset.id);
          }}
        />
        {assetId && (
          <Button
            variant="subtle"
            color="red"
            onClick={() => onChange(null)}
            aria-label={`Remove ${label.toLowerCase()} asset`}
          >
            Remove
          </Button>
        )}
      </Group>
    </div>
  );
}
