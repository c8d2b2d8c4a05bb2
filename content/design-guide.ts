import type { buttonOptions } from '@/components/ui/button';
import type { PageMeta } from './types';

type ButtonVariant = (typeof buttonOptions.variant)[number];
type ButtonMotion = (typeof buttonOptions.motion)[number];

export const designGuidePage = {
  page: {
    title: 'Button Design Guide',
    description:
      'Every Solvik button variant, size, motion and state, rendered from the same definition the site uses, with code to copy.',
    path: '/design/buttons',
    noindex: true,
  } satisfies PageMeta,
  title: 'Button Design Guide',
  lead: 'Every button on the site comes from one definition in components/ui/button.tsx. This page renders that definition, so what you see here is exactly what ships.',
};

/** When to use each variant, and the surface it is designed for. */
export const variantNotes = {
  primary: { surface: 'light', usage: 'The main action of a section: one per view.' },
  accent: { surface: 'light', usage: 'The conversion action: Talk to sales, Book a demo.' },
  secondary: { surface: 'light', usage: 'A second choice beside a primary or accent button.' },
  light: { surface: 'dark', usage: 'The main action on a navy band, such as a closing CTA.' },
  outlineLight: { surface: 'dark', usage: 'The second choice on a navy band.' },
  ghost: { surface: 'light', usage: 'Quiet actions in toolbars and cards.' },
  link: { surface: 'light', usage: 'An action that reads as part of the text.' },
} satisfies Record<ButtonVariant, { surface: 'light' | 'dark'; usage: string }>;

export const motionNotes = {
  none: 'No movement: the default.',
  lift: 'Rises 2px with a shadow on hover. For hero and CTA buttons.',
  glow: 'An orange halo on hover. For the one action you most want taken.',
  press: 'Shrinks slightly while pressed. For buttons used many times in a row.',
} satisfies Record<ButtonMotion, string>;

/** The React code that renders a button with these options. */
export function buttonCode(options: {
  component?: 'Button' | 'ButtonLink';
  href?: string;
  variant?: string;
  size?: string;
  motion?: string;
  disabled?: boolean;
  label: string;
}): string {
  const { component = 'Button', href, variant, size, motion, disabled, label } = options;
  const props = [
    href && `href="${href}"`,
    variant && `variant="${variant}"`,
    size && `size="${size}"`,
    motion && `motion="${motion}"`,
    disabled && 'disabled',
  ].filter(Boolean);
  return `<${component} ${props.join(' ')}>${label}</${component}>`;
}
