import { Alert, Anchor, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useParams } from 'react-router-dom';
import { plural, projectPermissions, useMyProject } from 'shared';
import { BLACKLIST_REASONS } from 'shared/contracts/tag-status';
import { jobFailure } from '../../../jobs/persisted-jobs';
import { TagDataCsvError } from '../csv/parse-tag-data-csv';
import { onlyAdministrators } from './tag-data-page';
import { UploadProgress } from './upload-progress';
import {
  tagDataTransport,
  TagDataOutcomeUnknownError,
  uploadCheckedFile,
  type UploadPhase,
} from '../upload/upload-tag-data';
import { parseTagStatusCsv, TAG_STATUS_TEMPLATE } from '../csv/parse-tag-status-csv';

type Outcome = { ok: true; message: string } | { ok: false; message: string; problems: string[] };

/** Listed under the error; the rest are counted. */
const PROBLEMS_SHOWN = 10;
const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(TAG_STATUS_TEMPLATE)}`;

function failure(file: File, error: unknown): Outcome {
  if (error instanceof TagDataOutcomeUnknownError) return { ok: false, message: error.message, problems: [] };
  if (error instanceof TagDataCsvError) {
    return { ok: false, message: `${file.name}: nothing was changed.`, problems: error.problems };
  }
  return { ok: false, message: `${file.name}: nothing was changed.`, problems: [jobFailure(error)] };
}

/**
 * Tag statuses from a CSV, through the metadata upload's session (checked whole in the
 * browser, sent in parts, applied all or nothing by the API's commit; docs/adr/0057).
 */
export function TagStatusUpload() {
  const { projectId = '', collectionId = '' } = useParams();
  const project = useMyProject(projectId);
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) =>
      uploadCheckedFile(
        (onProgress) => parseTagStatusCsv(file, onProgress),
        'status',
        tagDataTransport(projectId, collectionId),
        setPhase,
      ),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    upload.mutate(file, {
      onSuccess: ({ rows, tags_updated }) =>
        setOutcome({
          ok: true,
          message:
            tags_updated === undefined
              ? `${file.name}: ${plural(rows, 'row')} applied.`
              : `${file.name}: ${plural(rows, 'row')}, ${plural(tags_updated, 'tag')} changed status.`,
        }),
      onError: (error) => setOutcome(failure(file, error)),
      onSettled: () => setPhase(null),
    });
  };

  if (!projectPermissions(project.data).has('tag:update-status')) {
    return project.data ? <Text size="sm">{onlyAdministrators('change tag statuses')}</Text> : null;
  }
  return (
    <Stack gap="sm" component="section" aria-labelledby="tag-status-upload">
      <Title order={2} size="h3" id="tag-status-upload">
        Tag status
      </Title>
      <Text size="sm">
        A CSV with a tag_id column (or tag_index, the tag's index in this collection), a status column (active, inactive
        or blacklisted), a reason column for blacklisted tags ({BLACKLIST_REASONS.join(', ')}) and an optional note. The
        whole file is checked first: one bad row and no status changes.{' '}
        <Anchor href={TEMPLATE_HREF} download="tag-status-template.csv">
          Download the template
        </Anchor>
      </Text>
      <Group>
        <Button onClick={() => input.current?.click()} loading={upload.isPending}>
          Upload status CSV
        </Button>
        <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={choose} aria-hidden tabIndex={-1} />
      </Group>
      {phase && <UploadProgress phase={phase} />}
      {outcome?.ok && (
        <Alert role="status" color="green" title="Tag statuses changed">
          {outcome.message}
        </Alert>
      )}
      {outcome && !outcome.ok && (
        <Alert role="alert" color="red" title="Tag status upload failed">
          {outcome.message}
          {outcome.problems.length > 0 && (
            <List size="sm" mt={4}>
              {outcome.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
              {outcome.problems.length > PROBLEMS_SHOWN && (
                <List.Item>…and {outcome.problems.length - PROBLEMS_SHOWN} more.</List.Item>
              )}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}
