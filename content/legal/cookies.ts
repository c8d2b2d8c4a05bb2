import { draftModeCookie } from '@/lib/security-headers';
import { siteConfig } from '@/lib/site-config';
import { documentLabels, p, type LegalDocument } from './types';

const { name, email } = siteConfig;

export const cookiePolicy = {
  lang: 'en',
  path: '/cookies',
  metaTitle: 'Cookie policy',
  description: `Which cookies the ${name} website uses, why, and how you control them.`,
  title: 'Cookie policy',
  intro: `This policy explains what cookies are, exactly which cookies the ${name} website stores and why, and how you control them.`,
  // Rewritten when the site stopped showing a consent banner it had no use for.
  lastUpdated: '2026-11-26',
  companyDetailsTitle: 'Company details',
  labels: documentLabels,
  sections: [
    {
      title: 'What are cookies?',
      blocks: [
        p(
          'A cookie is a small text file that a website stores in your browser. It can, for example, remember that you are signed in or which choices you have made. Similar technologies, such as local storage in the browser, are covered by the same rules and by this policy.',
        ),
      ],
    },
    {
      title: 'Types of cookies',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Session cookies',
              text: 'Kept only while your browser is open, and deleted when you close it.',
            },
            {
              term: 'Persistent cookies',
              text: 'Kept until they expire or until you delete them.',
            },
            {
              term: 'Third-party cookies',
              text: 'Set by someone other than the website you are visiting, for example by a service embedded in the page.',
            },
          ],
        },
      ],
    },
    {
      title: 'Categories of cookies',
      blocks: [
        {
          kind: 'terms',
          items: [
            {
              term: 'Necessary',
              text: 'Needed for the website to work, and set only when you use the function they serve. They do not require consent. We use one, for our editors only.',
            },
            {
              term: 'Functional',
              text: 'Make possible a service on the page that you have asked for yourself, such as an embedded chat. We use none.',
            },
            {
              term: 'Advertising',
              text: 'Used to show you relevant advertising, on other websites too. We use none.',
            },
            {
              term: 'Analytics',
              text: 'Show how visitors use the website, so that it can be improved. We use none.',
            },
            {
              term: 'Performance',
              text: 'Measure how fast and reliably the website works. We use none.',
            },
            {
              term: 'Other',
              text: 'Cookies that do not fit any of the categories above. We use none.',
            },
          ],
        },
      ],
    },
    {
      title: 'How our website uses cookies',
      blocks: [
        p(
          'When you visit our website, it stores nothing in your browser: no cookie, no local storage. We do not measure visitors or show advertising, and nothing is loaded from third parties. That is why we do not show a cookie banner: there is nothing to ask your consent for.',
        ),
        p(
          'The only cookie the website ever sets is for our own editors, when they preview news before it is published:',
        ),
        {
          kind: 'terms',
          items: [
            {
              term: `${draftModeCookie} (necessary, our own, editors only)`,
              text: 'A session cookie that turns on preview mode when an editor reviews unpublished news. It is removed when the editor leaves preview mode or closes the browser. Visitors never receive it.',
            },
          ],
        },
        p([
          'The contact form on the ',
          { href: '/contact', label: 'contact page' },
          ' is our own and sets no cookies. Our server passes what you write on to HubSpot, which we use to manage customer contacts; your browser has no contact with HubSpot. How we handle that data is described in our privacy policy.',
        ]),
        p(
          'If we ever add a cookie in any category other than necessary, we will update this policy first and ask for your consent before that cookie is set, with “Accept all” and “Reject all” as two equal choices. Nothing optional will run until you have chosen.',
        ),
      ],
    },
    {
      title: 'Managing cookies',
      blocks: [
        p(
          'In your browser’s settings you can see and delete stored cookies, block third-party cookies or all cookies, and have cookies deleted when you close the browser. Blocking cookies changes nothing for visitors to our website, since we set none for them.',
        ),
        p([
          'If you have questions about our cookies, email us at ',
          { href: `mailto:${email}`, label: email },
          ' or call us on ',
          { href: siteConfig.phoneHref, label: siteConfig.phone },
          '.',
        ]),
      ],
    },
    {
      title: 'More information',
      blocks: [
        p([
          'The rules on cookies are set out in the Swedish Electronic Communications Act (lagen om elektronisk kommunikation), and the Swedish Post and Telecom Authority (Post- och telestyrelsen, PTS) supervises them. You can read more about cookies at ',
          { href: 'https://www.pts.se', label: 'www.pts.se' },
          '. How we handle personal data is described in our ',
          { href: '/privacy', label: 'privacy policy' },
          '.',
        ]),
      ],
    },
  ],
} satisfies LegalDocument;
