import { Checkbox, Modal, Select, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import { firstIssue, FormActions, MutationError, type ResultViewSummary, showToast } from 'shared';
import * as v from 'valibot';
import {
  asSelectData,
  DEFAULT_LANGUAGE,
  DEFAULT_PLATFORM,
  DEFAULT_STATE,
  LANGUAGES,
  PLATFORMS,
  STATE_FALLBACK,
  STATES,
} from './assignment-options';
import type { Assignment, CollectionViewEntry } from './collection-views-api';

const required = (message: string) => v.pipe(v.string(), v.nonEmpty(message));
const viewSchema = required('Choose a result view');
const languageSchema = required('Choose a language');

export interface AssignViewDialogProps {
  views: ResultViewSummary[];
  /** The collection's assignments: whether the chosen state, platform and language have a default yet. */
  entries: CollectionViewEntry[];
  opened: boolean;
  onClose: () => void;
  assign: UseMutationResult<CollectionViewEntry, Error, Assignment>;
}

/** 000 §2: a view for a scan state (default 'positive'), platform and language, perhaps the language's default. */
export function AssignViewDialog({ views, entries, opened, onClose, assign }: AssignViewDialogProps) {
  const form = useForm<Assignment>({
    initialValues: {
      view_id: '',
      state: DEFAULT_STATE,
      platform: DEFAULT_PLATFORM,
      language: DEFAULT_LANGUAGE,
      is_default: false,
    },
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
  const { state, platform, language } = form.values;
  const currentDefault = entries.find(
    (entry) => entry.is_default && entry.state === state && entry.platform === platform && entry.language === language,
  );
  // The scan page shows default views only, so the first view for a language is its default (as the API does).
  const becomesDefault = !currentDefault && language !== '';
  const submit = form.onSubmit((assignment) =>
    assign.mutate(
      { ...assignment, is_default: assignment.is_default || becomesDefault },
      {
        onSuccess: () => {
          showToast('Result view assigned.');
          close();
        },
      },
    ),
  );
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
          <Select
            label="Scan state"
            description={STATE_FALLBACK}
            allowDeselect={false}
            data={asSelectData(STATES)}
            {...select('state')}
          />
          <Select label="Platform" allowDeselect={false} data={asSelectData(PLATFORMS)} {...select('platform')} />
          <Select
            label="Language"
            required
            searchable
            allowDeselect={false}
            data={asSelectData(LANGUAGES)}
            {...select('language')}
          />
          <Checkbox
            label="Default for this language"
            description={
              currentDefault
                ? `Replaces "${currentDefault.view.name}", the page scans now show for this language, state and platform. Left off, this view is not shown on the scan page.`
                : becomesDefault
                  ? `${LANGUAGES[language] ?? language} has no default for this state and platform yet, so this view becomes it: the scan page shows default views only.`
                  : undefined
            }
            {...form.getInputProps('is_default', { type: 'checkbox' })}
            checked={form.values.is_default || becomesDefault}
            disabled={becomesDefault}
          />
          <FormActions submitLabel="Assign" busy={assign.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
