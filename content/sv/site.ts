import type { Translation } from '@/lib/i18n';
import { siteConfig } from '@/lib/site-config';
import type * as en from '../site';

/** Sidans ram på svenska: sidhuvud, sidfot, menyer och etiketter (content/site.ts). */

export const siteCopy = {
  defaultTitle: `${siteConfig.name} | Redovisning, lön och finansiell teknik`,
  description:
    'Solvik sköter redovisning, lön och ekonomihantering åt nordiska företag och deras dotterbolag i Europa och USA: en kontaktperson, en plattform, en inloggning.',
  tagline: 'En kontaktperson. En plattform. En inloggning.',
  skipLink: 'Hoppa till innehållet',
  homeLink: `${siteConfig.name}, startsida`,
  mainNavLabel: 'Huvudmeny',
  footerNavLabel: 'Sidfot',
  openMenu: 'Öppna menyn',
  closeMenu: 'Stäng menyn',
  footerBlurb:
    'Redovisning, lön och finansiell teknik för nordiska företag och deras dotterbolag utomlands.',
  organisationNumber: 'Org.nr',
  rightsReserved: 'Med ensamrätt.',
  languageSwitch: { label: 'English', description: 'Read this page in English', hrefLang: 'en' },
  learnMore: 'Läs mer',
  readTheCase: 'läs kundcaset',
  quoteMarks: { open: '”', close: '”' },
  opensInNewTab: '(öppnas i en ny flik)',
  table: 'Tabell',
  newsEyebrow: 'Nyheter',
  relatedArticles: 'Relaterade artiklar',
  draftBar: {
    title: 'Förhandsgranskning pågår:',
    text: 'du ser utkast från Contentful.',
    exit: 'Lämna förhandsgranskningen',
  },
  nav: {
    home: 'Start',
    services: 'Tjänster',
    allServices: 'Alla tjänster',
    techSolution: 'Teknisk lösning',
    platformOverview: 'Översikt över plattformen',
    globalErp: 'Globalt affärssystem',
    localErps: 'Lokala affärssystem',
    career: 'Karriär',
    about: 'Om oss',
    news: 'Nyheter',
    login: 'Logga in',
  },
  footer: {
    company: 'Företaget',
    about: 'Om oss',
    customers: 'Kunder',
    trust: 'Säkerhet och dataskydd',
    career: 'Karriär',
    contact: 'Kontakt',
    news: 'Nyheter',
    services: 'Tjänster',
    ourServices: 'Våra tjänster',
    techSolution: 'Teknisk lösning',
    ourTechSolution: 'Vår tekniska lösning',
    legal: 'Juridiskt',
    privacy: 'Integritetspolicy',
    terms: 'Användarvillkor',
    cookies: 'Cookiepolicy',
  },
} as const satisfies Translation<typeof en.siteCopy>;
