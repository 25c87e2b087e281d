import { createTheme } from '@mui/material/styles';
import type { Locale } from '@kho/contracts';
import { viVN, enUS } from '@mui/material/locale';
import { SCALES, blue, error, gray, indigo, lightBlue, success, warning } from '../../lib/ui/palette';

/** Layout constants of spec §9. */
export const LAYOUT = {
  drawerWidth: 256,
  railWidth: 56,
  toolbarHeight: 64,
  pageBackground: '#F5F5F5',
  loadingOpacity: 0.5,
  loadingSpinnerSize: 100,
  scrollDurationMs: 300,
  tooltipOffset: 10,
} as const;

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
  interface Theme {
    tokens: typeof SCALES;
    layout: typeof LAYOUT;
  }
  interface ThemeOptions {
    tokens?: typeof SCALES;
    layout?: typeof LAYOUT;
  }
}

/** Transition lengths when the user prefers reduced motion: every change is immediate. */
const NO_MOTION = {
  create: () => 'none',
  duration: {
    shortest: 0,
    shorter: 0,
    short: 0,
    standard: 0,
    complex: 0,
    enteringScreen: 0,
    leavingScreen: 0,
  },
};

export function buildTheme(locale: Locale, { reducedMotion = false }: { reducedMotion?: boolean } = {}) {
  return createTheme(
    {
      ...(reducedMotion ? { transitions: NO_MOTION } : {}),
      tokens: SCALES,
      layout: LAYOUT,
      breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } },
      palette: {
        primary: { light: blue[400], main: blue[600], dark: blue[800], contrastText: '#FFFFFF' },
        secondary: { light: indigo[400], main: indigo[600], dark: indigo[800], contrastText: '#FFFFFF' },
        error: { light: error[400], main: error[600], dark: error[800] },
        warning: { light: warning[300], main: warning[500], dark: warning[700] },
        success: { light: success[400], main: success[600], dark: success[800] },
        info: { light: lightBlue[400], main: lightBlue[600], dark: lightBlue[800] },
        grey: {
          50: gray[50],
          100: gray[100],
          200: gray[200],
          300: gray[300],
          400: gray[400],
          500: gray[500],
          600: gray[600],
          700: gray[700],
          800: gray[800],
          900: gray[900],
        },
        text: { primary: gray[900], secondary: gray[600], disabled: gray[400] },
        divider: gray[200],
        background: { default: LAYOUT.pageBackground, paper: '#FFFFFF' },
      },
      typography: {
        fontFamily: '"Be Vietnam Pro", "Segoe UI", Roboto, Arial, sans-serif',
        button: { textTransform: 'none', fontWeight: 600 },
        h1: { fontWeight: 700 },
        h4: { fontWeight: 700, fontSize: '1.75rem' },
        h5: { fontWeight: 700, fontSize: '1.375rem' },
        h6: { fontWeight: 600, fontSize: '1.125rem' },
      },
      shape: { borderRadius: 8 },
      mixins: { toolbar: { minHeight: LAYOUT.toolbarHeight } },
      components: {
        MuiCssBaseline: {
          styleOverrides: { body: { backgroundColor: LAYOUT.pageBackground } },
        },
        MuiTooltip: {
          defaultProps: {
            arrow: true,
            enterDelay: 500,
            slotProps: {
              popper: { modifiers: [{ name: 'offset', options: { offset: [0, LAYOUT.tooltipOffset] } }] },
            },
          },
        },
        MuiButtonBase: { defaultProps: { disableRipple: reducedMotion } },
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
        MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
        MuiTextField: { defaultProps: { fullWidth: true } },
      },
    },
    locale === 'en' ? enUS : viVN,
  );
}
