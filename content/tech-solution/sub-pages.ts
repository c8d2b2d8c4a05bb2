import type { IconName } from '@/lib/icons';

/**
 * What an unknown /tech-solution/{value} shows, with a 404 status: the generic Coming Soon page
 * every unknown module address shows.
 * The module pages themselves come from content/registry/modules.ts and ./modules.ts.
 */
export const genericSubPageContent = {
  icon: 'construction',
  eyebrow: 'Tech solution',
  title: 'Coming soon',
  description:
    'We are building more of our tech solution. Tell us what you are looking for and we will show you what the platform can already do for you.',
  modulesTitle: 'Modules you can use today',
} satisfies {
  icon: IconName;
  eyebrow: string;
  title: string;
  description: string;
  modulesTitle: string;
};
