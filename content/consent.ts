import type { OptionalCategory } from '@/lib/consent';

/** The words of the cookie banner and its settings. */
export const consentCopy = {
  banner: {
    title: 'Cookies on this site',
    text: 'This site sets only the cookies it needs to work. We do not track you or show ads, and our contact form sets no cookies. If that ever changes, we will ask you here first. Change your mind any time under Cookie settings at the foot of every page.',
    policyLink: 'Read the cookie policy',
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
    analytics: {
      name: 'Analytics',
      description: 'Statistics about how the site is used. We do not measure visitors today.',
    },
    marketing: {
      name: 'Marketing',
      description: 'Advertising on this or other sites. We do not advertise with cookies today.',
    },
  } satisfies Record<OptionalCategory | 'necessary', { name: string; description: string }>,
  footerLink: 'Cookie settings',
} as const;
