import { Button, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import { firstIssue, MutationError, useProjectCollections } from 'shared';
import { paths } from 'shared/routes';
import * as v from 'valibot';
import { lookUpTag } from './tags-api';

export const lookupSchema = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty('Enter a tag id, a short code, a short link or an index.'),
);

/** /projects/:p/tags: finds a tag by what a person holds (its link, code or id) or by its index in a collection. */
export default function TagLookupPage() {
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const collections = useProjectCollections(projectId);
  const form = useForm({
    initialValues: { q: '', collectionId: '' },
    validate: { q: (value) => firstIssue(lookupSchema, value) },
  });
  const lookup = useMutation({
    mutationFn: ({ q, collectionId }: { q: string; collectionId: string }) =>
      lookUpTag(projectId, q, collectionId || undefined),
    onSuccess: (tag) => navigate(paths.tag(projectId, tag.id)),
  });

  return (
    <Stack>
      <Title order={1}>Tags</Title>
      <Text>
        Find a tag by its short link, short code or id, as printed or scanned; or choose a collection and enter the
        tag&apos;s index in it.
      </Text>
      <form onSubmit={form.onSubmit((values) => lookup.mutate(values))} noValidate aria-label="Find a tag">
        <Stack maw={560}>
          <MutationError error={lookup.error} fallback="The tag could not be looked up. Please try again." />
          <TextInput
            label="Tag"
            placeholder="https://…/s/… or a short code, tag id or index"
            required
            data-autofocus
            {...form.getInputProps('q')}
          />
          <Select
            label="Collection"
            description="Only needed to find a tag by its index."
            placeholder="Any collection"
            clearable
            searchable
            data={(collections.data ?? []).map((collection) => ({ value: collection.id, label: collection.name }))}
            {...form.getInputProps('collectionId')}
            onChange={(value) => form.setFieldValue('collectionId', value ?? '')}
          />
          <Group>
            <Button type="submit" loading={lookup.isPending}>
              Find tag
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
