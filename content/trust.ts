import { trustPath } from '@/lib/routes';
import { siteConfig } from '@/lib/site-config';
import { bookADemo, talkToSales } from './ctas';
import type { Cta, Faq, PageMeta } from './types';

const { hosting, subProcessors: firms, websiteProcessors } = siteConfig;
const countryName = {
  SE: 'Sweden',
  FI: 'Finland',
  DE: 'Germany',
  NL: 'Netherlands',
  GB: 'United Kingdom',
  US: 'United States',
} as const;
/** A country's name inside a sentence: "in the Netherlands". */
const inCountry = (code: keyof typeof countryName) =>
  ['NL', 'GB', 'US'].includes(code) ? `the ${countryName[code]}` : countryName[code];
/** "Stockholm, Sweden": a data center's place. */
const place = ({ city, countryCode }: { city: string; countryCode: keyof typeof countryName }) =>
  `${city}, ${countryName[countryCode]}`;

/**
 * The trust and security page: the answers a finance buyer's security review asks for first.
 * Claims here are practices, never certifications we do not hold (see `certifications`).
 */

export const trustPage = {
  title: 'Security and data protection',
  description:
    'Where Solvik keeps your data, how GDPR and our data processing agreement work, our sub-processors, how we control access, and what we are and are not certified for.',
  path: trustPath,
} satisfies PageMeta;

export const trustHero = {
  eyebrow: 'Trust & security',
  title: 'Security and data protection',
  description:
    'We keep the books and run the payroll of our clients, so we hold some of their most sensitive data: salaries, bank details, personal identity numbers. This page says where that data lives, who else touches it and how we protect it, in plain words.',
  contentsTitle: 'On this page',
} as const;

/** The answers a security review asks first, beside the page's lead. */
export const trustFacts = {
  title: 'At a glance',
  facts: [
    { label: 'Hosting', value: `${hosting.legalName}, a Finnish cloud provider` },
    { label: 'Data center', value: `${place(hosting.primary)} (${hosting.primary.zone})` },
    { label: 'Backups', value: `${place(hosting.backup)}: daily, kept for 35 days` },
    { label: 'Outside the EU/EEA', value: 'Only UK and US entities’ data, at our partners there' },
    { label: 'Data processing agreement', value: 'GDPR Article 28, signed before any data' },
    { label: 'Sign-in', value: 'Single sign-on; multi-factor authentication for staff and admins' },
    { label: 'ISO/IEC 27001', value: 'Controls followed, not certified' },
    { label: 'Penetration test', value: 'Every year, by an independent firm' },
  ],
} as const;

/** The page's sections, in order; each renders as a heading and its paragraphs or list. */
export type TrustSection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  points?: readonly string[];
};

export const dataResidency = {
  id: 'data-residency',
  title: 'Where your data lives',
  paragraphs: [
    `Your accounting and payroll data, and the Solvik platform that processes it, live in ${hosting.provider}’s data center in ${place(hosting.primary)}. ${hosting.legalName}, a Finnish cloud provider, runs it for us, and keeps our backups in its data center in ${place(hosting.backup)}. We keep no client data outside the EU/EEA, except the data of entities in the United Kingdom and the United States, which our partner firms there process.`,
    'The people who work with your data are our own staff in Sweden and, for entities outside the Nordics, our partner firms in Germany, the Netherlands, the United Kingdom and the United States. Each firm sees the data of your entities in its own country and nothing else, and each is named below.',
    'Data sent to the United Kingdom is covered by the European Commission’s adequacy decision for the UK. Data our US partner processes is covered by the Commission’s standard contractual clauses, signed with that partner.',
  ],
} as const satisfies TrustSection;

