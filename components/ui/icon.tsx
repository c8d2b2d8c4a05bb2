import { clsx } from 'clsx';
import { createElement, type ReactElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'>;

/** An icon: a plain function component, so the server renders it and no JavaScript follows. */
export type Icon = ((props: IconProps) => ReactElement) & { displayName: string };

/**
 * Makes an icon component from a Lucide drawing (the framework-free `lucide` package).
 *
 * Not lucide-react: since 1.x its icons are client components ("use client" on the shared
 * base), so every icon on a server page shipped its drawing again in the RSC payload and the
 * icon base in every page's JavaScript, to hydrate an SVG that never changes.
 *
 * The output matches lucide-react's: 24-unit grid, 2-unit round stroke in currentColor, the
 * `lucide lucide-<name>` classes, and hidden from assistive technology unless given a name.
 */
export function defineIcon(name: string, drawing: IconNode): Icon {
  function LucideIcon({ className, ...props }: IconProps) {
    const named = props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;
    return (
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={named ? undefined : true}
        className={clsx('lucide', `lucide-${name}`, className)}
        {...props}
      >
        {drawing.map(([tag, attributes], index) =>
          createElement(tag, { key: index, ...attributes }),
        )}
      </svg>
    );
  }
  LucideIcon.displayName = `Icon(${name})`;
  return LucideIcon;
}
