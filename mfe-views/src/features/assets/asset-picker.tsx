import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingPanel, queryState } from 'shared';
import { useAssets } from './api/get-assets';
import { AssetChoices } from './components/asset-choices';
import { AssetsToolbar } from './components/assets-toolbar';
import type { Asset } from './types';
import { useAssetFilters } from './use-asset-filters';

/** 001 §8: the alert when a selection fails. */
export const SELECT_FAILED = 'There was a problem selecting this asset.';

export interface AssetPickerProps {
  projectId: string;
  /** The chosen asset's id, or null. */
  value: string | null;
  /** Called with the asset picked; a thrown error or rejected promise shows the spec's alert. */
  onSelect: (asset: Asset) => void | Promise<void>;
  /** The button's text. */
  label?: string;
}

/**
 * Picks one of the project's assets in a dialog (search, keyboard). Exposed to other remotes as
 * `mfe_views/asset-picker` and imported directly by the result view editor.
 */
export function AssetPicker({ projectId, value, onSelect, label = 'Choose asset' }: AssetPickerProps) {
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { filters, search, setSearch } = useAssetFilters();
  const assets = useAssets(projectId, filters);
  const rows = assets.data?.data ?? [];

  const choose = async (asset: Asset) => {
    setFailed(false);
    setBusy(true);
    try {
      await onSelect(asset);
      setOpened(false);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Choose an asset" size="xl">
        <Stack aria-busy={busy}>
          <AssetsToolbar search={search} onSearchChange={setSearch} />
          {failed && (
            <Alert color="red" role="alert">
              {SELECT_FAILED}
            </Alert>
          )}
          <LoadingPanel
            {...queryState(assets)}
            errorText="Failed to load assets. Please try again."
            isEmpty={rows.length === 0}
            emptyText="No assets found for this project."
          >
            <AssetChoices assets={rows} selectedId={value} onChoose={(asset) => void choose(asset)} />
          </LoadingPanel>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Arrow keys move between assets; Enter picks one.
            </Text>
            <Button variant="default" onClick={() => setOpened(false)}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export default AssetPicker;
