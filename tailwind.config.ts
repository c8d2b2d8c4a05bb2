import type { Config } from 'tailwindcss';

/**
 * Solvik's design tokens. Loaded into Tailwind 4 with `@config` in app/globals.css, and read
 * by the brand guidelines page, so the page and the site cannot disagree.
 */
export const brandColors = {
  primary: {
    DEFAULT: '#1A1A2E',
    50: '#F3F3F7',
    100: '#E4E4EC',
    200: '#C5C5D6',
    300: '#9C9CB6',
    400: '#6B6B8C',
    500: '#46466A',
    600: '#31314F',
    700: '#26263F',
    800: '#1A1A2E',
    900: '#10101D',
  },
  orange: {
    DEFAULT: '#C26542',
    50: '#FBF3EF',
    100: '#F6E2D9',
    200: '#EDC3B1',
    300: '#E09C80',
    400: '#D27E5C',
    500: '#C26542',
    600: '#A65134',
    700: '#87412B',
    800: '#6B3424',
    900: '#4F271C',
  },
  secondary: {
    DEFAULT: '#2E5E6E',
    50: '#EFF5F7',
    100: '#D8E7EC',
    200: '#B0CFD9',
    300: '#7FAEBE',
    400: '#4F8A9E',
    500: '#2E5E6E',
    600: '#264E5C',
    700: '#1F3F4A',
  },
  neutral: {
    50: '#F8F7F5',
    100: '#F1EFEC',
    200: '#E3E0DB',
    300: '#CBC6BF',
    400: '#A19B93',
    500: '#77716A',
    600: '#5C5751',
    700: '#45413D',
    800: '#2E2B28',
    900: '#1C1A18',
  },
} as const;

const config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.{ts,tsx}'],
  theme: {
    extend: {
      colors: brandColors,
      fontFamily: {
        heading: [
          'var(--font-heading)',
          'var(--font-heading-fallbacks)',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
        sans: [
          'var(--font-body)',
          'var(--font-body-fallbacks)',
          'ui-sans-serif',
          'system-ui',
          'sans-serif',
        ],
      },
      borderRadius: {
        brand: '0.75rem',
        card: '1.25rem',
        pill: '9999px',
      },
    },
  },
} satisfies Config;

export default config;
