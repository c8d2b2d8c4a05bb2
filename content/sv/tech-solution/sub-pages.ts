import type { Words } from '@/lib/i18n';
import type * as en from '../../tech-solution/sub-pages';

/** What an unknown /tech-solution/{value} shows, in Swedish (content/tech-solution/sub-pages.ts). */
export const genericSubPageContent: Words<typeof en.genericSubPageContent> = {
  eyebrow: 'Teknisk lösning',
  title: 'Kommer snart',
  description:
    'Vi bygger vidare på vår tekniska lösning. Berätta vad ni letar efter, så visar vi vad plattformen redan kan göra för er.',
  modulesTitle: 'Moduler ni kan använda i dag',
};
