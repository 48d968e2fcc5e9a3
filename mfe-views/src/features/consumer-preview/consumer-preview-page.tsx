import { Alert, Anchor, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { api, ApiError, LoadingPanel, queryState } from 'shared';
import { paths } from 'shared/routes';
import { SCAN_PAGE_TEXTS } from '../../components/scan-page/scan-page-texts';
import { ResultViewPage } from '../../components/view-renderer/result-view-page';
import type { ScanPageAnswer } from '../../components/scan-page/scan-page-answer';

const centred = { maxWidth: 480, margin: '0 auto', textAlign: 'center' as const };

/** The page the API answers for the status, as the scan page draws it; a missing page as a consumer reads it. */
function ConsumerPage({ page, missing }: { page?: ScanPageAnswer; missing?: string }) {
  if (missing !== undefined) {
    return (
      <div style={centred}>
        <h2>{SCAN_PAGE_TEXTS.missing}</h2>
        <p>{missing}</p>
      </div>
    );
  }
  if (!page) return null;
  if (!page.view) {
    return (
      <div style={centred}>
        <h2>{SCAN_PAGE_TEXTS.unverified}</h2>
        <p>{SCAN_PAGE_TEXTS.unverifiedDetail}</p>
      </div>
    );
  }
  return (
    <ResultViewPage
      view={{ ...page.view, name: '', description: '' }}
      assetUrls={page.view.asset_urls}
      scope="preview"
      authenticated={false}
      language={page.language}
    />
  );
}

/**
 * /projects/:p/tags/:tagId/preview/:status: what a consumer who scans the tag gets while it has that status, read
 * with the member's rights from the API's preview, which records no scan (the public scan page records itself).
 */
export default function ConsumerPreviewPage() {
  const { projectId = '', tagId = '', status = '' } = useParams();
  const preview = useQuery({
    queryKey: ['project', projectId, 'tag', tagId, 'consumer-views', status],
    queryFn: ({ signal }) =>
      api('warehouse', { projectId })
        .get(`tags/${tagId}/consumer-views/${status}/page`, { signal })
        .json<ScanPageAnswer>(),
    retry: false,
  });
  // An active tag whose collection has no view: the consumer is told so, which is the preview's answer too.
  const noPage = preview.error instanceof ApiError && preview.error.status === 404 && preview.error.message;
  const noPageYet = noPage === 'This product has no page yet.' ? noPage : undefined;

  return (
    <Stack>
      <Anchor component={Link} to={paths.tag(projectId, tagId)} size="sm">
        Back to the tag
      </Anchor>
      <h1 style={{ fontSize: 24, margin: 0 }}>Preview as a consumer</h1>
      <Alert color="blue" title={`The tag as a consumer sees it when it is ${status}`}>
        This preview records no scan and does not change the tag.
      </Alert>
      <LoadingPanel
        {...queryState(preview)}
        error={noPageYet === undefined ? preview.error : undefined}
        errorText="Failed to load the preview. Please try again."
      >
        <ConsumerPage page={preview.data} missing={noPageYet} />
      </LoadingPanel>
    </Stack>
  );
}