export const gdpr = {
  id: 'gdpr',
  title: 'GDPR and our data processing agreement',
  paragraphs: [
    'When we keep your accounts or run your payroll, you are the data controller and we are your data processor. We sign a data processing agreement (DPA) under Article 28 of the GDPR with every client before we receive any personal data.',
    'The DPA says what we process and why, how long we keep it, which sub-processors we use, how we help you answer your employees’ requests, and what happens to the data when our agreement ends.',
  ],
  points: [
    `To read it before you sign, email ${siteConfig.email} with “DPA” in the subject, or ask your contact person. We send the current version and the sub-processor list the same business day.`,
    'We tell you 30 days before we add or replace a sub-processor that handles your data, so you can object.',
  ],
} as const satisfies TrustSection;

export type SubProcessor = { name: string; purpose: string; location: string };

export const subProcessors = {
  id: 'sub-processors',
  title: 'Sub-processors',
  description:
    'The firms that process your personal data on our behalf, with the country where they do it. Each is bound by a written agreement with the same duties our DPA gives us. A partner firm sees your data only if you have an entity in its country. The partner firms’ names, like our clients’, are invented for this demonstration site.',
  columns: { name: 'Sub-processor', purpose: 'What it does for us', location: 'Where' },
  rows: [
    {
      name: hosting.legalName,
      purpose: 'Hosts the Solvik platform, client data and backups',
      location: `${place(hosting.primary)}; backups in ${place(hosting.backup)}`,
    },
    {
      name: firms.office.legalName,
      purpose:
        'Email, documents and video calls with clients (Microsoft 365); sign-in and multi-factor authentication for our staff (Entra ID)',
      location: 'Data centers in the EU (Microsoft’s EU Data Boundary)',
    },
    ...firms.partners.map((partner) => ({
      name: partner.legalName,
      purpose: `${partner.payroll ? 'Bookkeeping, payroll' : 'Bookkeeping'}, tax returns and statutory filings for clients’ entities in ${inCountry(partner.countryCode)}`,
      location:
        partner.countryCode === 'GB'
          ? `${place(partner)} (adequacy decision)`
          : partner.countryCode === 'US'
            ? `${place(partner)} (standard contractual clauses)`
            : place(partner),
    })),
  ] satisfies SubProcessor[],
  /** Processors for our own website, where we are the controller: they never see client data. */
  website: {
    title: 'Processors for our website',
    description:
      'Two suppliers serve this website, not our clients’ work, so they are our own processors rather than sub-processors. They never receive client data.',
    columns: { name: 'Processor', purpose: 'What it does for us', location: 'Where' },
    rows: [
      {
        name: websiteProcessors.forms.legalName,
        purpose:
          'Receives the messages visitors send through the contact form, so that our team can answer them',
        location: 'The United States (EU–US Data Privacy Framework)',
      },
      {
        name: websiteProcessors.news.legalName,
        purpose: 'Stores the news articles on this website; holds no personal data of visitors',
        location: 'Germany, with delivery from the United States (standard contractual clauses)',
      },
    ] satisfies SubProcessor[],
  },
} as const;

export const accessControl = {
  id: 'access-control',
  title: 'Who can see your data',
  paragraphs: [
    'Access follows least privilege: our staff see the clients they work for and nothing else, and a role decides what they can do there.',
  ],
  points: [
    'Single sign-on: your users can sign in to the Solvik platform with your own identity provider (SAML 2.0 or OpenID Connect).',
    'Multi-factor authentication is required for all our staff and for your administrators.',
    'Access is granted per client and per role, and reviewed every quarter. Leavers lose access on their last day.',
    'An audit log records every sign-in, approval and change to payroll and bank details. Your administrators can export it.',
    'Data is encrypted in transit (TLS 1.2 or later) and at rest.',
  ],
} as const satisfies TrustSection;

export const backups = {
  id: 'backups',
  title: 'Backups and continuity',
  paragraphs: [
    `We back up client data every day, encrypted, to a second data center in ${place(hosting.backup)}, and keep each backup for 35 days. Every quarter we restore a backup to check that it works.`,
    'Pay runs have a fallback: if the platform is down on a pay day, we can send the approved salary file to the bank from our payroll system.',
  ],
} as const satisfies TrustSection;

