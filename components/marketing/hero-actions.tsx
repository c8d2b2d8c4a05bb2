import { ButtonLink } from '@/components/ui/button';
import type { ButtonVariantProps } from '@/components/ui/button-variants';
import type { LinkAction } from '@/content/types';

type Variant = NonNullable<ButtonVariantProps['variant']>;

/** Main, middle and last button, on a light band and on a dark one. */
const variants: Record<'light' | 'dark', { main: Variant; middle: Variant; last: Variant }> = {
  light: { main: 'primary', middle: 'secondary', last: 'secondary' },
  dark: { main: 'light', middle: 'outlineLight', last: 'outlineLight' },
};

type HeroActionsProps = {
  actions: readonly LinkAction[];
  /** The band the buttons stand on. */
  on?: 'light' | 'dark';
  size?: ButtonVariantProps['size'];
  /** Full width, one under the other, on phones: three buttons are one width, not three. */
  stackOnPhones?: boolean;
};

/**
 * A row of calls to action, in a hero, a section or a closing band: the first is the main one
 * (the primary color, lifts on hover); the others are outlined.
 * Returns the buttons alone; the caller lays them out.
 */
export function HeroActions({
  actions,
  on = 'light',
  size = 'lg',
  stackOnPhones = false,
}: HeroActionsProps) {
  const tone = variants[on];
  return actions.map((action, index) => {
    const main = index === 0;
    const variant = main ? tone.main : index === actions.length - 1 ? tone.last : tone.middle;
    return (
      <ButtonLink
        key={action.href}
        href={action.href}
        variant={variant}
        size={size}
        motion={main ? 'lift' : 'none'}
        className={stackOnPhones ? 'w-full sm:w-auto' : undefined}
      >
        {action.label}
      </ButtonLink>
    );
  });
}
