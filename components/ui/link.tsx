'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';
import { useLocale } from '@/components/i18n/locale-context';
import { localizedPath } from '@/lib/i18n';

/**
 * next/link in the page's language: content names English paths (`/about`), and a Swedish page
 * links to their Swedish twins (`/sv/about`). `hrefLang` keeps a link to the other language as
 * it is (the language switcher).
 */
export function Link({ href, ...props }: ComponentProps<typeof NextLink> & { href: string }) {
  const locale = useLocale();
  const target = props.hrefLang ? href : localizedPath(href, locale);
  return <NextLink href={target} {...props} />;
}
