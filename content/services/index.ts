/** The words the ServicePage template puts around every service's own content. */
export const servicePageCopy = {
  eyebrow: 'Our services',
  allServices: { label: 'All services', href: '/services' },
  trustedBy: 'Trusted by',
  coverage: { title: 'Where we run it', countriesLabel: 'Countries covered' },
  included: { title: 'What is included', notIncludedTitle: 'Not included' },
  onboarding: {
    title: 'Onboarding, week by week',
    /** A phase's place on the timeline: "Weeks 3–5", or "Week 4" for a one-week phase. */
    weeks: (from: number, to: number) => (from === to ? `Week ${from}` : `Weeks ${from}–${to}`),
  },
  pricing: { title: 'How pricing works', driversTitle: 'What the price depends on' },
  faqTitle: 'Frequently asked questions',
} as const;
