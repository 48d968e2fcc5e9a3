import { Checkbox, Loader, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import {
  firstIssue,
  FormActions,
  MutationError,
  personName,
  showToast,
  useCompanies,
  useCompanyUsers,
  type CompanyUser,
} from 'shared';
import { paths } from 'shared/routes';
import { companySchema, createProject, projectNameSchema, useCreateProject } from './create-project';

export interface CreateProjectDialogProps {
  opened: boolean;
  onClose: () => void;
  create?: typeof createProject;
}

function CompanyUsersField({
  users,
  ticked,
  onChange,
}: {
  users: ReturnType<typeof useCompanyUsers>;
  ticked: string[];
  onChange: (ids: string[]) => void;
}) {
  if (users.isPending) return <Loader size="sm" aria-label="Loading the company's users" />;
  if (users.isError) return <Text c="red.9">The company's users could not be loaded.</Text>;
  if (users.data.length === 0) return <Text>This company has no users yet.</Text>;
  return (
    <Checkbox.Group
      label="Project members"
      description="They join the project as Administrators."
      value={ticked}
      onChange={onChange}
    >
      <Stack gap="xs" mt="xs">
        {users.data.map((user) => (
          <Checkbox key={user.id} value={user.id} label={`${personName(user)} (${user.email})`} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

const idsOf = (users: CompanyUser[] | undefined) => (users ?? []).map((user) => user.id);

/** 001 §5: a name, a company from the caller's companies, and its users, all ticked until unticked. */
export function CreateProjectDialog({ opened, onClose, create }: CreateProjectDialogProps) {
  const creation = useCreateProject(create);
  const companies = useCompanies({ enabled: opened });
  // Unticked users are kept rather than ticked ones, so every user of a freshly chosen company starts ticked.
  const form = useForm({
    initialValues: { name: '', companyId: '', unticked: [] as string[] },
    validate: {
      name: (value) => firstIssue(projectNameSchema, value),
      companyId: (value) => firstIssue(companySchema, value),
    },
  });
  const users = useCompanyUsers(form.values.companyId);
  const ticked = idsOf(users.data).filter((id) => !form.values.unticked.includes(id));
  const close = () => {
    form.reset();
    creation.reset();
    onClose();
  };
  const navigate = useNavigate();
  // Confirm, then open the new project: its collections are what a person makes next.
  const submit = form.onSubmit(({ name, companyId }) =>
    creation.mutate(
      { name, companyId, users: ticked },
      {
        onSuccess: (project) => {
          close();
          showToast(`Project "${project.name}" created.`);
          navigate(paths.collections(project.id));
        },
      },
    ),
  );

  return (
    <Modal opened={opened} onClose={close} title="Create project" closeButtonProps={{ 'aria-label': 'Close' }}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <MutationError error={creation.error} fallback="The project could not be created. Please try again." />
          <TextInput label="Project name" required maxLength={100} data-autofocus {...form.getInputProps('name')} />
          <Select
            label="Company"
            required
            searchable
            placeholder={companies.isPending ? 'Loading companies…' : 'Choose a company'}
            data={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
            error={form.errors.companyId ?? (companies.isError ? 'The companies could not be loaded.' : undefined)}
            value={form.values.companyId || null}
            onChange={(companyId) => form.setValues({ companyId: companyId ?? '', unticked: [] })}
          />
          {form.values.companyId && (
            <CompanyUsersField
              users={users}
              ticked={ticked}
              onChange={(ids) =>
                form.setFieldValue(
                  'unticked',
                  idsOf(users.data).filter((id) => !ids.includes(id)),
                )
              }
            />
          )}
          <FormActions submitLabel="Create" busy={creation.isPending} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
