import { inLocale } from '@/lib/i18n';
import { render, screen } from '@testing-library/react';
import { ClientQuoteCard } from '@/app/_pages/services/_components/client-quote-card';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { ServicePage, servicePageSeo } from '@/components/services/service-page';
import { findService } from '@/content/registry/services';
import * as en_registry_services from '@/content/registry/services';
import * as en_services_overview from '@/content/services-overview';
import { translations } from '@/content/words';

const findSvService = (slug: Parameters<typeof en_registry_services.findService>[0]) =>
  en_registry_services.findService(
    slug,
    inLocale('sv', en_registry_services, translations.registryServices).services,
  );
const { clientQuotes } = inLocale('sv', en_services_overview, translations.servicesOverview);

describe('service pages take their language', () => {
  it('renders a service page in English', () => {
    const service = findService('local-payroll');
    if (!service) throw new Error('no local-payroll service');
    render(
      <LocaleProvider locale="en">
        <ServicePage service={service} locale="en" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Local Payroll');
    expect(screen.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/services');
  });

  it('renders a service page in Swedish, its links to Swedish pages', () => {
    const service = findSvService('local-payroll');
    if (!service) throw new Error('no local-payroll service');
    render(
      <LocaleProvider locale="sv">
        <ServicePage service={service} locale="sv" />
      </LocaleProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lokal lönehantering');
    expect(screen.getByRole('heading', { name: 'Vanliga frågor' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Alla tjänster' })).toHaveAttribute(
      'href',
      '/sv/services',
    );
    expect(servicePageSeo(service, 'sv').metadata.alternates?.canonical).toBe(
      '/sv/services/local-payroll',
    );
  });

  it('quotes a client with Swedish quotation marks on a Swedish page', () => {
    const quote = clientQuotes.quotes[0];
    if (!quote) throw new Error('no client quote');
    render(<ClientQuoteCard quote={quote} locale="sv" />);
    expect(screen.getByText(`”${quote.quote}”`)).toBeInTheDocument();
  });
});
