import { absoluteAssetUrl } from 'shared';
import { Box, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { ResultViewPage } from '../../components/view-renderer/result-view-page';
import { useDraft, useEditor } from './editor-context';
import { PreviewShadowRoot } from './preview-shadow-root';

const WIDTHS = { phone: 375, tablet: 768 } as const;

/** The page a scanner would see, drawn from the draft as it is edited, at phone or tablet width. */
export function PreviewFrame({ viewId }: { viewId: string }) {
  const draft = useDraft((view) => view);
  const knownAssetUrls = useEditor((state) => state.assetUrls);
  const assetUrls = useMemo(
    () => Object.fromEntries(Object.entries(knownAssetUrls).map(([id, url]) => [id, absoluteAssetUrl(url)])),
    [knownAssetUrls],
  );
  const [device, setDevice] = useState<keyof typeof WIDTHS>('phone');
  return (
    <Stack gap="xs" style={{ position: 'sticky', top: 16 }}>
      <Text size="sm" fw={500} id="preview-width-label">
        Preview
      </Text>
      <SegmentedControl
        aria-labelledby="preview-width-label"
        value={device}
        onChange={(value) => setDevice(value as keyof typeof WIDTHS)}
        data={[
          { value: 'phone', label: 'Phone' },
          { value: 'tablet', label: 'Tablet' },
        ]}
      />
      <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden', width: WIDTHS[device], maxWidth: '100%' }}>
        <Box role="region" aria-label="Preview" data-testid="view-preview" h={667} style={{ overflowY: 'auto' }}>
          <PreviewShadowRoot>
            <ResultViewPage view={draft} assetUrls={assetUrls} scope={`preview-${viewId}`} />
          </PreviewShadowRoot>
        </Box>
      </Paper>
    </Stack>
  );
}
