import { Check } from '@/components/ui/icons';
import { cn } from '@/lib/cn';

type CheckListProps = {
  items: readonly string[];
  /** `dark` for navy backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
};

/** A list of short claims, each with a check mark. */
export function CheckList({ items, tone = 'light', className }: CheckListProps) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span
            aria-hidden="true"
            className={cn(
              'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full',
              tone === 'dark' ? 'bg-orange-600 text-white' : 'bg-orange-100 text-orange-700',
            )}
          >
            <Check className="size-4" strokeWidth={2.5} />
          </span>
          <span className={tone === 'dark' ? 'text-neutral-100' : 'text-neutral-700'}>{item}</span>
        </li>
      ))}
    </ul>
  );
}
