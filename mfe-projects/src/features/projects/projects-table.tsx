import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
import { Anchor, Pagination, Stack, Table } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, PAGE_SIZE, pageOf, type Project } from 'shared';

export function ProjectsTable({ projects }: { projects: Project[] }) {
  const [page, setPage] = useState(1);
  return (
    <Stack>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Date Created</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageOf(projects, page).map((project) => (
            <Table.Tr key={project.id}>
              <Table.Td>
                <Anchor component={Link} to={`/projects/${project.id}/collections`}>
                  {project.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{project.company.name}</Table.Td>
              <Table.Td>{formatDate(project.created_at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {projects.length > PAGE_SIZE && (
        <Pagination total={Math.ceil(projects.length / PAGE_SIZE)} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}
