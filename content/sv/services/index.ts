import type { Words } from '@/lib/i18n';
import type * as en from '../../services/index';

/** The words the ServicePage template puts around every service's own content, in Swedish. */
export const servicePageCopy: Words<typeof en.servicePageCopy> = {
  eyebrow: 'Våra tjänster',
  allServices: { label: 'Alla tjänster' },
  trustedBy: 'Anlitas av',
  coverage: { title: 'Var vi sköter det', countriesLabel: 'Länder vi täcker' },
  included: { title: 'Det här ingår', notIncludedTitle: 'Det här ingår inte' },
  onboarding: {
    title: 'Införandet vecka för vecka',
    weeks: (from, to) => (from === to ? `Vecka ${from}` : `Vecka ${from}–${to}`),
  },
  pricing: { title: 'Så sätter vi priset', driversTitle: 'Det här styr priset' },
  faqTitle: 'Vanliga frågor',
};
