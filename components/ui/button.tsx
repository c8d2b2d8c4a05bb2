import { Link } from '@/components/ui/link';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { isExternalHref } from '@/lib/site-config';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

export { buttonOptions, buttonVariants, type ButtonVariantProps } from './button-variants';

export function Button({
  className,
  variant,
  size,
  motion,
  type = 'button',
  ...props
}: ComponentProps<'button'> & ButtonVariantProps) {
  return (
    <button
      type={type}
      className={cn(buttonVariants({ variant, size, motion }), className)}
      {...props}
    />
  );
}

/** A link that looks like a button: internal paths use next/link, the rest a plain anchor. */
export function ButtonLink({
  className,
  variant,
  size,
  motion,
  href,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & ButtonVariantProps & { href: string }) {
  const classes = cn(buttonVariants({ variant, size, motion }), className);
  if (isExternalHref(href)) {
    return <a href={href} className={classes} {...props} />;
  }
  return <Link href={href} className={classes} {...props} />;
}
