import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { SCAN_PAGE_TEXTS } from '../../components/scan-page/scan-page-texts';
import { ResultViewPage } from '../../components/view-renderer/result-view-page';
import { clientScanIdOf, loadScanPage, platformOf, recordScan, type ScanPageResult } from './scan-page-api';
import { ReportProblem } from './report/report-problem';

const page = SCAN_PAGE_TEXTS;

const shell = {
  fontFamily: 'system-ui, sans-serif',
  padding: 24,
  maxWidth: 480,
  margin: '0 auto',
  textAlign: 'center' as const,
};

/** The page a consumer sees after scanning a tag: /s/{code}. */
function ScanPage({ code }: { code: string }) {
  const [result, setResult] = useState<ScanPageResult | null>(null);
  const [attempt, setAttempt] = useState(0);
  const platform = platformOf(navigator.userAgent);

  useEffect(() => {
    let current = true;
    void loadScanPage(code, platform).then((loaded) => {
      if (!current) return;
      setResult(loaded);
      if (loaded.kind === 'page') {
        document.documentElement.lang = loaded.page.language;
        document.title = loaded.page.view?.display_state || page.unverified;
        void recordScan(code, platform);
      }
    });
    return () => {
      current = false;
    };
  }, [code, platform, attempt]);

  if (!result)
    return (
      <p style={shell} role="status">
        Loading…
      </p>
    );
  if (result.kind === 'page') {
    const { view, language } = result.page;
    const report = <ReportProblem code={code} clientScanId={clientScanIdOf(code)} language={language} />;
    if (!view) {
      return (
        <main style={shell}>
          <h1 style={{ fontSize: 22 }}>{page.unverified}</h1>
          <p>{page.unverifiedDetail}</p>
          {report}
        </main>
      );
    }
    return (
      <main>
        <ResultViewPage
          view={{ ...view, name: '', description: '' }}
          assetUrls={view.asset_urls}
          scope="scan"
          authenticated={false}
          language={language}
        />
        {report}
      </main>
    );
  }
  return (
    <main style={shell}>
      <h1 style={{ fontSize: 22 }}>{result.kind === 'missing' ? page.missing : 'Something went wrong'}</h1>
      {result.kind === 'missing' ? (
        <p>
          {result.message === 'This product has no page yet.'
            ? result.message
            : 'Check the code on the label and scan it again.'}
        </p>
      ) : (
        <>
          <p>{page.failed}</p>
          <button
            type="button"
            onClick={() => setAttempt((count) => count + 1)}
            style={{ padding: '10px 20px', fontSize: 16 }}
          >
            Try again
          </button>
        </>
      )}
    </main>
  );
}

const code = decodeURIComponent(location.pathname.replace(/^\/s\//, '').split('/')[0] ?? '');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ScanPage code={code} />
  </StrictMode>,
);
