import { Checkbox, Loader, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useForm } from '@mantine/form';
import { firstIssue, FormActions, FormError } from 'shared';
import { CREATE_FAILED, createApiKey, scopesSchema, useCreateApiKey } from './create-api-key';
import { useGrantableScopes, type ScopeOption } from './grantable-scopes';
import { NewKeySecret } from './new-key-secret';

export interface CreateApiKeyDialogProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  create?: typeof createApiKey;
}

function ScopesField({
  scopes,
  value,
  onChange,
  error,
}: {
  scopes: ReturnType<typeof useGrantableScopes>;
  value: string[];
  onChange: (value: string[]) => void;
  error?: ReactNode;
}) {
  if (scopes.isPending) return <Loader size="sm" aria-label="Loading the scopes you may grant" />;
  if (scopes.isError) return <FormError message="The scopes you may grant could not be loaded." />;
  return (
    <Checkbox.Group
      label="Scopes"
      description="What the key may do in this project."
      required
      error={error}
      value={value}
      onChange={onChange}
    >
      <Stack gap="xs" mt="xs">
        {scopes.scopes.map((scope: ScopeOption) => (
          <Checkbox key={scope.name} value={scope.name} label={scope.name} description={scope.description} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

/** 001 §2: create a key with scopes chosen from the caller's permissions; its secret is shown once. */
export function CreateApiKeyDialog({ projectId, opened, onClose, create }: CreateApiKeyDialogProps) {
  const creation = useCreateApiKey(projectId, create);
  const scopes = useGrantableScopes(projectId, { enabled: opened });
  const form = useForm({
    initialValues: { scopes: [] as string[] },
    validate: { scopes: (value) => firstIssue(scopesSchema, value) },
  });
  const close = () => {
    form.reset();
    creation.reset();
    onClose();
  };
  const submit = form.onSubmit(({ scopes: chosen }) => creation.mutate(chosen));
  const created = creation.data;

  return (
    <Modal opened={opened} onClose={close} title="Create API key" closeButtonProps={{ 'aria-label': 'Close' }}>
      {created ? (
        <NewKeySecret secret={created.secret} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError message={creation.error ? CREATE_FAILED : null} />
            <ScopesField
              scopes={scopes}
              value={form.values.scopes}
              onChange={(value) => form.setFieldValue('scopes', value)}
              error={form.errors.scopes}
            />
            {scopes.scopes.length === 0 && !scopes.isPending && !scopes.isError && (
              <Text size="sm">You have no permissions in this project to grant.</Text>
            )}
            <FormActions submitLabel="Create" busy={creation.isPending} onCancel={close} />
          </Stack>
        </form>
      )}
    </Modal>
  );
}
