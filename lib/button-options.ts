/**
 * The option names of each button variant group, in the order the design guide lists them.
 * components/ui/button-variants.ts styles each one (TypeScript holds the two to the same names);
 * the design guide's words (content/design-guide.ts) name them from here.
 */
export const buttonOptions = {
  variant: ['primary', 'secondary', 'light', 'outlineLight', 'ghost', 'link'],
  size: ['sm', 'md', 'lg', 'icon'],
  motion: ['none', 'lift', 'glow', 'press'],
} as const;

export type ButtonVariant = (typeof buttonOptions.variant)[number];
export type ButtonSize = (typeof buttonOptions.size)[number];
export type ButtonMotion = (typeof buttonOptions.motion)[number];
