import { clientCases } from '@/content/cases';
import { casesSection, customersHero, logoWallSection } from '@/content/customers';
import { clients } from '@/content/registry/clients';
import { certifications, subProcessors, trustFaqs, trustHero } from '@/content/trust';
import type { RouteExpectation } from './types';
import { bookADemo, talkToSales } from './calls-to-action';

// The customers page, the client cases and the trust page. Hrefs are written out.

export const trustExpectations: RouteExpectation[] = [
  {
    path: '/customers',
    status: 200,
    h1: customersHero.title,
    images: clients.map((client) => client.name),
    texts: [casesSection.title, logoWallSection.title, ...clientCases.map((c) => c.title)],
    links: [
      {
        name: /^Read the case\s*: One payroll for four countries/,
        href: '/customers/nordvik-logistics',
      },
      { name: /^Read the case\s*: Kvarnby Software/, href: '/customers/kvarnby-software' },
      talkToSales,
      bookADemo,
    ],
  },
  ...clientCases.map((clientCase): RouteExpectation => ({
    path: clientCase.path,
    status: 200,
    h1: clientCase.title,
    images: [clientCase.client.name],
    texts: [
      'Results',
      'The situation',
      'What we did',
      ...clientCase.results.map((figure) => figure.source),
      clientCase.quote.name,
    ],
    links: [{ name: 'All client cases', href: '/customers' }],
  })),
  {
    path: '/trust',
    status: 200,
    h1: trustHero.title,
    texts: [
      'Where your data lives',
      'GDPR and our data processing agreement',
      subProcessors.title,
      'Who can see your data',
      'Backups and continuity',
      'When something goes wrong',
      'Reporting a vulnerability',
      certifications.title,
      trustFaqs.title,
    ],
    links: [{ name: 'Our security.txt', href: '/.well-known/security.txt' }, talkToSales],
  },
];
