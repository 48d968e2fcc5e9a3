import { Modal } from '@mantine/core';
import { InviteForm } from './invite-form';

/** 000 §2 'Invite User': the dialog 'Invite a User to Your Company' with a required email. */
export function InviteUserDialog({
  opened,
  onClose,
  companyId,
}: {
  opened: boolean;
  onClose: () => void;
  companyId: string;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Invite a User to Your Company"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <InviteForm companyId={companyId} submitLabel="Send invitation" onSent={onClose} autoFocus />
    </Modal>
  );
}
