import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';

// Mahir green: deep enough for white text at AA contrast from shade 7 up.
const mahir: MantineColorsTuple = [
  '#e6f7f0',
  '#cdeee0',
  '#9cdcc1',
  '#67c9a0',
  '#3db884',
  '#22ad72',
  '#12a768',
  '#0b6e4f',
  '#085c42',
  '#044a34',
];

/** The one design system both apps use: Mantine with Mahir's colours and type. */
export const theme = createTheme({
  primaryColor: 'mahir',
  primaryShade: { light: 7, dark: 5 },
  colors: { mahir },
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'md' } },
    Modal: { defaultProps: { centered: true } },
  },
});

/** Darker "dimmed" and error colours than Mantine's defaults so small text meets WCAG AA contrast. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
