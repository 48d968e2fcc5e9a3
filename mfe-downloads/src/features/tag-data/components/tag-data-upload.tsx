import { Button, Group, List, Notification, Stack } from '@mantine/core';
import { useRef, useState, type ChangeEvent } from 'react';
import { plural } from 'shared';
import { jobFailure } from '../../../jobs/persisted-jobs';
import type { TagDataKind } from 'shared/contracts/tag-data';
import { TagDataCsvError } from '../csv/parse-tag-data-csv';
import { UploadProgress } from './upload-progress';
import { TagDataOutcomeUnknownError, useUploadTagData, type UploadPhase } from '../upload/upload-tag-data';

interface Toast {
  ok: boolean;
  title: string;
  message: string;
  /** Each problem of a refused file, by line or row and column. */
  problems?: string[];
}

const NOUN: Record<TagDataKind, string> = { metadata: 'Metadata', 'custom-attributes': 'Custom attributes' };
/** Listed in the toast; the rest are counted. */
const PROBLEMS_SHOWN = 10;

const timeNow = () => new Date().toLocaleTimeString('en-GB');

/**
 * 000 §4: uploading → success or error, each told in a toast with the time. The file is checked whole
 * before anything is sent, and the API stores all of it or none, so a bad row loses nothing.
 */
export function TagDataUpload({
  kind,
  projectId,
  collectionId,
}: {
  kind: TagDataKind;
  projectId: string;
  collectionId: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [toast, setToast] = useState<Toast | null>(null);
  const upload = useUploadTagData(projectId, collectionId, kind, setPhase);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setToast(null);
    upload.mutate(file, {
      onSuccess: ({ rows, tags_updated }) =>
        setToast({
          ok: true,
          title: `${NOUN[kind]} uploaded at ${timeNow()}`,
          message:
            tags_updated === undefined
              ? `${file.name}: ${plural(rows, 'row')} stored.`
              : `${file.name}: ${plural(rows, 'row')}, ${plural(tags_updated, 'tag')} updated.`,
        }),
      onError: (error) =>
        setToast(
          error instanceof TagDataOutcomeUnknownError
            ? {
                ok: false,
                title: `${NOUN[kind]} upload outcome unknown at ${timeNow()}`,
                message: `${file.name}: ${error.message}`,
              }
            : error instanceof TagDataCsvError && error.problems.length > 1
              ? {
                  ok: false,
                  title: `${NOUN[kind]} upload failed at ${timeNow()}`,
                  message: `${file.name}: ${error.problems.length} problems. Nothing was stored.`,
                  problems: error.problems,
                }
              : {
                  ok: false,
                  title: `${NOUN[kind]} upload failed at ${timeNow()}`,
                  message: `${file.name}: ${jobFailure(error)} Nothing was stored.`,
                },
        ),
      onSettled: () => setPhase(null),
    });
  };

  return (
    <Stack gap="sm">
      <Group>
        <Button onClick={() => input.current?.click()} loading={upload.isPending}>
          Upload CSV
        </Button>
        <input ref={input} type="file" accept=".csv,text/csv" hidden onChange={choose} aria-hidden tabIndex={-1} />
      </Group>
      {phase && <UploadProgress phase={phase} />}
      {toast && (
        <Notification
          role={toast.ok ? 'status' : 'alert'}
          color={toast.ok ? 'green' : 'red'}
          title={toast.title}
          onClose={() => setToast(null)}
          closeButtonProps={{ 'aria-label': 'Dismiss' }}
          style={{ position: 'fixed', right: 24, bottom: 24, zIndex: 400, maxWidth: 440 }}
        >
          {toast.message}
          {toast.problems && (
            <List size="sm" mt={4}>
              {toast.problems.slice(0, PROBLEMS_SHOWN).map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
              {toast.problems.length > PROBLEMS_SHOWN && (
                <List.Item>…and {toast.problems.length - PROBLEMS_SHOWN} more.</List.Item>
              )}
            </List>
          )}
        </Notification>
      )}
    </Stack>
  );
}
