import { siteConfig } from '@/lib/site-config';
import { PRIVACY_LAST_UPDATED } from './dates';
import { documentLabels, list, p, type LegalDocument } from './types';

const { name, legalName, email, organisationNumber } = siteConfig;
const mail = { href: `mailto:${email}`, label: email };

export const privacyPolicy = {
  lang: 'en',
  path: '/privacy',
  metaTitle: 'Privacy policy',
  description: `How ${legalName} collects, uses, keeps and protects personal data, and how you use your rights.`,
  title: 'Privacy policy',
  companyDetailsTitle: 'Company details',
  intro: `This policy explains what personal data ${name} handles when you visit our website, contact us or become a client, why we do it, and what you can ask of us.`,
  lastUpdated: PRIVACY_LAST_UPDATED,
  labels: documentLabels,
  sections: [
    {
      title: 'Introduction',
      blocks: [
        p(
          `${legalName} (organization number ${organisationNumber}) provides accounting, payroll and financial management services and the technology that supports them. We take the protection of personal data seriously and handle it in line with the EU General Data Protection Regulation (GDPR) and Swedish data protection law.`,
        ),
      ],
    },
    {
      title: 'Definitions',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Personal data',
              text: 'Any information that relates to an identified or identifiable living person, such as a name, an email address or a phone number.',
            },
            {
              term: 'Processing',
              text: 'Anything done with personal data, for example collecting, storing, using, sharing or deleting it.',
            },
            {
              term: 'Data controller',
              text: 'The organization that decides why and how personal data is processed.',
            },
            {
              term: 'Data processor',
              text: 'An organization that processes personal data on behalf of a data controller and on its instructions.',
            },
          ],
        },
      ],
    },
    {
      title: 'Who is responsible for your data',
      blocks: [
        p(
          `${legalName} is the data controller for the personal data we process about visitors to this website, people who contact us and the contact persons of our clients and suppliers.`,
        ),
        p(
          'When we keep the accounts or run the payroll of a client, we also process personal data about the client’s employees, customers and suppliers. In that work the client is the data controller and we are its data processor, bound by a data processing agreement with the client.',
        ),
      ],
    },
    {
      title: 'The personal data we process',
      blocks: [
        list(
          'Identification data: your name, job title, the company you work for and, for clients, the identity checks the anti-money-laundering act requires of us (below).',
          'Contact data: email address, phone number and postal address.',
          'Other content you give us: what you write in messages, in the contact form or in emails to us.',
        ),
        p(
          'We collect this data from you, for example when you fill in the contact form, or from your employer when you are our client’s or supplier’s contact person.',
        ),
      ],
    },
    {
      title: 'Why we process it and on what legal basis',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Consent',
              text: 'Cookies that are not strictly necessary. This website sets none today; should that change, we ask for your consent first, and you can withdraw it at any time.',
            },
            {
              term: 'Legitimate interest',
              text: 'Answering your inquiries and keeping our website and systems secure.',
            },
            {
              term: 'Contract',
              text: 'Delivering our services and invoicing our clients.',
            },
            {
              term: 'Legal obligation',
              text: 'Keeping our own accounting records as the Swedish Bookkeeping Act requires.',
            },
            {
              term: 'Legal obligation: customer due diligence',
              text: 'Checking the identity of our clients’ representatives and beneficial owners before and during our work. Accounting firms are covered by the Swedish Anti-Money Laundering Act (2017:630), which requires this customer due diligence.',
            },
          ],
        },
      ],
    },
    {
      title: 'How long we keep it',
      blocks: [
        list(
          'Our own accounting records, such as contracts and invoices: until the end of the seventh year after the calendar year in which the financial year ended (Chapter 7, Section 2 of the Swedish Bookkeeping Act).',
          'Our clients’ accounting records: the duty to keep them is the client’s, under the same act. We store them on the client’s behalf while our agreement runs, and hand them over when it ends.',
          'Customer due diligence (identity checks and their documents): five years after the business relationship ends, as the Anti-Money Laundering Act requires (Chapter 5, Section 3).',
          'Inquiries: as long as we need them to answer you and follow up, and no longer than two years after our last contact.',
          ['Cookie data: as described in our ', { href: '/cookies', label: 'cookie policy' }, '.'],
        ),
        p('Data we no longer need is deleted or anonymized.'),
      ],
    },
    {
      title: 'Who we share it with',
      blocks: [
        p([
          'We never sell personal data. We share it only with suppliers who help us run our business, such as providers of IT, email, hosting and our contact form, and with the partner firms that keep the books of our clients’ entities in Germany, the Netherlands, the United Kingdom and the United States, and only as far as they need it to do that work. They act as our processors or sub-processors under written agreements. Each is named, with its country and purpose, on our ',
          { href: '/trust#sub-processors', label: 'security and data protection page' },
          '.',
        ]),
        p(
          'The contact form on our website is our own. When you send it, our server passes what you entered (name, work email, company, phone number if given, topic and message) to HubSpot, Inc., the customer-relationship system we use for inquiries, which processes it as our data processor under its data processing agreement. Your browser has no contact with HubSpot, and we send HubSpot neither your IP address nor any cookie. If HubSpot cannot be reached, we keep your message on our own servers until it has been delivered, and delete it there once it has.',
        ),
        p(
          'To stop automated spam we count the messages sent from each IP address for ten minutes. The count is kept only for those ten minutes and the address is never stored with your message.',
        ),
        p(
          'Three of them process data outside the EU/EEA: our partner firm in the United Kingdom, under the European Commission’s adequacy decision for the UK; our partner firm in the United States, under the Commission’s standard contractual clauses; and HubSpot, under the EU–US Data Privacy Framework.',
        ),
        p('We also disclose data to authorities when the law requires us to.'),
      ],
    },
    {
      title: 'Your rights',
      blocks: [
        p('You have the right to:'),
        list(
          'get access to the personal data we hold about you;',
          'have incorrect data corrected;',
          'have the processing of your data restricted;',
          'have your data deleted when we no longer have a reason to keep it;',
          'receive the data you have given us in a structured, commonly used and machine-readable format and have it passed to someone else, where we process it on the basis of your consent or a contract with you (data portability);',
          'object to processing that we base on our legitimate interest, on grounds relating to your particular situation (right to object);',
          'object to our use of your data for direct marketing, at any time.',
        ),
        p([
          'To use any of these rights, email us at ',
          mail,
          '. We answer without undue delay and within one month at the latest.',
        ]),
      ],
    },
    {
      title: 'Questions and complaints',
      blocks: [
        p(['If you have questions about how we handle personal data, email us at ', mail, '.']),
        p([
          'You also have the right to lodge a complaint with the Swedish Authority for Privacy Protection (Integritetsskyddsmyndigheten, IMY) at any time: ',
          { href: 'https://www.imy.se', label: 'www.imy.se' },
          '.',
        ]),
      ],
    },
    {
      title: 'Changes to this policy',
      blocks: [
        p(
          'We update this policy when our processing or the law changes. The date at the top shows when it last changed. If a change matters to you, we will tell you by email when we have your address.',
        ),
      ],
    },
  ],
} satisfies LegalDocument;
