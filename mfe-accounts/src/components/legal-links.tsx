import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { getRuntimeConfig } from 'shared';

/** A page named in config.json opens in a new tab, so a half-filled form stays; unset, the words stay plain. */
function LegalLink({ url, children }: { url: string; children: ReactNode }) {
  if (!url) return <>{children}</>;
  return (
    <Anchor href={url} target="_blank" rel="noopener noreferrer" inherit underline="always">
      {children}
    </Anchor>
  );
}

/** "Terms of Service and Privacy Policy", each a link to its `termsUrl` / `privacyUrl` page when configured. */
export function TermsAndPrivacy() {
  const { termsUrl, privacyUrl } = getRuntimeConfig();
  return (
    <>
      <LegalLink url={termsUrl}>Terms of Service</LegalLink> and <LegalLink url={privacyUrl}>Privacy Policy</LegalLink>
    </>
  );
}

/** The terms checkbox's label (registration, onboarding); its accessible name reads as the spec's words. */
export const TermsLabel = () => (
  <>
    I agree to the <TermsAndPrivacy />
  </>
);
