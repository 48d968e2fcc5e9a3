import { TextInput, type TextInputProps } from '@mantine/core';
import * as v from 'valibot';
import type { ImageUrl, LinkUrl } from 'shared/contracts/view-content';

/**
 * A URL of a view's content, checked as it is typed with the schema the API runs on save: a script link or a
 * typo is said under the field instead of refused by the save with a path.
 */
export function UrlInput({
  schema,
  value,
  onChange,
  ...props
}: Omit<TextInputProps, 'value' | 'onChange' | 'error'> & {
  schema: typeof LinkUrl | typeof ImageUrl;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      {...props}
      value={value}
      error={v.safeParse(schema, value).issues?.[0].message}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
