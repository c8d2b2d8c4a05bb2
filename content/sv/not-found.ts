import type { Words } from '@/lib/i18n';
import type * as en from '../not-found';

/** 404-sidan, på svenska (content/not-found.ts). */
export const notFoundPage: Words<typeof en.notFoundPage> = {
  title: '404 – Sidan kunde inte hittas',
  message: 'Tyvärr finns inte sidan du letar efter.',
  home: { label: 'Tillbaka till startsidan' },
  waysOnTitle: 'Kanske letade du efter',
  waysOn: [
    {
      label: 'Våra tjänster',
      description: 'Redovisning, lön och affärssystem för nordiska koncerner.',
    },
    {
      label: 'Vår tekniska lösning',
      description: 'En app och en inloggning ovanpå ert affärssystem.',
    },
    {
      label: 'Nyheter och insikter',
      description: 'Viktiga datum, checklistor och hur vi arbetar.',
    },
    { label: 'Kontakta oss', description: 'Fråga oss vad du vill – vi svarar inom en arbetsdag.' },
  ],
};
