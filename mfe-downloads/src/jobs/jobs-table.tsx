import type { ReactNode } from 'react';
import { Table, Text, VisuallyHidden } from '@mantine/core';
import { saveFile, usePagedRows } from 'shared';
import { JobActions } from './job-actions';
import { deleteArchive, loadArchive } from './persisted-jobs';

/** What every download job kept in the browser has. */
export interface TableJob {
  id: string;
  fileName: string;
  status: string;
  error?: string;
}

export interface JobColumn<J> {
  header: string;
  cell: (job: J) => ReactNode;
  minWidth?: number;
}

const JOBS_PAGE_SIZE = 100;

async function saveArchive(job: TableJob) {
  const archive = await loadArchive(job.id);
  if (archive) saveFile(archive, `${job.fileName}.zip`);
}

/**
 * Download jobs kept in the browser, 100 a page: the caller's columns, then the status with the job's error, then
 * its buttons (Restart when failed or interrupted, Download of its archive once complete, Remove with its archive).
 */
export function JobsTable<J extends TableJob>({
  label,
  minWidth,
  jobs,
  columns,
  status = (job) => job.status,
  actionName,
  running,
  onRestart,
  onRemove,
}: {
  label?: string;
  /** Past this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  jobs: J[];
  columns: JobColumn<J>[];
  status?: (job: J) => ReactNode;
  /** Names the job in its buttons' accessible names. */
  actionName: (job: J) => string;
  running: (job: J) => boolean;
  onRestart: (job: J) => void;
  onRemove: (job: J) => void;
}) {
  const { pageRows, pager } = usePagedRows(jobs, JOBS_PAGE_SIZE);
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header}>{column.header}</Table.Th>
              ))}
              <Table.Th>Status</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pageRows.map((job) => (
              <Table.Tr key={job.id}>
                {columns.map((column) => (
                  <Table.Td key={column.header} miw={column.minWidth}>
                    {column.cell(job)}
                  </Table.Td>
                ))}
                <Table.Td>
                  {status(job)}
                  {job.error && (
                    <Text size="xs" c="red.8">
                      {job.error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <JobActions
                    name={actionName(job)}
                    status={job.status}
                    running={running(job)}
                    onRestart={() => onRestart(job)}
                    onDownload={() => void saveArchive(job)}
                    onRemove={() => {
                      onRemove(job);
                      deleteArchive(job.id);
                    }}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pager}
    </>
  );
}
