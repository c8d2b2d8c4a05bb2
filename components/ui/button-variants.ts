import { cva, type VariantProps } from 'class-variance-authority';
import type { ButtonMotion, ButtonSize, ButtonVariant } from '@/lib/button-options';

export { buttonOptions } from '@/lib/button-options';

// Apart from button.tsx so client components (the mobile menu) can style links as buttons
// without pulling in cn() and tailwind-merge.

const variantClasses = {
  variant: {
    // Terracotta: the one color of a main action on a light surface, on every page.
    primary: 'bg-orange-600 text-white hover:bg-orange-700',
    secondary:
      'border-2 border-primary bg-transparent text-primary hover:bg-primary hover:text-white',
    light: 'bg-white text-primary hover:bg-neutral-100',
    outlineLight: 'border-2 border-white/80 bg-transparent text-white hover:bg-white/10',
    ghost: 'bg-transparent text-primary hover:bg-primary-50',
    link: 'rounded-none px-0 text-orange-700 underline-offset-4 hover:underline',
  },
  size: {
    sm: 'h-9 px-4 text-sm',
    md: 'h-11 px-6 text-base',
    lg: 'h-13 px-8 text-lg',
    icon: 'size-11 p-0',
  },
  motion: {
    none: '',
    lift: 'hover:-translate-y-0.5 hover:shadow-lg motion-reduce:hover:translate-y-0',
    glow: 'hover:shadow-[0_0_0_6px] hover:shadow-orange-600/25',
    press: 'active:scale-95 motion-reduce:active:scale-100',
  },
} as const satisfies {
  variant: Record<ButtonVariant, string>;
  size: Record<ButtonSize, string>;
  motion: Record<ButtonMotion, string>;
};

/**
 * The one definition of every button on the site. The button design guide renders these
 * same variants, so the guide cannot drift from the code.
 */
export const buttonVariants = cva(
  'inline-flex shrink-0 items-center justify-center gap-2 rounded-pill font-heading font-semibold whitespace-nowrap transition-[background-color,color,box-shadow,transform] duration-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-600 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
  {
    variants: variantClasses,
    compoundVariants: [{ variant: 'link', className: 'h-auto' }],
    defaultVariants: { variant: 'primary', size: 'md', motion: 'none' },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
