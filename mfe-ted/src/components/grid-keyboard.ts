import type { KeyboardEvent } from 'react';

/** The item the key moves to in a grid of `columns`, or null when the key is not for the grid. */
export function gridKeyTarget(key: string, index: number, count: number, columns: number): number | null {
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: 0,
    End: count - 1,
  };
  const target = moves[key];
  if (target === undefined) return null;
  return Math.min(Math.max(target, 0), count - 1);
}

/**
 * Arrow keys (and Home, End) move the focus between a grid's `[data-grid-item]` elements; the columns
 * are counted from the layout, so the keys follow the grid whatever the screen width.
 */
export function moveFocusInGrid(event: KeyboardEvent<HTMLElement>): void {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-grid-item]')];
  const index = items.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  const firstTop = items[0]!.getBoundingClientRect().top;
  const columns = Math.max(1, items.filter((item) => item.getBoundingClientRect().top === firstTop).length);
  const target = gridKeyTarget(event.key, index, items.length, columns);
  if (target === null) return;
  event.preventDefault();
  items[target]!.focus();
}
