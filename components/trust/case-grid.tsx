import { clientCases } from '@/content/cases';
import { cn } from '@/lib/cn';
import { CaseCard } from './case-card';

/** Every client case, side by side from `md` up. */
export function CaseGrid({ className }: { className?: string }) {
  return (
    <ul className={cn('grid gap-6 md:grid-cols-2', className)}>
      {clientCases.map((clientCase) => (
        <li key={clientCase.slug}>
          <CaseCard clientCase={clientCase} />
        </li>
      ))}
    </ul>
  );
}
