import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Colours are chosen for WCAG 2.1 AA: white text on every filled shade we use is >= 4.5:1, and the few
// Mantine defaults that are too light on white (dimmed text, error text, red alerts) are darkened below.

const brand: MantineColorsTuple = [
  '#e3f6f9',
  '#c5e9ef',
  '#9fd8e2',
  '#6fc2d2',
  '#3ea9bd',
  '#1f8fa5',
  '#117a8e',
  '#0b6779',
  '#075563',
  '#04434f',
];

const fontFamily =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/** The staff look: calm blue-teal, compact. The root theme of the app. */
export const staffTheme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  fontFamily,
  headings: { fontFamily, fontWeight: '700' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    // Mantine's focus placeholder inside an open menu fails axe's aria-required-children; keyboard use
    // still works without it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
  },
});

/** The student look: a brighter violet accent, rounder shapes and large touch targets. */
export const studentTheme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'lg',
  components: {
    Button: { defaultProps: { size: 'lg' } },
  },
});

/** Darker text tokens than Mantine's defaults where those fall under 4.5:1 on white. */
export const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057',
    '--mantine-color-error': theme.colors.red[9] ?? '#c92a2a',
    '--mantine-color-red-light-color': theme.colors.red[9] ?? '#c92a2a',
    '--mantine-color-red-text': theme.colors.red[9] ?? '#c92a2a',
    '--mantine-color-gray-light-color': theme.colors.gray[8] ?? '#343a40',
  },
  dark: {},
});
