import { Cpu, Mail, Newspaper, Briefcase } from '@/components/ui/icons';
import type { Translation } from '@/lib/i18n';
import type * as en from '../not-found';

/** 404-sidan, på svenska (content/not-found.ts). */
export const notFoundPage = {
  title: '404 – Sidan kunde inte hittas',
  message: 'Tyvärr finns inte sidan du letar efter.',
  home: { label: 'Tillbaka till startsidan', href: '/' },
  waysOnTitle: 'Kanske letade du efter',
  waysOn: [
    {
      icon: Briefcase,
      label: 'Våra tjänster',
      description: 'Redovisning, lön och affärssystem för nordiska koncerner.',
      href: '/services',
    },
    {
      icon: Cpu,
      label: 'Vår tekniska lösning',
      description: 'En app och en inloggning ovanpå ert affärssystem.',
      href: '/tech-solution',
    },
    {
      icon: Newspaper,
      label: 'Nyheter och insikter',
      description: 'Viktiga datum, checklistor och hur vi arbetar.',
      href: '/news',
    },
    {
      icon: Mail,
      label: 'Kontakta oss',
      description: 'Fråga oss vad du vill – vi svarar inom en arbetsdag.',
      href: '/contact',
    },
  ],
} as const satisfies Translation<typeof en.notFoundPage>;
