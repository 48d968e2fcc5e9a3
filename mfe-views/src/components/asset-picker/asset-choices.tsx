import { absoluteAssetUrl } from 'shared';
import { SimpleGrid, Text } from '@mantine/core';
import { useRef, type KeyboardEvent } from 'react';
import type { Asset } from './asset-types';

const COLUMNS = 4;
const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS };

export interface AssetChoicesProps {
  assets: Asset[];
  selectedId: string | null;
  onChoose: (asset: Asset) => void;
}

/** The picker's grid: every thumbnail is a button; arrow keys move between them, Enter or Space picks. */
export function AssetChoices({ assets, selectedId, onChoose }: AssetChoicesProps) {
  const grid = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (!step || !grid.current) return;
    const buttons = [...grid.current.querySelectorAll<HTMLButtonElement>('button[data-asset-id]')];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = buttons[Math.min(buttons.length - 1, Math.max(0, from + step))];
    if (from === -1 || !next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <SimpleGrid ref={grid} cols={COLUMNS} spacing="sm" onKeyDown={move} role="group" aria-label="Project assets">
      {assets.map((asset) => (
        <button
          type="button"
          key={asset.id}
          data-asset-id={asset.id}
          aria-pressed={asset.id === selectedId}
          onClick={() => onChoose(asset)}
          style={{
            padding: 4,
            background: 'none',
            cursor: 'pointer',
            textAlign: 'left',
            borderRadius: 'var(--mantine-radius-sm)',
            border: `2px solid ${asset.id === selectedId ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
          }}
        >
          <img
            src={absoluteAssetUrl(asset.formats.thumbnail.url)}
            alt=""
            style={{ display: 'block', width: '100%', height: 90, objectFit: 'contain' }}
          />
          <Text size="xs" truncate="end" mt={4}>
            {asset.name}
          </Text>
        </button>
      ))}
    </SimpleGrid>
  );
}
