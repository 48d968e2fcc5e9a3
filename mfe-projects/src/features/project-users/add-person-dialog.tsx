import { Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { FormActions, MutationError, personName, projectRoleLabel, type CompanyUser, type Role } from 'shared';
import {
  addPersonValidation,
  NO_COMPANY_USERS,
  toNewProjectUser,
  type AddPersonValues,
  type PersonSource,
} from './add-person';
import type { NewProjectUser } from './project-users-api';

export interface AddPersonDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Company users who are not members yet. */
  candidates: CompanyUser[];
  roles: Role[];
  productName: string;
  add: UseMutationResult<unknown, Error, NewProjectUser>;
}

/** 001 §2 add-person dialog: a company user joins at once; anyone else is invited by email. */
export function AddPersonDialog({ opened, onClose, candidates, roles, productName, add }: AddPersonDialogProps) {
  const form = useForm<AddPersonValues>({
    initialValues: { source: 'company', userId: '', email: '', roleId: '' },
    validate: addPersonValidation,
  });
  const close = () => {
    form.reset();
    add.reset();
    onClose();
  };
  const submit = form.onSubmit((values) => add.mutate(toNewProjectUser(values), { onSuccess: close }));

  return (
    <Modal opened={opened} onClose={close} title="Add person" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <MutationError error={add.error} fallback="The person could not be added. Please try again." />
          <SegmentedControl
            aria-label="Who to add"
            data={[
              { value: 'company', label: 'Company user' },
              { value: 'email', label: 'Invite by email' },
            ]}
            value={form.values.source}
            onChange={(source) => form.setFieldValue('source', source as PersonSource)}
          />
          {form.values.source === 'company' ? (
            candidates.length === 0 ? (
              <Stack gap={4}>
                <Text role="status">{NO_COMPANY_USERS}</Text>
                {form.errors.userId && (
                  <Text c="red.9" size="sm" role="alert">
                    {form.errors.userId}
                  </Text>
                )}
              </Stack>
            ) : (
              <Select
                label="Person"
                required
                searchable
                data-autofocus
                data={candidates.map((user) => ({ value: user.id, label: `${personName(user)} (${user.email})` }))}
                {...form.getInputProps('userId')}
                onChange={(userId) => form.setFieldValue('userId', userId ?? '')}
              />
            )
          ) : (
            <TextInput label="Email" required type="email" data-autofocus {...form.getInputProps('email')} />
          )}
          <Select
            label="Project role"
            required
            data={roles.map((role) => ({ value: String(role.id), label: projectRoleLabel(role.name, productName) }))}
            {...form.getInputProps('roleId')}
            onChange={(roleId) => form.setFieldValue('roleId', roleId ?? '')}
          />
          <FormActions
            submitLabel={form.values.source === 'company' ? 'Add' : 'Send invitation'}
            busy={add.isPending}
            onCancel={close}
          />
        </Stack>
      </form>
    </Modal>
  );
}
