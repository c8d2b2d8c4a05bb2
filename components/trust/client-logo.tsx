import type { ReactNode } from 'react';
import type { Client, ClientSlug } from '@/content/registry/clients';
import { cn } from '@/lib/cn';

/**
 * Each client's mark, drawn by hand on a 40×40 grid in the current color. Inline, so a wall of
 * eight logos costs no request; grayscale, so no client shouts louder than another.
 */
const marks: Record<ClientSlug, ReactNode> = {
  // Two chevrons heading north-east: freight on the move.
  'nordvik-logistics': (
    <g fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round">
      <path d="M6 30 20 10l14 20" />
      <path d="M12 34 20 22l8 12" />
    </g>
  ),
  // A mill's four sails (kvarn is Swedish for mill).
  'kvarnby-software': (
    <g fill="currentColor">
      <path d="M20 20 14 4h12z" />
      <path d="M20 20 36 14v12z" />
      <path d="M20 20 26 36H14z" />
      <path d="M20 20 4 26V14z" />
      <circle cx="20" cy="20" r="3" fill="white" />
    </g>
  ),
  // A hexagonal nut around a joint.
  'alvsborg-robotics': (
    <g fill="none" stroke="currentColor" strokeWidth="3.5">
      <path d="M20 3 35 11.5v17L20 37 5 28.5v-17z" strokeLinejoin="round" />
      <circle cx="20" cy="20" r="6" />
    </g>
  ),
  // Two fells and a cross (fjäll is Swedish for mountain).
  'fjallgren-medical': (
    <g fill="currentColor">
      <path d="M2 36 15 14l8 13 5-7 10 16z" />
      <path d="M27 3h4v5h5v4h-5v5h-4v-5h-5V8h5z" />
    </g>
  ),
  // A drafting square with its diagonal.
  'lindqvist-design-studio': (
    <g fill="none" stroke="currentColor" strokeWidth="3.5">
      <rect x="5" y="5" width="30" height="30" rx="2" />
      <path d="M5 35 35 5" />
    </g>
  ),
  // A gable and a column: a house by an architect.
  'ekholm-arkitekter': (
    <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinejoin="round">
      <path d="M4 18 20 5l16 13" />
      <path d="M9 36V20M20 36V16M31 36V20M4 36h32" />
    </g>
  ),
  // A loaf with three cuts.
  'soderhamn-bageri': (
    <g>
      <path d="M3 30a17 14 0 0 1 34 0v4H3z" fill="currentColor" />
      <path d="M12 18l4 8M19 15l4 9M26 17l4 8" stroke="white" strokeWidth="2.5" />
    </g>
  ),
  // Waves in a bay (vik is Swedish for bay).
  'brunnsviken-dental': (
    <g fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round">
      <circle cx="20" cy="20" r="16" />
      <path d="M9 17c4-4 7 4 11 0s7 4 11 0M9 25c4-4 7 4 11 0s7 4 11 0" />
    </g>
  ),
};

/**
 * A client's logo: its mark and a two-line wordmark (the first word large, the rest small and
 * spaced). `role="img"` with the client's name, so the words inside are not read twice.
 */
export function ClientLogo({
  client,
  decorative = false,
  className,
}: {
  client: Client;
  /** Hidden from assistive technology where the text beside it already names the client. */
  decorative?: boolean;
  className?: string;
}) {
  const [main, rest] = client.wordmark;
  // As wide as the words need in the heading font (generous, and drawn past the edge if a
  // fallback font runs wider), so a logo centers on what it shows.
  const width = Math.ceil(52 + Math.max(main.length * 12.5, rest.length * 8.4));
  return (
    <svg
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': client.name })}
      viewBox={`0 0 ${width} 48`}
      overflow="visible"
      className={cn('h-12 w-auto font-heading', className)}
    >
      <g transform="translate(0 4)">{marks[client.slug]}</g>
      <text x="50" y={rest ? 27 : 32} fontSize="20" fontWeight="800" fill="currentColor">
        {main}
      </text>
      {rest && (
        <text x="51" y="42" fontSize="9" fontWeight="700" letterSpacing="2" fill="currentColor">
          {rest.toUpperCase()}
        </text>
      )}
    </svg>
  );
}
