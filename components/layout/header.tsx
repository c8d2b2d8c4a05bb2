import Link from 'next/link';
import { ButtonLink, type ButtonVariantProps } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { contactNavItem, loginNavItem, mainNav } from '@/lib/navigation';
import { siteConfig } from '@/lib/site-config';
import { HeaderShell } from './header-shell';
import { MobileMenu } from './mobile-menu';
import { NavLinkItem } from './nav-link-item';
import { NavDropdown } from './nav-dropdown';

export function Header() {
  return (
    <HeaderShell>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link
          href="/"
          className="flex shrink-0 items-center rounded-brand"
          aria-label={`${siteConfig.name}, home`}
        >
          <Logo className="h-8 w-auto" />
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {mainNav.map((item) =>
              item.dropdownItems ? (
                <NavDropdown key={item.href} item={item} />
              ) : (
                <NavLinkItem key={item.href} item={item} />
              ),
            )}
          </ul>
        </nav>
        <div className="hidden items-center gap-3 lg:flex">
          <NavButtons size="sm" />
        </div>
        <MobileMenu items={mainNav} actions={<NavButtons />} />
      </div>
    </HeaderShell>
  );
}

/** Contact and Login as buttons: small beside the desktop menu, full size in the mobile one. */
function NavButtons({ size }: { size?: ButtonVariantProps['size'] }) {
  return (
    <>
      <ButtonLink href={contactNavItem.href} variant="accent" size={size}>
        {contactNavItem.label}
      </ButtonLink>
      <ButtonLink href={loginNavItem.href} variant="secondary" size={size}>
        {loginNavItem.label}
      </ButtonLink>
    </>
  );
}
