import { Select, Textarea } from '@mantine/core';
import { TYPING, useItemChange, type ItemOf } from './use-item-change';

const TEXT_STYLES = [
  { value: 'heading', label: 'Heading' },
  { value: 'subHeading', label: 'Sub heading' },
  { value: 'leadParagraph', label: 'Lead paragraph' },
  { value: 'paragraph', label: 'Paragraph' },
];
const ALIGNMENTS = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Centre' },
  { value: 'right', label: 'Right' },
];

export function TextFields({ item }: { item: ItemOf<'text'> }) {
  const change = useItemChange<'text'>(item.id);
  return (
    <>
      <Select
        label="Text style"
        data={TEXT_STYLES}
        value={item.data.style}
        allowDeselect={false}
        onChange={(value) => change((data) => void (data.style = value as typeof data.style))}
      />
      <Select
        label="Alignment"
        data={ALIGNMENTS}
        value={item.data.align ?? null}
        placeholder="As the section"
        onChange={(value) => change((data) => void (data.align = (value ?? undefined) as typeof data.align))}
      />
      <Textarea
        label="Text"
        autosize
        minRows={2}
        value={item.data.text}
        onChange={(event) => change((data) => void (data.text = event.currentTarget.value), TYPING)}
      />
    </>
  );
}
