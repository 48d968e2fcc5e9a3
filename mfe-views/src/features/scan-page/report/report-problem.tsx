import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { reportStyles } from './report-field';
import { reportTexts } from './report-texts';

type Step = 'closed' | 'open' | 'sent';

// The form (with @mantine/form and valibot) is fetched when a consumer opens it, so the scan page every
// consumer loads stays as small as it was before reports.
const ReportForm = lazy(() => import('./report-form').then(({ ReportForm }) => ({ default: ReportForm })));

/**
 * "Report a problem with this product" under every scan page, the built-in one included: the button
 * opens the form in place, and the thank-you replaces it. Focus follows, so a keyboard or screen reader user lands
 * on what appeared.
 */
export function ReportProblem({
  code,
  clientScanId,
  language,
}: {
  code: string;
  clientScanId: string;
  language: string;
}) {
  const [step, setStep] = useState<Step>('closed');
  const texts = reportTexts(language);
  const opener = useRef<HTMLButtonElement>(null);
  // Back on the button after Cancel only: the page must not take focus when it first shows.
  const cancelled = useRef(false);

  useEffect(() => {
    if (step === 'sent') document.getElementById('report-thanks')?.focus();
    if (step === 'closed' && cancelled.current) opener.current?.focus();
  }, [step]);

  return (
    <aside
      aria-label={texts.heading}
      lang={language}
      style={{
        fontFamily: 'system-ui, sans-serif',
        color: '#1a1a1a',
        background: '#ffffff',
        padding: '24px 16px',
        maxWidth: 480,
        margin: '0 auto',
        textAlign: 'center',
      }}
    >
      {step === 'closed' && (
        <button
          ref={opener}
          type="button"
          aria-expanded={false}
          style={reportStyles.secondary}
          onClick={() => setStep('open')}
        >
          {texts.open}
        </button>
      )}
      {step === 'open' && (
        <Suspense fallback={<p role="status">{texts.loading}</p>}>
          <ReportForm
            code={code}
            clientScanId={clientScanId}
            language={language}
            texts={texts}
            onSent={() => setStep('sent')}
            onCancel={() => {
              cancelled.current = true;
              setStep('closed');
            }}
          />
        </Suspense>
      )}
      {step === 'sent' && (
        <div role="status">
          <h2 id="report-thanks" tabIndex={-1} style={{ fontSize: 20 }}>
            {texts.thanks}
          </h2>
          <p>{texts.thanksDetail}</p>
        </div>
      )}
    </aside>
  );
}
