import { siteConfig } from '@/lib/site-config';
import { LEGAL_LAST_UPDATED } from './dates';
import { documentLabels, list, p, type LegalDocument } from './types';

const { name, legalName, email } = siteConfig;

export const termsOfService = {
  lang: 'en',
  path: '/terms',
  metaTitle: 'Terms of service',
  description: `The terms that apply when you use the ${name} website.`,
  title: 'Terms of service',
  intro: `These terms apply to your use of the ${name} website, which is run by ${legalName}. By using the website you accept them. Our services to clients are governed by separate written agreements.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  labels: documentLabels,
  companyDetailsTitle: 'Company details',
  sections: [
    {
      title: 'Use of the website',
      blocks: [
        p(
          'You may use the website to learn about us and our services, to read our news and to contact us. The information on the website is general and is not accounting, tax or legal advice for your particular situation.',
        ),
      ],
    },
    {
      title: 'Changes to these terms',
      blocks: [
        p(
          'We may change these terms. The version published here applies from the date shown at the top and does not apply retroactively, so please check it now and then.',
        ),
      ],
    },
    {
      title: 'Content and intellectual property',
      blocks: [
        p(
          `All content on the website, including text, images, illustrations, logos and code, belongs to ${legalName} or its licensors and is protected by copyright and trademark law. You may view it and share links to it, but you may not copy, change or publish it without our written permission.`,
        ),
      ],
    },
    {
      title: 'User accounts',
      blocks: [
        p('Where a part of the website requires you to sign in:'),
        list(
          'keep your username and password confidential;',
          'do not share your account with anyone else;',
          'tell us at once if you think someone else has used it.',
        ),
        p('We may suspend or close an account that is misused or that breaks these terms.'),
      ],
    },
    {
      title: 'Prohibited use',
      blocks: [
        p('You may not use the website to:'),
        list(
          'break any law or anyone else’s rights;',
          'try to gain access to systems or data you are not allowed to reach;',
          'spread malware, or disrupt or overload the website;',
          'collect data from the website with automated tools without our permission.',
        ),
      ],
    },
    {
      title: 'Limitation of liability',
      blocks: [
        p(
          `We work to keep the website correct and available, but we cannot promise that it is always complete, up to date or free of errors. As far as the law allows, ${legalName} is not liable for any loss that comes from using the website or from relying on its content.`,
        ),
      ],
    },
    {
      title: 'Links to other websites',
      blocks: [
        p(
          'The website links to websites run by others. We do not control them and are not responsible for their content or for how they handle your data.',
        ),
      ],
    },
    {
      title: 'Privacy',
      blocks: [
        p([
          'How we handle personal data is described in our ',
          { href: '/privacy', label: 'privacy policy' },
          ', and our use of cookies in our ',
          { href: '/cookies', label: 'cookie policy' },
          '.',
        ]),
      ],
    },
    {
      title: 'Governing law and disputes',
      blocks: [
        p(
          'These terms are governed by Swedish law. Any dispute about them or about the website is settled by Swedish courts, with Stockholm District Court (Stockholms tingsrätt) as the first instance. If you are a consumer, this does not take away the protection that the mandatory law of your home country gives you, or your right to bring a claim there.',
        ),
        p([
          'Questions about these terms are welcome at ',
          { href: `mailto:${email}`, label: email },
          '.',
        ]),
      ],
    },
  ],
} satisfies LegalDocument;
