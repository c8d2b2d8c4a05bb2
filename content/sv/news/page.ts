import type { Words } from '@/lib/i18n';
import type * as en from '../../news/page';

/** Nyhetslistans texter, på svenska (content/news/page.ts); inläggen kommer från nyhetskällan. */
export const newsPage: Words<typeof en.newsPage> = {
  title: 'Nyheter och insikter',
  description:
    'Artiklar från Solvik om nordisk redovisning, lön, e-fakturering och affärssystem: viktiga datum, checklistor och hur vi sköter arbetet åt våra kunder.',
  eyebrow: 'Nyheter och insikter',
  intro:
    'Viktiga datum, checklistor och lärdomar från arbetet med redovisning, lön och affärssystem för nordiska koncerner – skrivna av dem som gör jobbet.',
  heading: 'Senaste artiklarna',
  empty: 'Inga nyheter hittades.',
  loadError: 'Fel: Det gick inte att läsa in artiklarna.',
  pageOf: (page, pageCount) => `Sida ${page} av ${pageCount}. `,
  headingPage: (page) => `, sida ${page}`,
  titlePage: (page) => ` – sida ${page}`,
  pagination: {
    label: 'Nyhetssidor',
    newer: '← Nyare',
    older: 'Äldre →',
    page: (page) => `Sida ${page}`,
  },
  onlyIn: {
    message: (language) => `Artikeln du läste finns bara på ${language}.`,
    link: (language) => `Läs den på ${language}`,
  },
  published: 'Publicerad:',
  postError: {
    heading: 'Nyheter',
    message: 'Fel: Det gick inte att läsa in artikeln.',
    back: 'Alla artiklar',
  },
  postNotFound: {
    title: 'Artikeln hittades inte',
    heading: 'Artikeln hittades inte',
    message: 'Fel: Artikeln finns inte.',
    back: 'Se de senaste artiklarna',
  },
  preview: {
    title: (title) => `Förhandsgranskning: ${title}`,
    heading: 'Förhandsgranskning',
    apiDown: 'Contentfuls Preview API svarade inte. Försök igen om en liten stund, eller',
    leave: 'lämna förhandsgranskningen',
    needsTitleAndSlug: 'Utkastet behöver en titel och en slug innan det kan visas.',
    searchPreview: {
      heading: 'I listor och sökresultat (visas bara i förhandsgranskningen)',
      cardText: 'Korttext',
      searchTitle: 'Titel i sökresultat',
      searchDescription: 'Beskrivning i sökresultat',
      canonicalUrl: 'Kanonisk URL',
      searchEngines: 'Sökmotorer',
      shareImage: 'Delningsbild',
      empty: '(tom)',
      fromTitle: '(från titeln)',
      fromCardText: '(från korttexten)',
      thisPage: '(den här sidan)',
      mayIndex: 'får indexera och följa länkar',
      set: 'vald',
      featuredImage: '(huvudbilden)',
    },
  },
};
