import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { firstIssue, formatCount, plural, useSession, type Collection } from 'shared';
import * as v from 'valibot';
import { datedFileName } from '../../../jobs/file-names';
import type { TagDataKind } from 'shared/contracts/tag-data';
import { tagDataJobs, useTagDataJobs } from '../tag-data-jobs-store';

/** 000 §5, §8. */
export const NOT_A_VALID_NUMBER = 'Not a valid number';
/** 000 §9: metadata inputs are debounced 300 ms. */
export const DEBOUNCE_MS = 300;

const FILE_LABEL: Record<TagDataKind, string> = { metadata: 'metadata', 'custom-attributes': 'custom-attributes' };

const wholeNumber = v.pipe(v.string(), v.trim(), v.regex(/^\d{1,15}$/, NOT_A_VALID_NUMBER));
const positiveNumber = v.pipe(
  wholeNumber,
  v.check((text) => Number(text) > 0, NOT_A_VALID_NUMBER),
);
const optionalCount = v.union([v.literal(''), positiveNumber], NOT_A_VALID_NUMBER);

interface DownloadForm {
  count: string;
  start: string;
  prefix: string;
}

/** The tags a form selects, or why it selects none. */
function sliceOf(values: DownloadForm, tagCount: number): { start: number; count: number } | string {
  const start = Number(values.start.trim() || '0');
  if (start >= tagCount) return `The collection has ${plural(tagCount, 'tag')}: start below ${formatCount(tagCount)}.`;
  const available = tagCount - start;
  const count = values.count.trim() === '' ? available : Number(values.count);
  if (count > available) return `Only ${plural(available, 'tag')} from index ${formatCount(start)}.`;
  return { start, count };
}

export interface TagDataDownloadFormProps {
  kind: TagDataKind;
  projectId: string;
  collection: Collection;
}

/**
 * 000 §5: a download job for a range of the collection's tags. Metadata may leave the count blank
 * (all from the start index); custom attributes need it. The job waits for 'Prepare All'.
 */
export function TagDataDownloadForm({ kind, projectId, collection }: TagDataDownloadFormProps) {
  const accountId = useSession((state) => state.account?.id ?? 'signed-out');
  const [queued, setQueued] = useState(false);
  // The banner tells what to do next, so it goes once no job of this collection waits for 'Prepare All'.
  const waiting = useTagDataJobs(kind, projectId, (state) =>
    state.jobs.some((job) => job.collectionId === collection.id && job.status === 'queued'),
  );
  const defaultName = datedFileName(collection.name, FILE_LABEL[kind]);
  const form = useForm<DownloadForm>({
    initialValues: { count: '', start: '0', prefix: '' },
    validate: {
      count: (value) => firstIssue(kind === 'metadata' ? optionalCount : positiveNumber, value),
      start: (value) => firstIssue(wholeNumber, value),
    },
  });
  const [debounced] = useDebouncedValue(form.values, DEBOUNCE_MS);
  const valid =
    firstIssue(kind === 'metadata' ? optionalCount : positiveNumber, debounced.count) === null &&
    firstIssue(wholeNumber, debounced.start) === null;
  const slice = valid ? sliceOf(debounced, collection.tagCount) : null;
  const fileName = debounced.prefix.trim() || defaultName;

  const submit = form.onSubmit((values) => {
    const chosen = sliceOf(values, collection.tagCount);
    if (typeof chosen === 'string') return form.setFieldError('start', chosen);
    tagDataJobs(kind, projectId, accountId)
      .getState()
      .enqueue([
        {
          id: crypto.randomUUID(),
          kind,
          fileName: values.prefix.trim() || defaultName,
          collectionId: collection.id,
          startTagOffset: chosen.start,
          tagCount: chosen.count,
          tagsComplete: 0,
          status: 'queued',
          downloadMethod: 'range',
          filters: { collectionIds: [collection.id] },
          createdAt: new Date().toISOString(),
        },
      ]);
    setQueued(true);
    form.reset();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group align="flex-start" grow>
          <TextInput
            label="Number of tags"
            description={kind === 'metadata' ? 'Blank: every tag from the start index.' : undefined}
            required={kind !== 'metadata'}
            inputMode="numeric"
            {...form.getInputProps('count')}
          />
          <TextInput label="Start index" required inputMode="numeric" {...form.getInputProps('start')} />
          <TextInput label="File name prefix" placeholder={defaultName} {...form.getInputProps('prefix')} />
        </Group>
        <Text size="sm" aria-live="polite" mih={20}>
          {typeof slice === 'object' && slice
            ? `Tags ${formatCount(slice.start)} to ${formatCount(slice.start + slice.count - 1)} into ${fileName}.zip`
            : typeof slice === 'string'
              ? slice
              : ''}
        </Text>
        <Group>
          <Button type="submit">Queue download</Button>
        </Group>
        {queued && waiting && (
          <Alert color="blue" role="status" withCloseButton closeButtonLabel="Dismiss" onClose={() => setQueued(false)}>
            Your download was queued. Click 'Prepare All' to prepare it.
          </Alert>
        )}
      </Stack>
    </form>
  );
}