export const incidentResponse = {
  id: 'incident-response',
  title: 'When something goes wrong',
  paragraphs: [
    'Our incident response plan names who decides, who fixes and who informs. When an incident affects your data, your contact person tells you within 24 hours of our confirming it, so that you can meet the GDPR’s 72-hour deadline to notify the authority.',
    'After every incident we send the clients affected a written report: what happened, what data it touched and what we changed.',
  ],
} as const satisfies TrustSection;

export const disclosure = {
  id: 'disclosure',
  title: 'Reporting a vulnerability',
  paragraphs: [
    `If you find a security problem in our website or platform, email ${siteConfig.securityEmail}. Tell us what you found and how to reproduce it. We answer within three business days and keep you informed until it is fixed.`,
    'We will not take legal action against research done in good faith. Please do not access or change other people’s data, disrupt the service or test by social engineering.',
  ],
  securityTxt: { label: 'Our security.txt', href: '/.well-known/security.txt' },
} as const satisfies TrustSection & { securityTxt: { label: string; href: string } };

/** What we hold and what we do not: the part a reader must be able to trust word for word. */
export const certifications = {
  id: 'certifications',
  title: 'Certifications: what we hold and what we do not',
  description:
    'Buyers ask for certificates first, so here is the plain list. We claim nothing we cannot show you.',
  columns: { name: 'Standard', status: 'Status', detail: 'What we do' },
  rows: [
    {
      name: 'ISO/IEC 27001',
      status: 'Not certified',
      detail:
        'We run our security work on the controls of ISO/IEC 27001 and review them every year, but no certification body has audited us.',
    },
    {
      name: 'SOC 2',
      status: 'No report',
      detail:
        'We have no SOC 2 report. We answer security questionnaires and walk your IT team through our controls instead.',
    },
    {
      name: 'Penetration testing',
      status: 'Yearly',
      detail:
        'An independent security firm tests the Solvik platform every year. We share the summary and our fixes under a non-disclosure agreement.',
    },
    {
      name: 'GDPR',
      status: 'Applies to us',
      detail:
        'A law, not a certificate: we follow it as a processor for client data and as a controller for our own, and Sweden’s data protection authority (IMY) supervises us.',
    },
  ],
} as const;

export const trustFaqs = {
  title: 'Questions security reviewers ask',
  faqs: [
    {
      question: 'Where is our data stored?',
      answer: `In ${hosting.provider}’s data center in ${place(hosting.primary)}, with backups in ${place(hosting.backup)}. The data of an entity in Germany, the Netherlands, the United Kingdom or the United States is also processed by our partner firm in that country.`,
    },
    {
      question: 'Are you ISO 27001 certified?',
      answer:
        'No. We follow the controls of ISO/IEC 27001 and have an independent penetration test every year, but we have no certificate and do not claim one.',
    },
    {
      question: 'Can we read your data processing agreement before we sign?',
      answer: `Yes. Email ${siteConfig.email} with “DPA” in the subject and we send it with our sub-processor list the same business day.`,
    },
    {
      question: 'What happens to our data when we leave?',
      answer:
        'You get an export of your data within 30 days, accounting records included: the Bookkeeping Act makes your company keep those for seven years, not us. We delete our copy within 90 days after the agreement ends, keeping only what the law requires of us, such as our own invoices to you and the identity checks the anti-money-laundering act makes us keep for five years.',
    },
    {
      question: 'Will you fill in our security questionnaire?',
      answer:
        'Yes. Send it to your contact person; most questionnaires come back within five business days.',
    },
  ] satisfies Faq[],
} as const;

export const trustCta = {
  title: 'Bring your security questions to a call',
  description:
    'Our team answers them with your IT and legal people on the line, and shows you the controls in the platform.',
  actions: [talkToSales, bookADemo],
} as const satisfies Cta;
