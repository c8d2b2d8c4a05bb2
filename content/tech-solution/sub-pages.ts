import { Construction, type Icon } from '@/components/ui/icons';

/** The module pages come from content/registry/modules.ts; these are the words around them. */

/** What any other value shows, with a 404 status. */
export const genericSubPageContent = {
  icon: Construction,
  title: 'Coming Soon',
  description:
    'We are building more of our tech solution. Tell us what you are looking for and we will show you what the platform can already do for you.',
} satisfies { icon: Icon; title: string; description: string };

export const comingSoonBox = {
  badge: 'Coming Soon',
  title: 'This solution page is being built',
  text: 'We are writing up the details of this part of the platform. Until it is ready, our team will gladly walk you through it:',
  linkLabel: 'contact us for a walkthrough',
};
