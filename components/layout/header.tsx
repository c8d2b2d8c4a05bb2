import { Link } from '@/components/ui/link';
import { ButtonLink, type ButtonVariantProps } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { HeaderSearch } from '@/components/search/header-search';
import { SearchForm } from '@/components/search/search-form';
import * as siteEn from '@/content/site';
import { translations } from '@/content/words';
import { htmlLang, inLocale, otherLocales, type Locale } from '@/lib/i18n';
import { navigation } from '@/content/navigation';
import type { NavLink } from '@/lib/site-config';
import { HeaderShell } from './header-shell';
import { MobileMenu } from './mobile-menu';
import { NavLinkItem } from './nav-link-item';
import { NavDropdown } from './nav-dropdown';
import type { LanguageChoice } from './language-link';
import { LanguageSwitch } from './language-switch';

export function Header({ locale }: { locale: Locale }) {
  const { siteCopy } = inLocale(locale, siteEn, translations.site);
  const { mainNav, contactNavItem, loginNavItem } = navigation(locale);
  const buttons = { contact: contactNavItem, login: loginNavItem };
  const languages = {
    choices: languageChoices(locale),
    menu: { label: siteCopy.languageMenu, current: siteCopy.thisLanguage.name },
  };
  return (
    <HeaderShell>
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-6 px-4 sm:px-6 lg:h-20 lg:px-8">
        <Link
          href="/"
          className="flex shrink-0 items-center rounded-brand"
          aria-label={siteCopy.homeLink}
        >
          <Logo className="h-8 w-auto" />
        </Link>
        <nav aria-label={siteCopy.mainNavLabel} className="hidden xl:block">
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
        <div className="hidden items-center gap-3 xl:flex">
          <HeaderSearch locale={locale} />
          <LanguageSwitch {...languages} />
          <NavButtons {...buttons} size="sm" />
        </div>
        <MobileMenu
          items={mainNav}
          labels={{
            nav: siteCopy.mainNavLabel,
            open: siteCopy.openMenu,
            close: siteCopy.closeMenu,
          }}
          search={<SearchForm locale={locale} variant="compact" />}
          languageSwitch={<LanguageSwitch {...languages} block />}
          actions={<NavButtons {...buttons} />}
        />
      </div>
    </HeaderShell>
  );
}

/** Every language but the page's, each named and described in its own words. */
function languageChoices(locale: Locale): LanguageChoice[] {
  return otherLocales(locale).map((other) => ({
    locale: other,
    lang: htmlLang[other],
    ...inLocale(other, siteEn, translations.site).siteCopy.thisLanguage,
  }));
}

/** Contact and Login as buttons: small beside the desktop menu, full size in the mobile one. */
function NavButtons({
  contact: contactNavItem,
  login: loginNavItem,
  size,
}: {
  contact: NavLink;
  login: NavLink;
  size?: ButtonVariantProps['size'];
}) {
  return (
    <>
      <ButtonLink href={contactNavItem.href} variant="primary" size={size}>
        {contactNavItem.label}
      </ButtonLink>
      <ButtonLink href={loginNavItem.href} variant="secondary" size={size}>
        {loginNavItem.label}
      </ButtonLink>
    </>
  );
}
