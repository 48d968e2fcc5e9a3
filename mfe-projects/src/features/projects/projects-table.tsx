import { Anchor, Table } from '@mantine/core';
import { Link } from 'react-router-dom';
import { formatDate, type Project } from 'shared';
import { paths } from 'shared/routes';

export function ProjectsTable({ projects }: { projects: Project[] }) {
  return (
    <Table striped highlightOnHover aria-label="Your Projects">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Name</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th>Date Created</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {projects.map((project) => (
          <Table.Tr key={project.id}>
            <Table.Td>
              <Anchor component={Link} to={paths.collections(project.id)}>
                {project.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{project.company.name}</Table.Td>
            <Table.Td>{formatDate(project.created_at)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
