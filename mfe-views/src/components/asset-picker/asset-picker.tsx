import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { LoadingPanel, queryState } from 'shared';
import { useAssets } from './get-assets';
import { AssetChoices } from './asset-choices';
import { AssetsToolbar } from './assets-toolbar';
import type { Asset } from './asset-types';
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
  return (
    <>
      {/* A long label ('Choose product image asset') wraps in a narrow column instead of being cut. */}
      <Button
        variant="default"
        onClick={() => setOpened(true)}
        h="auto"
        mih={36}
        py={6}
        maw="100%"
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Choose an asset" size="xl">
        <PickerBody projectId={projectId} value={value} onSelect={onSelect} onClose={() => setOpened(false)} />
      </Modal>
    </>
  );
}

/**
 * The dialog's content, mounted only while it is open: an editor with many image fields asks for the
 * asset list once someone opens a picker, and every opening shows assets uploaded since (e.g. in another tab).
 */
function PickerBody({
  projectId,
  value,
  onSelect,
  onClose,
}: Omit<AssetPickerProps, 'label'> & { onClose: () => void }) {
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const { filters, search, setSearch } = useAssetFilters();
  const assets = useAssets(projectId, filters, { refetchOnMount: 'always' });
  const rows = assets.data?.data ?? [];

  const choose = async (asset: Asset) => {
    setFailed(false);
    setBusy(true);
    try {
      await onSelect(asset);
      onClose();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
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
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}

export default AssetPicker;
