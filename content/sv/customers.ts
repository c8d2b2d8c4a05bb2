import type { Translation } from '@/lib/i18n';
import type { Cta, PageMeta, SectionIntro } from '../types';
import type * as en from '../customers';
import { bookADemo, talkToSales } from './ctas';

/** The customers page in Swedish (content/customers.ts). */

export const customersPage = {
  title: 'Kunder',
  description:
    'Nordiska företag och koncerner som sköter redovisning, lön och NetSuite med Solvik, och tre kundcase med siffrorna bakom.',
  path: '/customers',
} satisfies PageMeta & Translation<typeof en.customersPage>;

export const customersHero = {
  eyebrow: 'Kunder',
  title: 'Företagen vi sköter bokföringen åt',
  description:
    'Från en bagerikedja i Hälsingland till mjukvaru- och transportkoncerner med bolag på två kontinenter. Tre av dem låter oss visa vad som förändrades, med deras egna siffror.',
} as const satisfies Translation<typeof en.customersHero>;

export const casesSection = {
  eyebrow: 'Kundcase',
  title: 'Vad som förändrades, i siffror',
  description: 'Varje siffra anger var den kommer ifrån och vilken period den gäller.',
} as const satisfies SectionIntro & Translation<typeof en.casesSection>;

export const logoWallSection = {
  eyebrow: 'Kunder',
  title: 'Nordiska företag och koncerner litar på oss',
} as const satisfies SectionIntro & Translation<typeof en.logoWallSection>;

export const customersCta = {
  title: 'Vill ni ha sådana siffror i ert företag?',
  description:
    'Berätta hur ert ekonomiarbete ser ut i dag, så berättar vi vad vi skulle ändra först.',
  actions: [talkToSales, bookADemo],
} as const satisfies Cta & Translation<typeof en.customersCta>;
