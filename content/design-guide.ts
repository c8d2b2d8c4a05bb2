import type { ButtonMotion, ButtonVariant } from '@/lib/button-options';
import type { PageMeta } from './types';

export const designGuidePage = {
  page: {
    title: 'Button design guide',
    description:
      'Every Solvik button variant, size, motion and state, rendered from the same definition the site uses, with code to copy.',
    path: '/design/buttons',
    noindex: true,
  } satisfies PageMeta,
  title: 'Button design guide',
  lead: 'Every button on the site comes from one definition in components/ui/button.tsx. This page renders that definition, so what you see here is exactly what ships.',
};

/** When to use each variant, and the surface it is designed for. */
export const variantNotes = {
  primary: {
    surface: 'light',
    usage:
      'The main action of a view, in one color everywhere: Talk to sales, Book a demo, Send message.',
  },
  secondary: { surface: 'light', usage: 'A second choice beside a primary button.' },
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

/** The guide's own words: its section headings and leads, the labels of its samples. */
export const buttonGuide = {
  eyebrow: 'Design system',
  sections: {
    colours: {
      title: 'Colors',
      lead: 'The brand colors buttons are built from, read from tailwind.config.ts.',
    },
    variants: {
      title: 'Variants and sizes',
      lead: (variants: number, sizes: number) =>
        `${variants} variants in ${sizes} sizes. Light and outline-light are made for navy backgrounds.`,
    },
    motion: {
      title: 'Animated variants',
      lead: 'Motion is a separate option, so any variant can lift, glow or press. Hover or press the buttons to see it; with reduced motion switched on they stay still.',
    },
    disabled: {
      title: 'Disabled states',
      lead: 'A disabled button keeps its shape at half opacity and ignores the pointer. Prefer explaining why an action is unavailable over disabling it silently.',
    },
    links: {
      title: 'Buttons that navigate',
      lead: 'ButtonLink takes the same options. Site paths use next/link; external, mailto and tel links render a plain anchor.',
    },
  },
  /** The samples' button labels. */
  samples: {
    size: (size: string) => `Size ${size}`,
    iconSize: 'Next (icon size)',
    variant: 'Get Started',
    disabled: 'Sign in',
  },
  /** The captions of the code samples. */
  code: {
    variant: (variant: string) => `Code for the ${variant} button`,
    motion: (motion: string) => `Code for the ${motion} motion`,
    disabled: 'Code for a disabled button',
    link: 'Code for a button link',
  },
  /** The copy button of each code sample, and what it tells screen readers. */
  copy: {
    idle: 'Copy',
    copied: 'Copied',
    failed: 'Copy failed',
    copiedStatus: (label: string) => `${label} copied to the clipboard`,
    failedStatus: (label: string) => `${label} could not be copied`,
  },
};

/**
 * The React code that renders a button with these options.
 * @public The button guide reads it through `inLocale(locale, en, designGuideTranslations)`,
 * which knip cannot follow.
 */
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
