import type { OptionalCategory } from '@/lib/consent';

/** The words of the cookie banner, its settings and the contact page's consent card. */
export const consentCopy = {
  banner: {
    title: 'Cookies on this site',
    text: 'We use only the cookies this site needs unless you allow more. Our contact form comes from HubSpot, which sets its own cookies, so it loads only with your consent. Change your mind any time under Cookie settings at the foot of every page.',
    policyLink: 'Read the cookie policy (in Swedish)',
    acceptAll: 'Accept all',
    rejectAll: 'Reject all',
    settings: 'Settings',
  },
  settings: {
    title: 'Cookie settings',
    intro:
      'Choose which cookies we may use. Necessary cookies are always on; everything else is off until you switch it on.',
    close: 'Close cookie settings',
    save: 'Save choices',
    alwaysOn: 'Always on',
    notUsed: 'Not used today',
  },
  categories: {
    necessary: {
      name: 'Necessary',
      description:
        'Remember this choice (the solvik_consent cookie, 12 months) and, for editors previewing unpublished news, keep preview on. The site cannot work without them.',
    },
    functional: {
      name: 'Functional',
      description:
        'The contact form, provided by HubSpot. Loading it lets HubSpot set cookies such as hubspotutk and __hstc (6 months) to recognise a returning visitor.',
    },
    analytics: {
      name: 'Analytics',
      description: 'Statistics about how the site is used. We do not measure visitors today.',
    },
    marketing: {
      name: 'Marketing',
      description: 'Advertising on this or other sites. We do not advertise with cookies today.',
    },
  } satisfies Record<OptionalCategory | 'necessary', { name: string; description: string }>,
  contactCard: {
    title: 'The form loads only with your consent',
    text: 'Our contact form is provided by HubSpot, which sets its own cookies. Allow functional cookies to load it, or reach us directly:',
    button: 'Allow functional cookies and load the form',
    groupLabel: 'Contact form',
  },
  footerLink: 'Cookie settings',
} as const;
