import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Popover.css';
import { Checkbox, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { firstIssue, FormActions, MutationError, type ResultViewSummary } from 'shared';
import * as v from 'valibot';
import { asSelectData, DEFAULT_PLATFORM, DEFAULT_STATE, LANGUAGES, PLATFORMS, STATES } from './assignment-options';
import type { Assignment, CollectionViewEntry } from './collection-views-api';

const required = (message: string) => v.pipe(v.string(), v.nonEmpty(message));
const viewSchema = required('Choose a result view');
const languageSchema = required('Choose a language');

export interface AssignViewDialogProps {
  views: ResultViewSummary[];
  opened: boolean;
  onClose: () => void;
  assign: UseMutationResult<CollectionViewEntry, Error, Assignment>;
}

/** 000 §2: a view for a scan state (default 'positive'), platform and language, perhaps the language's default. */
export function AssignViewDialog({ views, opened, onClose, assign }: AssignViewDialogProps) {
  const form = useForm<Assignment>({
    initialValues: { view_id: '', state: DEFAULT_STATE, platform: DEFAULT_PLATFORM, language: '', is_default: false },
    validate: {
      view_id: (value) => firstIssue(viewSchema, value),
      language: (value) => firstIssue(languageSchema, value),
    },
  });
  const close = () => {
    form.reset();
    assign.reset();
    onClose();
  };
  const submit = form.onSubmit((assignment) => assign.mutate(assignment, { onSuccess: close }));
  const select = (field: keyof Assignment) => ({
    ...form.getInputProps(field),
    onChange: (value: string | null) => form.setFieldValue(field, value ?? ''),
  });

  return (
    <Modal opened={opened} onClose={close} title="Assign result view" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <MutationError error={assign.error} fallback="The result view could not be assigned. Please try again." />
          <Select
            label="Result view"
            required
            searchable
            data-autofocus
            data={views.map((view) => ({ value: view.id, label: view.name }))}
            {...select('view_id')}
          />
          <Select label="Scan state" allowDeselect={false} data={asSelectData(STATES)} {...select('state')} />
          <Select label="Platform" allowDeselect={false} data={asSelectData(PLATFORMS)} {...select('platform')} />
          <Select label="Language" required searchable data={asSelectData(LANGUAGES)} {...select('language')} />
          <Checkbox
            label="Default for this language"
            description="Replaces the language's current default for this state and platform."
            {...form.getInputProps('is_default', { type: 'checkbox' })}
          />
          <FormActions submitLabel="Assign" busy={assign.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
