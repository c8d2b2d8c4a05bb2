import { Link } from '@/components/ui/link';
import type { LegalParagraph } from '@/content/legal/types';
import { isExternalHref } from '@/lib/site-config';

const linkClass =
  'font-semibold text-orange-700 underline underline-offset-4 hover:text-orange-800';

/** A paragraph of legal text with its links: site paths through next/link, others plain. */
export function LegalText({ text }: { text: LegalParagraph }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    if (typeof part === 'string') return part;
    return isExternalHref(part.href) ? (
      <a key={index} href={part.href} className={linkClass}>
        {part.label}
      </a>
    ) : (
      <Link key={index} href={part.href} className={linkClass}>
        {part.label}
      </Link>
    );
  });
}
