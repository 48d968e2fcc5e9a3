import { Badge, type BadgeProps } from '@mantine/core';
import { TAG_STATUS_LABELS, type TagStatus } from '../contracts/tag-status';
import { statusBadgeColour } from '../ui/theme';

/** Shades dark enough for white badge text (axe colour contrast). */
const TAG_STATUS_COLOURS: Record<TagStatus, string> = {
  active: statusBadgeColour.success,
  inactive: statusBadgeColour.neutral,
  blacklisted: 'red.9',
};

export function TagStatusBadge({ status, size }: { status: TagStatus; size?: BadgeProps['size'] }) {
  return (
    <Badge color={TAG_STATUS_COLOURS[status]} size={size}>
      {TAG_STATUS_LABELS[status]}
    </Badge>
  );
}
