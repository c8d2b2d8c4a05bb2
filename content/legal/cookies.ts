import { siteConfig } from '@/lib/site-config';
import { CONSENT_COOKIE } from '@/lib/consent';
import { englishLabels, p, type LegalDocument } from './types';

const { name, email } = siteConfig;

export const cookiePolicy = {
  lang: 'en',
  path: '/cookies',
  metaTitle: 'Cookie Policy',
  description: `Which cookies the ${name} website uses, why, and how you control them.`,
  title: 'Cookie Policy',
  intro: `This policy explains what cookies are, exactly which cookies the ${name} website stores and why, and how you change or withdraw your consent.`,
  // The consent banner and this rewrite came after the other documents' review.
  lastUpdated: '2026-11-24',
  companyDetailsTitle: 'Company details',
  labels: englishLabels,
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
              text: 'Needed for the website to work, for example to remember your cookie choice. They do not require consent. We use them.',
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
          'The website sets only the cookies it needs to work. We do not measure visitors or show advertising, and nothing is loaded from third parties. Even so, on your first visit we show a cookie banner where you can choose “Accept all” or “Reject all”, two equal choices, or see the categories under “Settings”. Nothing is preselected. If we ever want to use more cookies, we will ask you first, in the same banner.',
        ),
        p('This is everything that can be stored in your browser when you visit us:'),
        {
          kind: 'terms',
          items: [
            {
              term: `${CONSENT_COOKIE} (necessary, our own)`,
              text: `Stores your cookie choice: which categories you allow, when you chose, and which version of our categories the choice applies to. It is kept for 12 months. When it has expired, or when we change the categories, we ask you again. The page’s scripts read it to know whether to show the banner.`,
            },
            {
              term: '__prerender_bypass (necessary, our own, editors only)',
              text: 'A session cookie that turns on preview mode when an editor reviews unpublished news, and that is removed when the editor leaves preview mode. Ordinary visitors never receive it.',
            },
          ],
        },
        p([
          'The contact form on the ',
          { href: '/contact', label: 'contact page' },
          ' is our own and sets no cookies. Our server passes what you write on to HubSpot, which we use to manage customer contacts; your browser has no contact with HubSpot. How we handle that data is described in our privacy policy.',
        ]),
      ],
    },
    {
      title: 'Managing cookies',
      blocks: [
        p(
          'You can change your choice at any time, as easily as you made it: choose “Cookie settings” at the foot of any page. As we use only necessary cookies today, your choice changes nothing except what we store about the choice itself.',
        ),
        p([
          'If you have questions about our cookies, email us at ',
          { href: `mailto:${email}`, label: email },
          ' or call us on ',
          { href: siteConfig.phoneHref, label: siteConfig.phone },
          '.',
        ]),
        p(
          'In your browser’s settings you can also see and delete stored cookies, block third-party cookies or all cookies, and have cookies deleted when you close the browser. If you delete the cookie that holds your choice, we will ask you again on your next visit.',
        ),
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

/** Where the footer's Cookie settings link goes without JavaScript: the section on changing consent. */
export const cookieSettingsFallbackHref = `${cookiePolicy.path}#section-${
  cookiePolicy.sections.findIndex((section) => section.title === 'Managing cookies') + 1
}`;
