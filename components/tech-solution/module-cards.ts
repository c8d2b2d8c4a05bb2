import type { IconGridItem } from '@/components/marketing/icon-card-grid';
import type { PlatformModule } from '@/content/registry/modules';

/** Modules as linked cards, each under its page's title, so a card says where it leads. */
export function moduleCards(modules: readonly PlatformModule[]): IconGridItem[] {
  return modules.map((module) => ({
    icon: module.icon,
    title: module.title,
    description: module.summary,
    href: module.path,
  }));
}
