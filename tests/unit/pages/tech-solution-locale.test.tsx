import { render, screen } from '@testing-library/react';
import { ComingSoonPage } from '@/app/_pages/tech-solution/_components/coming-soon-page';
import { ErpOptions } from '@/app/_pages/tech-solution/_components/erp-options';
import { LocaleProvider } from '@/components/i18n/locale-context';
import { StepTimeline } from '@/components/tech-solution/step-timeline';
import { techSolutionOverview as en } from '@/content/tech-solution/overview';
import * as en_tech_solution_global_erp from '@/content/tech-solution/global-erp';
import { translations } from '@/content/words';
import * as en_tech_solution_overview from '@/content/tech-solution/overview';
import { inLocale, type Locale } from '@/lib/i18n';
import type { ReactNode } from 'react';

const { globalErpPage: svGlobalErp } = inLocale(
  'sv',
  en_tech_solution_global_erp,
  translations.techSolutionGlobalErp,
);
const { techSolutionOverview: sv } = inLocale(
  'sv',
  en_tech_solution_overview,
  translations.techSolutionOverview,
);

function inPage(locale: Locale, children: ReactNode) {
  return render(<LocaleProvider locale={locale}>{children}</LocaleProvider>);
}

describe('tech-solution templates take their language', () => {
  it('shows the Coming Soon page in English, its links to the modules in English', () => {
    inPage('en', <ComingSoonPage locale="en" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Coming soon');
    expect(screen.getByText('Tech solution')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expense' })).toHaveAttribute(
      'href',
      '/tech-solution/expense',
    );
  });

  it('shows the Coming Soon page in Swedish, its links to the Swedish modules', () => {
    inPage('sv', <ComingSoonPage locale="sv" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kommer snart');
    expect(screen.getByText('Teknisk lösning')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Utlägg' })).toHaveAttribute(
      'href',
      '/sv/tech-solution/expense',
    );
    expect(screen.queryByText(/Tech solution|Coming soon/)).not.toBeInTheDocument();
  });

  it('numbers the steps in the page’s language', () => {
    const { stepsSection, steps } = svGlobalErp;
    inPage('sv', <StepTimeline id="steps" intro={stepsSection} steps={steps} locale="sv" />);
    expect(screen.getByText('Steg 1')).toBeInTheDocument();
    expect(screen.queryByText(/Step \d/)).not.toBeInTheDocument();
  });

  it('names each ERP option’s link in the page’s language', () => {
    inPage('en', <ErpOptions intro={en.erpSection} options={en.erpOptions} locale="en" />);
    expect(screen.getByRole('link', { name: 'Explore Global ERP' })).toHaveAttribute(
      'href',
      '/tech-solution/global-erp',
    );
  });

  it('names each ERP option’s link in Swedish on a Swedish page', () => {
    inPage('sv', <ErpOptions intro={sv.erpSection} options={sv.erpOptions} locale="sv" />);
    expect(screen.getByRole('link', { name: 'Mer om lokala affärssystem' })).toHaveAttribute(
      'href',
      '/sv/tech-solution/local-erps',
    );
  });
});
