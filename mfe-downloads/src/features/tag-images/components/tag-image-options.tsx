import { Checkbox, Fieldset, Group, NumberInput, Radio, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { getRuntimeConfig } from 'shared';
import { PNG_DPI } from 'shared/fingerprint';
import { CustomLogoField } from './custom-logo-field';
import { MAX_PNG_SIZE_PX, MIN_PNG_SIZE_PX } from '../tag-download-job';

/** The form values these options edit; number inputs hold '' while empty. */
export interface TagImageOptionValues {
  hubImageOption: string;
  /** The custom logo as a data: URL, '' without one (000 §3 hubImageBase64Data). */
  hubImageBase64Data: string;
  imageFormatOption: string;
  pdfTagSize: number | string;
  pdfTagMargin: number | string;
  tagsPerArchive: number | string;
  /** PNG only: the side of each image in pixels. */
  pngSize: number | string;
  /** EPS and PDF only. */
  printColour: string;
  bleedMm: number | string;
  cropMarks: boolean;
  /** Every format: ink stays this many millimetres inside the trim. */
  clearZoneMm: number | string;
  /** EPS and PDF only: paper white painted over trim and bleed; transparent otherwise. */
  whiteBackground: boolean;
}

/** Hub image, format (with the PDF sizes) and archive size: how each tag image and archive is made. */
export function TagImageOptions<Values extends TagImageOptionValues>({
  form,
  projectId,
}: {
  form: UseFormReturnType<Values>;
  projectId: string;
}) {
  const { productName } = getRuntimeConfig();
  const isPdf = form.values.imageFormatOption === 'PDF';
  const isVector = isPdf || form.values.imageFormatOption === 'EPS';
  return (
    <Stack gap="md">
      <Radio.Group label="Hub image" withAsterisk {...form.getInputProps('hubImageOption')}>
        <Stack gap="xs" mt="xs">
          <Radio value="NO_LOGO" label="No Logo" />
          <Radio value="PRODUCT_LOGO" label={`${productName} Logo`} disabled />
          <Radio value="CUSTOM_LOGO" label="Custom Logo" />
          {form.values.hubImageOption === 'CUSTOM_LOGO' && (
            <CustomLogoField
              projectId={projectId}
              value={form.values.hubImageBase64Data}
              onChange={(dataUrl) => form.setFieldValue('hubImageBase64Data', dataUrl as never)}
              error={typeof form.errors.hubImageBase64Data === 'string' ? form.errors.hubImageBase64Data : undefined}
              print={form.values}
            />
          )}
        </Stack>
      </Radio.Group>
      <Radio.Group label="Tag Image Format" withAsterisk {...form.getInputProps('imageFormatOption')}>
        <Group gap="lg" mt="xs">
          <Radio value="EPS" label="EPS" />
          <Radio value="PNG" label="PNG" />
          <Radio value="PDF" label="PDF" />
        </Group>
      </Radio.Group>
      {form.values.imageFormatOption === 'PNG' && (
        <NumberInput
          label="Image size (px)"
          description={`Square; ${MIN_PNG_SIZE_PX}–${MAX_PNG_SIZE_PX}. 1000 px prints 85 mm at ${PNG_DPI} dpi.`}
          withAsterisk
          allowDecimal={false}
          {...form.getInputProps('pngSize')}
        />
      )}
      {isVector && (
        <Group grow align="flex-start">
          <NumberInput label="Tag diameter (mm)" withAsterisk decimalScale={2} {...form.getInputProps('pdfTagSize')} />
          <NumberInput label="Margin (mm)" withAsterisk decimalScale={2} {...form.getInputProps('pdfTagMargin')} />
        </Group>
      )}
      {isVector && (
        <Fieldset legend="Print">
          <Stack gap="sm">
            <Radio.Group label="Black" {...form.getInputProps('printColour')}>
              <Group gap="lg" mt="xs">
                <Radio value="cmyk" label="Black ink only (CMYK, K plate)" />
                <Radio value="rgb" label="RGB black (screens, office printers)" />
              </Group>
            </Radio.Group>
            <NumberInput
              label="Bleed (mm)"
              description={
                isPdf ? 'Written as the BleedBox around the TrimBox; within the margin.' : 'Within the margin.'
              }
              min={0}
              decimalScale={2}
              {...form.getInputProps('bleedMm')}
            />
            <Checkbox
              label="White background"
              description="Paper white over the trim and bleed; without it the tag is transparent around the ink."
              {...form.getInputProps('whiteBackground', { type: 'checkbox' })}
            />
            <Checkbox
              label="Crop marks"
              description="Drawn in the margin on the trim lines."
              {...form.getInputProps('cropMarks', { type: 'checkbox' })}
            />
          </Stack>
        </Fieldset>
      )}
      {form.values.imageFormatOption !== '' && (
        <NumberInput
          label="Clear zone (mm)"
          description="No ink this close to the trim, so a die-cut's tolerance misses the mark."
          min={0}
          decimalScale={2}
          {...form.getInputProps('clearZoneMm')}
        />
      )}
      <NumberInput
        label="Tags per archive"
        description="Each archive is one zip file."
        withAsterisk
        allowDecimal={false}
        thousandSeparator=","
        {...form.getInputProps('tagsPerArchive')}
      />
    </Stack>
  );
}
