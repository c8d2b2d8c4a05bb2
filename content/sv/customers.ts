import type { Words } from '@/lib/i18n';
import type * as en from '../customers';
import { talkToSales } from './ctas';

export const casesSection: Words<typeof en.casesSection> = {
  eyebrow: 'Kundcase',
  title: 'Vad som förändrades, i siffror',
  description: 'Varje siffra anger var den kommer ifrån och vilken period den gäller.',
};

export const customersCta: Words<typeof en.customersCta> = {
  title: 'Vill ni ha sådana siffror i ert företag?',
  description:
    'Berätta hur ert ekonomiarbete ser ut i dag, så berättar vi vad vi skulle ändra först.',
  actions: [talkToSales, { label: 'Boka en demo' }],
};

export const customersHero: Words<typeof en.customersHero> = {
  eyebrow: 'Kunder',
  title: 'Företagen vi sköter bokföringen åt',
  description:
    'Från en bagerikedja i Hälsingland till mjukvaru- och transportkoncerner med bolag på två kontinenter. Tre av dem låter oss visa vad som förändrades, med deras egna siffror.',
};

export const customersPage: Words<typeof en.customersPage> = {
  title: 'Kunder',
  description:
    'Nordiska företag och koncerner som sköter redovisning, lön och NetSuite med Solvik, och tre kundcase med siffrorna bakom.',
};

export const logoWallSection: Words<typeof en.logoWallSection> = {
  eyebrow: 'Kunder',
  title: 'Nordiska företag och koncerner litar på oss',
};
