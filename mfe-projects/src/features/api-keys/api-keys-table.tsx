import { Badge, Group, Table, Text } from '@mantine/core';
import { formatDate, personName, usePagedRows } from 'shared';
import { RevokeKeyButton } from './revoke-key-button';
import type { useRevokeApiKey } from './revoke-api-key';
import type { ApiKey } from './types';

export function ApiKeysTable({
  apiKeys,
  revoking,
}: {
  apiKeys: ApiKey[];
  /** Given when the caller may revoke keys. */
  revoking?: ReturnType<typeof useRevokeApiKey>;
}) {
  const { pageRows, pager } = usePagedRows(apiKeys);
  return (
    <>
      <Table striped aria-label="API keys">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Key</Table.Th>
            <Table.Th>Scopes</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Last used</Table.Th>
            {revoking && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pageRows.map((apiKey) => (
            <Table.Tr key={apiKey.id}>
              <Table.Td>
                <Text ff="monospace" size="sm">
                  sfk_{apiKey.prefix}…
                </Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {apiKey.scopes.map((scope) => (
                    <Badge key={scope} variant="outline" tt="none">
                      {scope}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{personName(apiKey.owner)}</Text>
                <Text size="xs">{apiKey.owner.email}</Text>
                {apiKey.owner.company_name && <Text size="xs">{apiKey.owner.company_name}</Text>}
              </Table.Td>
              <Table.Td>{formatDate(apiKey.created_at)}</Table.Td>
              <Table.Td>{apiKey.last_used_at ? formatDate(apiKey.last_used_at) : 'Never'}</Table.Td>
              {revoking && (
                <Table.Td>
                  <RevokeKeyButton apiKey={apiKey} revoking={revoking} />
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {pager}
    </>
  );
}
