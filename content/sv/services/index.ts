import type { Translation } from '@/lib/i18n';
import type * as en from '../../services/index';

/** The words the ServicePage template puts around every service's own content, in Swedish. */
export const servicePageCopy = {
  eyebrow: 'Våra tjänster',
  allServices: { label: 'Alla tjänster', href: '/services' },
  benefitsTitle: 'Det här får ni',
  trustedBy: 'Anlitas av',
  faqTitle: 'Vanliga frågor',
} as const satisfies Translation<typeof en.servicePageCopy>;
