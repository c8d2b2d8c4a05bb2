import { ChevronDown } from '@/components/ui/icons';
import type { Faq } from '@/content/types';

/** Questions and answers as disclosure cards: native <details>, so they work without script. */
export function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <div className="space-y-4">
      {faqs.map((faq) => (
        <details
          key={faq.question}
          className="group rounded-card border border-neutral-200 bg-white shadow-sm open:shadow-md"
        >
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card p-6 font-heading text-lg font-bold text-primary [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-orange-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-6 pb-6 leading-relaxed text-neutral-700">{faq.answer}</p>
        </details>
      ))}
    </div>
  );
}
