import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** One theme for the shell and every remote mounted alone; shades chosen for WCAG AA contrast on white. */
export const consoleTheme = createTheme({
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 5 },
  autoContrast: true,
});

/** Mantine's default dimmed grey (gray.6) and error red (red.6) are below 4.5:1 on white; gray.7 and red.9 are not. */
export const consoleCssVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** Badge fills of the status kinds the spec names; each keeps white text above 4.5:1 (green.9 is 4.4:1, so success is teal.9). */
export const statusBadgeColour = { success: 'teal.9', inprogress: 'indigo.8', neutral: 'gray.7' } as const;
