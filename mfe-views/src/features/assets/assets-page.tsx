import { Alert, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { LabelledPagination, LoadingPanel, projectPermissions, queryState, useMyProject } from 'shared';
import { ASSETS_PAGE_SIZE, useAssets } from '../../components/asset-picker/get-assets';
import { AssetDropZone } from './asset-drop-zone';
import { AssetsGrid } from './components/assets-grid';
import { AssetsToolbar } from '../../components/asset-picker/assets-toolbar';
import { useAssetFilters } from '../../components/asset-picker/use-asset-filters';

/** 001 §2 Assets: what they are, the drop zone (for asset:create), search, sort and the grid. */
export default function AssetsPage() {
  const { projectId = '' } = useParams();
  const canUpload = projectPermissions(useMyProject(projectId).data).has('asset:create');
  const { filters, search, sort, setSearch, setSort, setPage } = useAssetFilters();
  const assets = useAssets(projectId, filters);
  const rows = assets.data?.data ?? [];
  const total = assets.data?.total ?? 0;

  return (
    <Stack>
      <Title order={1}>Assets</Title>
      <Alert title="What are assets?" color="blue" variant="light">
        <Text size="sm">
          Assets are images you upload once and use in your result views: product pictures, logos and icons. Copy an
          asset's URL, or pick it in the result view editor.
        </Text>
      </Alert>
      {canUpload && <AssetDropZone projectId={projectId} />}
      <AssetsToolbar search={search} onSearchChange={setSearch} sort={sort} onSortChange={setSort} />
      <LoadingPanel
        {...queryState(assets)}
        errorText="Failed to load assets. Please try again."
        isEmpty={rows.length === 0}
        emptyText="No assets found for this project."
      >
        <AssetsGrid assets={rows} />
        {total > ASSETS_PAGE_SIZE && (
          <LabelledPagination
            total={Math.ceil(total / ASSETS_PAGE_SIZE)}
            value={filters.page}
            onChange={setPage}
            mt="md"
          />
        )}
      </LoadingPanel>
    </Stack>
  );
}
