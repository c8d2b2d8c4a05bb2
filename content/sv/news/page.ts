import type { Translation } from '@/lib/i18n';
import type * as en from '../../news/page';

/** Nyhetslistans texter, på svenska (content/news/page.ts); inläggen kommer från nyhetskällan. */
export const newsPage = {
  title: 'Nyheter och insikter',
  description:
    'Artiklar från Solvik om nordisk redovisning, lön, e-fakturering och affärssystem: viktiga datum, checklistor och hur vi sköter arbetet åt våra kunder.',
  eyebrow: 'Nyheter och insikter',
  intro:
    'Viktiga datum, checklistor och lärdomar från arbetet med redovisning, lön och affärssystem för nordiska koncerner – skrivna av dem som gör jobbet.',
  /** Listans h1 (spec 2.10). */
  heading: 'Senaste artiklarna',
  /** Meddelandena för en tom lista och en lista som inte gick att läsa in (spec 2.10). */
  empty: 'Inga nyheter hittades.',
  loadError: 'Fel: Det gick inte att läsa in artiklarna.',
  pageOf: (page: number, pageCount: number) => `Sida ${page} av ${pageCount}. `,
} as const satisfies Translation<typeof en.newsPage>;
