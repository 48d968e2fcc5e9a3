import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';

/** 001 §9: 'Copied!' resets after 1 second. */
const COPIED_MS = 1000;

export function CopyUrlButton({ url, name }: { url: string; name: string }) {
  return (
    <CopyButton value={url} timeout={COPIED_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? 'Copied!' : 'Copy URL to clipboard'} withArrow opened={copied || undefined}>
          <ActionIcon
            variant="subtle"
            color={copied ? 'teal' : 'gray'}
            onClick={copy}
            aria-label={`Copy URL of ${name} to clipboard`}
          >
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden
            >
              <rect x="9" y="9" width="13" height="13" rx="2" />
              <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
            </svg>
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
