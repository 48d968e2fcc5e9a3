import { Badge, Button, CloseButton, Group, Select, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { schemaResolver, useForm } from '@mantine/form';
import { MutationError, plural, showToast } from 'shared';
import { CollectionMarketsBody, type CollectionMarkets } from 'shared/contracts/protection';
import { COUNTRY_OPTIONS, countryName } from './countries';
import { useSaveCollectionMarkets } from './protection-api';

/** The chosen countries, each removable, and a searchable list to add one (the ui-kit has no MultiSelect). */
function CountryPicker({
  name,
  value,
  onChange,
  error,
}: {
  name: string;
  value: string[];
  onChange: (markets: string[]) => void;
  error?: ReactNode;
}) {
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
      <Select
        label={`Add a market to ${name}`}
        placeholder="Search a country"
        searchable
        data={COUNTRY_OPTIONS.filter((option) => !value.includes(option.value))}
        value={null}
        onChange={(code) => code && onChange([...value, code])}
        error={error}
      />
      {value.length === 0 ? (
        <Text size="sm">No markets: never outside one.</Text>
      ) : (
        <Group gap={6} aria-label={`Markets chosen for ${name}`} role="list">
          {value.map((code) => (
            <Badge
              key={code}
              role="listitem"
              variant="light"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${countryName(code)}`}
                  onClick={() => onChange(value.filter((market) => market !== code))}
                />
              }
            >
              {countryName(code)} ({code})
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

function MarketsForm({ projectId, collection }: { projectId: string; collection: CollectionMarkets }) {
  const saving = useSaveCollectionMarkets(projectId);
  const form = useForm<CollectionMarketsBody>({
    initialValues: { markets: collection.markets },
    validate: schemaResolver(CollectionMarketsBody, { sync: true }),
  });
  const submit = form.onSubmit(({ markets }) =>
    saving.mutate(
      { collectionId: collection.collectionId, markets },
      {
        onSuccess: () => {
          form.resetDirty({ markets });
          showToast(
            markets.length
              ? `${collection.name} is sold in ${plural(markets.length, 'country', 'countries')}.`
              : `${collection.name} has no markets: its scans are never outside one.`,
          );
        },
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={`Markets of ${collection.name}`}>
      <Stack gap="xs">
        <MutationError error={saving.error} fallback="The markets could not be saved. Please try again." />
        <Group align="flex-start">
          <CountryPicker
            name={collection.name}
            value={form.values.markets}
            onChange={(markets) => form.setFieldValue('markets', markets)}
            error={form.errors.markets}
          />
          <Button type="submit" variant="default" mt={24} loading={saving.isPending} disabled={!form.isDirty()}>
            Save markets
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Each collection's markets, which the outside-market rule reads; editable with project:update. */
export function CollectionMarketsList({
  projectId,
  collections,
  canChange,
}: {
  projectId: string;
  collections: CollectionMarkets[];
  canChange: boolean;
}) {
  if (collections.length === 0) return <Text size="sm">This project has no collections yet.</Text>;
  if (canChange) {
    return (
      <Stack>
        {collections.map((collection) => (
          <MarketsForm key={collection.collectionId} projectId={projectId} collection={collection} />
        ))}
      </Stack>
    );
  }
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Collection</Table.Th>
          <Table.Th>Markets</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {collections.map(({ collectionId, name, markets }) => (
          <Table.Tr key={collectionId}>
            <Table.Td>{name}</Table.Td>
            <Table.Td>{markets.length ? markets.map(countryName).join(', ') : 'None (never flagged)'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
