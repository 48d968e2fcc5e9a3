import { Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { firstIssue, FormActions, MutationError, showToast } from 'shared';
import { EMPTY_COMPANY, newCompanySchema, useCreateCompany, type NewCompanyForm } from './create-company';

const field = (key: keyof NewCompanyForm) => (value: unknown) => firstIssue(newCompanySchema.entries[key], value);

/** 000 §2/§5 'Create new company': name, website, description and a fingerprint limit (0 unless changed). */
export function CreateCompanyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const creation = useCreateCompany();
  const form = useForm<NewCompanyForm>({
    initialValues: EMPTY_COMPANY,
    validate: {
      name: field('name'),
      domain: field('domain'),
      description: field('description'),
      max_fingerprints: field('max_fingerprints'),
    },
  });
  const close = () => {
    form.reset();
    creation.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Create new company" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form
        onSubmit={form.onSubmit((values) =>
          creation.mutate(values, {
            onSuccess: (company) => {
              showToast(`Company "${company.name}" created.`);
              close();
            },
          }),
        )}
        noValidate
      >
        <Stack>
          <MutationError error={creation.error} fallback="The company could not be created. Please try again." />
          <TextInput label="Name" required maxLength={100} data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Website" required maxLength={100} {...form.getInputProps('domain')} />
          <Textarea
            label="Description"
            required
            maxLength={200}
            autosize
            minRows={2}
            {...form.getInputProps('description')}
          />
          <TextInput
            label="Fingerprint limit"
            required
            inputMode="numeric"
            maxLength={12}
            {...form.getInputProps('max_fingerprints')}
          />
          <FormActions submitLabel="Create" busy={creation.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
