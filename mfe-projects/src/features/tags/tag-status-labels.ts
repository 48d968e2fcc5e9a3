import { statusBadgeColour } from 'shared';
import type { BlacklistReason, TagStatus } from 'shared/contracts/tag-status';

export const STATUS_LABELS: Record<TagStatus, string> = {
  active: 'Active',
  inactive: 'Inactive',
  blacklisted: 'Blacklisted',
};

/** Shades dark enough for white badge text (axe colour contrast). */
export const STATUS_COLOURS: Record<TagStatus, string> = {
  active: statusBadgeColour.success,
  inactive: statusBadgeColour.neutral,
  blacklisted: 'red.9',
};

export const REASON_LABELS: Record<BlacklistReason, string> = {
  counterfeit_seen: 'Counterfeit seen',
  stolen_stock: 'Stolen stock',
  damaged_or_misprinted: 'Damaged or misprinted',
  duplicate: 'Duplicate',
  other: 'Other',
};

export const SOURCE_LABELS = { tag: 'This tag', range: 'A range', file: 'A file', rule: 'A protection rule' } as const;

export const asOptions = <Key extends string>(labels: Record<Key, string>) =>
  (Object.entries(labels) as [Key, string][]).map(([value, label]) => ({ value, label }));
