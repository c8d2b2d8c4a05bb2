// Written by `npm run routes:generate` from the languages of lib/i18n.ts; not edited by hand.
import { stemmer as english } from '@orama/stemmers/english';
import { stemmer as swedish } from '@orama/stemmers/swedish';

/** Each language's Snowball stemmer (`stemmer` in `languages`), by locale. */
export const snowballStemmers = { en: english, sv: swedish };
