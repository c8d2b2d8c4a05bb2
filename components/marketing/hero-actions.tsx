import { ButtonLink } from '@/components/ui/button';
import type { LinkAction } from '@/content/types';

/** A hero's buttons: the first is the main action (accent, lifts), the others secondary. */
export function HeroActions({ actions }: { actions: readonly LinkAction[] }) {
  return actions.map((action, index) =>
    index === 0 ? (
      <ButtonLink key={action.href} href={action.href} variant="accent" size="lg" motion="lift">
        {action.label}
      </ButtonLink>
    ) : (
      <ButtonLink key={action.href} href={action.href} variant="secondary" size="lg">
        {action.label}
      </ButtonLink>
    ),
  );
}
