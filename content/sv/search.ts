import type { Words } from '@/lib/i18n';
import type * as en from '../search';

export const searchCopy: Words<typeof en.searchCopy> = {
  page: {
    title: 'Sök',
    description:
      'Sök bland alla sidor och nyheter på Solviks webbplats: tjänster, moduler i plattformen, kundcase och nyheter.',
  },
  resultsTitle: 'Sök: {query}',
  resultsPageTitle: 'Sök: {query}, sida {page}',
  heading: 'Sök på webbplatsen',
  form: {
    label: 'Sök på webbplatsen',
    placeholder: 'Sök',
    submit: 'Sök',
  },
  suggestions: {
    listLabel: 'Förslag',
    loading: 'Söker…',
    count: {
      one: '1 träff. Välj med piltangenterna.',
      other: '{count} träffar. Välj med piltangenterna.',
    },
    none: 'Inga träffar för ”{query}”.',
    all: 'Visa alla träffar för ”{query}”',
    failed: 'Förslagen fungerar inte just nu. Tryck Enter för att söka.',
  },
  results: {
    count: { one: '1 träff för ”{query}”', other: '{count} träffar för ”{query}”' },
    page: 'Sida {page} av {pages}: träff {first}–{last}, de bästa först.',
    beyond: 'Det finns ingen sida {page}: träffarna slutar på sida {pages}.',
    firstPage: 'Gå till första sidan',
    listLabel: 'Sökresultat',
  },
  pages: {
    label: 'Resultatsidor',
    previous: 'Föregående',
    next: 'Nästa',
    page: 'Sida {page}',
  },
  empty: {
    title: 'Populära sidor',
    text: 'Skriv ett eller ett par ord: en tjänst, ett land, ett affärssystem eller en uppgift som ”månadsbokslut”. Eller börja på någon av de här sidorna.',
  },
  noResults: {
    title: 'Inga träffar för ”{query}”',
    text: 'Kontrollera stavningen eller prova ett kortare eller mer allmänt ord. Här finns det vi gör:',
    servicesTitle: 'Tjänster',
    modulesTitle: 'Moduler i plattformen',
  },
  refused: {
    400: {
      title: 'Sökningen gick inte att göra',
      text: 'Den innehöll tecken som inte går att söka på. Försök igen med vanliga ord.',
    },
    414: {
      title: 'Sökningen är för lång',
      text: 'Använd några få ord, högst {max} tecken.',
    },
  },
  popular: [
    {
      label: 'Våra tjänster',
      description: 'Redovisning, lön och affärssystem för nordiska koncerner, hemma och utomlands.',
    },
    {
      label: 'Global lön och HR',
      description: 'En lönepartner för alla länder där ni har anställda.',
    },
    {
      label: 'NetSuite',
      description: 'Oracle NetSuite för hela koncernen, infört och förvaltat av oss.',
    },
    {
      label: 'Nyheter',
      description: 'Tidsfrister, checklistor och nya nordiska regler.',
    },
    {
      label: 'Kontakta oss',
      description: 'Fråga oss vad du vill – vi svarar inom en arbetsdag.',
    },
  ],
  sections: {
    services: 'Tjänster',
    platform: 'Plattform',
    customers: 'Kunder',
    news: 'Nyheter',
    company: 'Företaget',
    contact: 'Kontakt',
    legal: 'Juridik',
  },
};
