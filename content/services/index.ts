/** The words the ServicePage template puts around every service's own content. */
export const servicePageCopy = {
  eyebrow: 'Our services',
  allServices: { label: 'All services', href: '/services' },
  benefitsTitle: 'What you get',
  trustedBy: 'Trusted by',
  faqTitle: 'Frequently asked questions',
} as const;
