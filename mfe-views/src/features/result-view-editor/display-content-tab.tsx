import {
  Button,
  Card,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { StyleName } from '../../components/view-renderer/view-types';
import { newSection } from './new-content';
import { REMOVE_LIST_ITEM, useConfirm } from './confirm-dialog';
import { useDraft, useUpdate } from './editor-context';
import { SectionCard } from './section-card';
import { arrayMove, SortableList } from './sortable-list';

const STYLE_LABELS: Record<StyleName, string> = {
  heading: 'Heading',
  subHeading: 'Sub heading',
  leadParagraph: 'Lead paragraph',
  paragraph: 'Paragraph',
  button: 'Button',
  recipeTab: 'Recipe tab',
};

function Fonts() {
  const fonts = useDraft((draft) => draft.content.fonts);
  const update = useUpdate();
  const ask = useConfirm();
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        Fonts
      </Title>
      <Stack gap="xs">
        {fonts.map((font, index) => (
          <Group key={index} align="flex-end" gap="xs">
            <TextInput
              label={`Font ${index + 1} name`}
              value={font.name}
              onChange={(e) =>
                update((d) => void (d.content.fonts[index]!.name = e.currentTarget.value), { typing: true })
              }
            />
            <NumberInput
              label="Weight"
              w={100}
              min={100}
              max={900}
              step={100}
              value={font.weight}
              onChange={(value) => update((d) => void (d.content.fonts[index]!.weight = Number(value) || 400))}
            />
            <Checkbox
              label="Italic"
              checked={font.italic}
              onChange={(e) => update((d) => void (d.content.fonts[index]!.italic = e.currentTarget.checked))}
            />
            <Button
              variant="default"
              size="xs"
              onClick={() => ask(REMOVE_LIST_ITEM, () => update((d) => void d.content.fonts.splice(index, 1)))}
            >
              Remove font {index + 1}
            </Button>
          </Group>
        ))}
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() => update((d) => void d.content.fonts.push({ name: 'Inter', italic: false, weight: 400 }))}
          >
            Add font
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function TextStyles() {
  const styles = useDraft((draft) => draft.content.styles);
  const fontNames = useDraft((draft) => [...new Set(draft.content.fonts.map((font) => font.name))].join('\n'));
  const update = useUpdate();
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="xs">
        Text styles
      </Title>
      <Stack gap="sm">
        {(Object.keys(STYLE_LABELS) as StyleName[]).map((name) => (
          <SimpleGrid key={name} cols={4} spacing="xs">
            <Select
              label={`${STYLE_LABELS[name]} font`}
              data={fontNames.split('\n').filter(Boolean)}
              value={styles[name].fontFamily}
              allowDeselect={false}
              onChange={(value) => update((d) => void (d.content.styles[name].fontFamily = value ?? 'Inter'))}
            />
            <NumberInput
              label="Size"
              min={6}
              max={96}
              value={styles[name].fontSize}
              onChange={(value) =>
                update((d) => void (d.content.styles[name].fontSize = Number(value) || 16), { typing: true })
              }
            />
            <NumberInput
              label="Weight"
              min={100}
              max={900}
              step={100}
              value={styles[name].fontWeight}
              onChange={(value) => update((d) => void (d.content.styles[name].fontWeight = Number(value) || 400))}
            />
            <TextInput
              type="color"
              label="Colour"
              value={styles[name].color}
              onChange={(e) =>
                update((d) => void (d.content.styles[name].color = e.currentTarget.value), { typing: true })
              }
            />
          </SimpleGrid>
        ))}
      </Stack>
    </Card>
  );
}

/** 001 §2 'Display Content': sections and their elements, reordered by drag or keyboard; fonts; text styles. */
export function DisplayContentTab() {
  const sections = useDraft((draft) => draft.content.sections);
  const update = useUpdate();
  return (
    <Stack>
      {sections.length === 0 && <Text c="dimmed">This view has no sections yet.</Text>}
      <SortableList
        items={sections}
        onReorder={(from, to) => update((d) => void (d.content.sections = arrayMove(d.content.sections, from, to)))}
      >
        {(section, index) => <SectionCard key={section.id} section={section} position={index + 1} />}
      </SortableList>
      <Group>
        <Button variant="default" onClick={() => update((d) => void d.content.sections.push(newSection()))}>
          Add section
        </Button>
      </Group>
      <Fonts />
      <TextStyles />
    </Stack>
  );
}
