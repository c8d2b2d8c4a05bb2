import type { Words } from '@/lib/i18n';
import type * as en from '../../news/article-footer';
import { talkToSales } from '../ctas';

/** Det som avslutar varje artikel, på svenska (content/news/article-footer.ts). */
export const articleFooter: Words<typeof en.articleFooter> = {
  back: { label: 'Alla nyheter och insikter' },
  cta: {
    title: 'Vill ni prata igenom det här för ert företag?',
    description:
      'Våra redovisningskonsulter och lönespecialister svarar inom en arbetsdag, och det första samtalet är kostnadsfritt.',
    actions: [talkToSales],
  },
};
