import { describe, expect, it } from 'vitest';
import kitStylesheetsLoader from './kit-stylesheets-loader.mjs';
import { coreStylesheetsFor, DATES_STYLESHEET, layerOrder, stylesheetsForSource } from './kit-stylesheets.mjs';

const sheet = (component) => `@mantine/core/styles/${component}.css`;

describe('the stylesheets a Mantine import needs', () => {
  it('brings the parts a component is built from, before the component itself', () => {
    const menu = coreStylesheetsFor(['Menu']);
    expect(menu).toEqual(expect.arrayContaining([sheet('Popover'), sheet('Menu')]));
    expect(menu.indexOf(sheet('Popover'))).toBeLessThan(menu.indexOf(sheet('Menu')));
    expect(coreStylesheetsFor(['Checkbox'])).toEqual(
      expect.arrayContaining([sheet('InlineInput'), sheet('CheckboxIndicator'), sheet('Checkbox')]),
    );
    expect(coreStylesheetsFor(['Select'])).toEqual(expect.arrayContaining([sheet('Combobox'), sheet('Input')]));
  });

  it('needs none for helpers that draw nothing', () => {
    expect(coreStylesheetsFor(['createTheme', 'useProps', 'MantineProvider'])).toEqual([]);
  });

  it('reads the names of every import from @mantine/core and @mantine/dates in a module', () => {
    const source = [
      "import { Button, Menu as ActionsMenu } from '@mantine/core';",
      'import {\n  Modal,\n} from "@mantine/core";',
      "import { DatePickerInput } from '@mantine/dates';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(stylesheetsForSource(source)).toEqual([
      ...coreStylesheetsFor(['Button', 'Menu', 'Modal']),
      DATES_STYLESHEET,
    ]);
    expect(stylesheetsForSource("import { useState } from 'react';")).toEqual([]);
  });

  it('refuses an import it cannot read name by name', () => {
    expect(() => stylesheetsForSource("import * as Mantine from '@mantine/core';")).toThrow(/import the names you use/);
  });

  it('adds the imports after the module, leaving its lines where they were', () => {
    const source = "import { Tooltip } from '@mantine/core';\nexport const x = 1;";
    let output;
    kitStylesheetsLoader.call({ resourcePath: '/src/x.tsx', callback: (_error, code) => (output = code) }, source);
    expect(output.startsWith(source)).toBe(true);
    expect(output).toContain(`import "${sheet('Tooltip')}";`);
  });

  it("puts each Mantine sheet into its own layer, declaring every layer's place first", () => {
    let output;
    const loader = (resourcePath, source) =>
      kitStylesheetsLoader.call({ resourcePath, callback: (_error, code) => (output = code) }, source);
    loader('/m/node_modules/@mantine/core/styles/Button.css', '.m_button { color: red; }');
    const [declaration, ...rest] = output.split('\n');
    expect(declaration).toBe(`@layer ${layerOrder().join(', ')};`);
    expect(rest.join('\n')).toBe('@layer mantine.Button {\n.m_button { color: red; }\n}\n');
    const order = layerOrder();
    expect(order.slice(0, 3)).toEqual(['mantine.baseline', 'mantine.default-css-variables', 'mantine.global']);
    expect(order.indexOf('mantine.UnstyledButton')).toBeLessThan(order.indexOf('mantine.Button'));
    expect(order.indexOf('mantine.Popover')).toBeLessThan(order.indexOf('mantine.Menu'));
    expect(order.at(-1)).toBe('mantine.dates');
    loader('/m/node_modules/@mantine/dates/styles.css', '.d {}');
    expect(output).toContain('@layer mantine.dates {');
  });
});
