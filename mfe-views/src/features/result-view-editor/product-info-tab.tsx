import { Card, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { firstIssue } from 'shared';
import { UpdateViewBody } from 'shared/contracts/views';
import type { EditableView, ViewStyle } from '../../components/view-renderer/view-types';
import { AssetField } from './asset-field';
import { useDraft, useUpdate } from './editor-context';

const MAX_DETAILS = 255;
const MAX_URL = 255;

const COLOURS: [keyof Omit<ViewStyle, 'product_image_scale_mode'>, string][] = [
  ['background_colour', 'Background'],
  ['state_colour', 'State'],
  ['details_colour', 'Details'],
  ['description_colour', 'Description'],
  ['product_image_background_colour', 'Product image background'],
  ['icon_background_colour', 'Icon background'],
  ['arrow_colour', 'Arrow'],
];

const typing = { typing: true };
/** A draft kept in localStorage before html_content_url existed has none: read as ''. */
const htmlContentUrlOf = (view: Partial<Pick<EditableView, 'html_content_url'>>) => view.html_content_url ?? '';

const urlError = (url: string) =>
  url.length > MAX_URL
    ? `At most ${MAX_URL} characters`
    : url && !/^https?:\/\//.test(url)
      ? 'Must start with http:// or https://'
      : null;

/** The name and description as Save sends them, checked with the API's own rules and words. */
const nameIssue = (name: string) => firstIssue(UpdateViewBody.entries.name, name);
const descriptionIssue = (description: string) => firstIssue(UpdateViewBody.entries.description, description);

/** The API takes a page URL without spaces (a link must not break apart). */
const htmlUrlError = (url: string) => urlError(url) ?? (/\s/.test(url) ? 'Must not contain spaces' : null);

/** 001 §2 'Product Info': the texts, images and colours around the content. */
export function ProductInfoTab() {
  const view = useDraft((draft) => draft);
  const update = useUpdate();
  return (
    <Stack>
      <SimpleGrid cols={2}>
        <TextInput
          label="Name"
          required
          value={view.name}
          error={nameIssue(view.name)}
          onChange={(e) => update((d) => void (d.name = e.currentTarget.value), typing)}
        />
        <TextInput
          label="Description"
          required
          value={view.description}
          error={descriptionIssue(view.description)}
          onChange={(e) => update((d) => void (d.description = e.currentTarget.value), typing)}
        />
      </SimpleGrid>
      <TextInput
        label="Display state"
        description="The verdict a scanner reads first, e.g. Authentic"
        value={view.display_state}
        maxLength={MAX_DETAILS}
        onChange={(e) => update((d) => void (d.display_state = e.currentTarget.value), typing)}
      />
      <TextInput
        label="Display details"
        description={`${view.display_details.length} / ${MAX_DETAILS}`}
        value={view.display_details}
        maxLength={MAX_DETAILS}
        onChange={(e) => update((d) => void (d.display_details = e.currentTarget.value), typing)}
      />
      <Textarea
        label="Display description"
        autosize
        minRows={3}
        value={view.display_description}
        onChange={(e) => update((d) => void (d.display_description = e.currentTarget.value), typing)}
      />
      <TextInput
        label="HTML content URL"
        description="A page of your own about the product. The scan page links to it under the verdict; leave it empty for none."
        placeholder="https://"
        type="url"
        value={htmlContentUrlOf(view)}
        error={htmlUrlError(htmlContentUrlOf(view))}
        onChange={(e) => update((d) => void (d.html_content_url = e.currentTarget.value), typing)}
      />
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Images
        </Title>
        <Text size="sm" c="dimmed" mb="xs">
          An image URL overrides the asset chosen for it; picking an asset clears the URL.
        </Text>
        <SimpleGrid cols={2}>
          <AssetField
            label="Product image"
            assetId={view.product_image_asset_id}
            onChange={(assetId) =>
              update((d) => {
                d.product_image_asset_id = assetId;
                if (assetId) d.product_image_url = '';
              })
            }
          />
          <TextInput
            label="Product image URL"
            value={view.product_image_url}
            error={urlError(view.product_image_url)}
            onChange={(e) => update((d) => void (d.product_image_url = e.currentTarget.value), typing)}
          />
          <AssetField
            label="Logo image"
            assetId={view.logo_image_asset_id}
            onChange={(assetId) =>
              update((d) => {
                d.logo_image_asset_id = assetId;
                if (assetId) d.logo_image_url = '';
              })
            }
          />
          <TextInput
            label="Logo image URL"
            value={view.logo_image_url}
            error={urlError(view.logo_image_url)}
            onChange={(e) => update((d) => void (d.logo_image_url = e.currentTarget.value), typing)}
          />
          <AssetField
            label="Icon image"
            assetId={view.icon_image_asset_id}
            onChange={(assetId) => update((d) => void (d.icon_image_asset_id = assetId))}
          />
        </SimpleGrid>
      </Card>
      <Card withBorder>
        <Title order={3} size="h5" mb="xs">
          Colours
        </Title>
        <SimpleGrid cols={3}>
          {COLOURS.map(([key, label]) => (
            <TextInput
              key={key}
              type="color"
              label={label}
              value={view.style[key]}
              onChange={(e) => update((d) => void (d.style[key] = e.currentTarget.value), typing)}
            />
          ))}
        </SimpleGrid>
        <Text size="sm" fw={500} mt="sm" id="scale-mode-label">
          Product image scale
        </Text>
        <SegmentedControl
          aria-labelledby="scale-mode-label"
          data={[
            { value: 'cover', label: 'Cover' },
            { value: 'contain', label: 'Contain' },
          ]}
          value={view.style.product_image_scale_mode}
          onChange={(value) =>
            update((d) => void (d.style.product_image_scale_mode = value as ViewStyle['product_image_scale_mode']))
          }
        />
      </Card>
    </Stack>
  );
}

/** Problems that would make Save fail, named for the user before the API is asked. */
export function productInfoProblems(view: {
  name: string;
  description: string;
  product_image_url: string;
  logo_image_url: string;
  html_content_url?: string;
}): string[] {
  return [
    nameIssue(view.name),
    descriptionIssue(view.description),
    urlError(view.product_image_url) && `Product image URL: ${urlError(view.product_image_url)}`,
    urlError(view.logo_image_url) && `Logo image URL: ${urlError(view.logo_image_url)}`,
    htmlUrlError(htmlContentUrlOf(view)) && `HTML content URL: ${htmlUrlError(htmlContentUrlOf(view))}`,
  ].filter((problem): problem is string => Boolean(problem));
}
