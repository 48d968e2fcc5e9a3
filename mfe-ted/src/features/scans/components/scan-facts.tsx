import { Anchor, Group, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDateTime } from 'shared';
import { AddressComponent } from 'shared/contracts/scan-events';
import { paths } from 'shared/routes';
import { locatedBy, placeName, scannerName, statusLabel } from '../../../lib/scan-labels';
import type { TedScanEvent } from 'shared/contracts/ted';
import * as v from 'valibot';

/** 001 §2 Scan Details: when, where, how located, scanner, project, collection and tag links, company. */
export function ScanFacts({ scan }: { scan: TedScanEvent }) {
  const rows: [string, ReactNode][] = [
    ['Date', formatDateTime(scan.createdAt)],
    ['City', placeName(scan.city)],
    ['Country', placeName(scan.country)],
    ['Located by', locatedBy(scan.geolocationEnabled)],
    ['Scanner type', scannerName(scan.clientAgent)],
    ['Status', statusLabel(scan.scanStatus)],
    [
      'Project',
      <Anchor key="project" component={Link} to={paths.collections(scan.projectId)}>
        {scan.projectName}
      </Anchor>,
    ],
    [
      'Collection',
      scan.collectionId ? (
        <Anchor key="collection" component={Link} to={paths.orders(scan.projectId, scan.collectionId)}>
          {scan.collectionName ?? scan.collectionId}
        </Anchor>
      ) : (
        'None'
      ),
    ],
    ['Company', scan.companyName],
    [
      'Tag ID',
      scan.tagId ? (
        <Group key="tag" gap="xs">
          <span>{scan.tagId}</span>
          <Anchor component={Link} to={paths.tag(scan.projectId, scan.tagId)} aria-label={`Open tag ${scan.tagId}`}>
            Open tag
          </Anchor>
        </Group>
      ) : (
        'None'
      ),
    ],
    ['Flag', scan.ruleStatus ?? 'None'],
  ];
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label="Scan facts">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={160}>
              {label}
            </Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 001 §3 tagMetadata: a key/value map (or a list whose first item has `data`). */
export function metadataEntries(tagMetadata: unknown): [string, string][] {
  const map = Array.isArray(tagMetadata) ? (tagMetadata[0] as { data?: unknown } | undefined)?.data : tagMetadata;
  if (!map || typeof map !== 'object') return [];
  return Object.entries(map as Record<string, unknown>).map(([key, value]) => [
    key,
    typeof value === 'string' ? value : JSON.stringify(value),
  ]);
}

export function TagMetadataTable({ tagMetadata }: { tagMetadata: unknown }) {
  const entries = metadataEntries(tagMetadata);
  if (entries.length === 0) return <>None</>;
  return (
    <Table withTableBorder verticalSpacing={4} aria-label="Tag metadata">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Key</Table.Th>
          <Table.Th>Value</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map(([key, value]) => (
          <Table.Tr key={key}>
            <Table.Td>{key}</Table.Td>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

const AddressComponents = v.array(AddressComponent);

/**
 * 001 §3 addressComponents: each part's name and what it is (its first type, e.g. locality), in order. The TED
 * answer carries them as the scanner's JSON, so they are read only when they have the shape POST /scan-events takes.
 */
export function addressParts(addressComponents: unknown): [string, string][] {
  if (!v.is(AddressComponents, addressComponents)) return [];
  return addressComponents.flatMap((part) => {
    const name = part.long_name || part.short_name;
    if (!name) return [];
    return [[(part.types[0] ?? '').replace(/_/g, ' '), name] as [string, string]];
  });
}

export function AddressTable({ addressComponents }: { addressComponents: unknown }) {
  const parts = addressParts(addressComponents);
  if (parts.length === 0) return <>None</>;
  return (
    <Table withTableBorder verticalSpacing={4} aria-label="Address">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Part</Table.Th>
          <Table.Th>Name</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {parts.map(([kind, name], index) => (
          <Table.Tr key={index}>
            <Table.Td>{kind}</Table.Td>
            <Table.Td>{name}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
