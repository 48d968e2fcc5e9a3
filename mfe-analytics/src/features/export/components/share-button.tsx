import { Button, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';

/** 001 §9: 'Copied!' shows for 2 seconds after the link is copied. */
export const COPIED_MS = 2000;

/** 001 §2: copies the page's link (every filter is in it) so another person opens the same view. */
export function ShareButton() {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const share = () =>
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied(true),
      // 001 §8: a failed copy is only logged.
      (error: unknown) => console.error('The share link could not be copied.', error),
    );

  return (
    <>
      <Button variant="default" color={copied ? 'teal' : undefined} onClick={() => void share()}>
        {copied ? 'Copied!' : 'Share'}
      </Button>
      <VisuallyHidden role="status">{copied ? 'Link copied to the clipboard' : ''}</VisuallyHidden>
    </>
  );
}
