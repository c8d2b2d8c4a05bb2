import { cn } from '@/lib/cn';
import { LOGO_WIDTH, WORDMARK_PATH } from './logo-data';

type LogoProps = {
  className?: string;
  /** `dark` draws the wordmark in white, for navy backgrounds. */
  tone?: 'light' | 'dark';
};

/** The Solvik logo: a sun rising over a bay (the name means "sun bay"), and the wordmark. */
export function Logo({ className, tone = 'light' }: LogoProps) {
  return (
    <svg
      viewBox={`0 0 ${LOGO_WIDTH} 40`}
      className={cn(tone === 'dark' ? 'text-white' : 'text-primary', className)}
      aria-hidden="true"
      focusable="false"
    >
      <rect
        width="40"
        height="40"
        rx="10"
        className={tone === 'dark' ? 'fill-white/10' : 'fill-primary'}
      />
      <path d="M11.5 24a8.5 8.5 0 0 1 17 0z" className="fill-orange" />
      <path
        d="M8 28.5q3-2.6 6 0t6 0 6 0 6 0"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <path
        d="M12 33q2-1.8 4 0t4 0 4 0 4 0"
        fill="none"
        stroke="#fff"
        strokeOpacity=".55"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path d={WORDMARK_PATH} fill="currentColor" />
    </svg>
  );
}
