import type { StaticImageData } from 'next/image';
import aboutStory from '@/public/images/about-story.webp';
import careerTeam from '@/public/images/career-team.webp';
import contactOffice from '@/public/images/contact-office.webp';
import homeHero from '@/public/images/home-hero.webp';
import portraitMariaEkstrom from '@/public/images/people/maria-ekstrom.webp';
import portraitJonasLindqvist from '@/public/images/people/jonas-lindqvist.webp';
import portraitLeilaHaddad from '@/public/images/people/leila-haddad.webp';
import portraitHenrikDahl from '@/public/images/people/henrik-dahl.webp';
import productExpense from '@/public/images/product-expense.webp';
import productLocalErps from '@/public/images/product-local-erps.webp';
import productNetsuite from '@/public/images/product-netsuite.webp';
import productOneLogin from '@/public/images/product-one-login.webp';
import productPayrollApproval from '@/public/images/product-payroll-approval.webp';
import productProjectReporting from '@/public/images/product-project-reporting.webp';
import productReporting from '@/public/images/product-reporting.webp';
import productSupplierInvoice from '@/public/images/product-supplier-invoice.webp';
import productTimeReporting from '@/public/images/product-time-reporting.webp';
import serviceErp from '@/public/images/service-erp.webp';
import serviceGlobalAccounting from '@/public/images/service-global-accounting.webp';
import serviceGlobalPayroll from '@/public/images/service-global-payroll.webp';
import serviceLocalAccounting from '@/public/images/service-local-accounting.webp';
import serviceLocalPayroll from '@/public/images/service-local-payroll.webp';
import servicesHero from '@/public/images/services-hero.webp';
import homeHeroSv from '@/public/images/sv/home-hero.webp';
import productExpenseSv from '@/public/images/sv/product-expense.webp';
import productLocalErpsSv from '@/public/images/sv/product-local-erps.webp';
import productNetsuiteSv from '@/public/images/sv/product-netsuite.webp';
import productOneLoginSv from '@/public/images/sv/product-one-login.webp';
import productPayrollApprovalSv from '@/public/images/sv/product-payroll-approval.webp';
import productProjectReportingSv from '@/public/images/sv/product-project-reporting.webp';
import productReportingSv from '@/public/images/sv/product-reporting.webp';
import productSupplierInvoiceSv from '@/public/images/sv/product-supplier-invoice.webp';
import productTimeReportingSv from '@/public/images/sv/product-time-reporting.webp';

/**
 * Our illustrations (rendered from art/ by scripts/render-art.ts), imported statically so
 * next/image knows their size and blur placeholder. Content refers to them by name, which
 * keeps the content modules plain data that tests can import without a bundler. A name is the
 * artwork's path under art/ without .svg, so 'sv/product-expense' is art/sv/product-expense.svg.
 */
export const illustrations = {
  'about-story': aboutStory,
  'career-team': careerTeam,
  'contact-office': contactOffice,
  'home-hero': homeHero,
  'people/maria-ekstrom': portraitMariaEkstrom,
  'people/jonas-lindqvist': portraitJonasLindqvist,
  'people/leila-haddad': portraitLeilaHaddad,
  'people/henrik-dahl': portraitHenrikDahl,
  'product-expense': productExpense,
  'product-local-erps': productLocalErps,
  'product-netsuite': productNetsuite,
  'product-one-login': productOneLogin,
  'product-payroll-approval': productPayrollApproval,
  'product-project-reporting': productProjectReporting,
  'product-reporting': productReporting,
  'product-supplier-invoice': productSupplierInvoice,
  'product-time-reporting': productTimeReporting,
  'service-erp': serviceErp,
  'service-global-accounting': serviceGlobalAccounting,
  'service-global-payroll': serviceGlobalPayroll,
  'service-local-accounting': serviceLocalAccounting,
  'service-local-payroll': serviceLocalPayroll,
  'services-hero': servicesHero,
  // The home hero and the product screens with Swedish labels (art/sv), for the Swedish pages.
  'sv/home-hero': homeHeroSv,
  'sv/product-expense': productExpenseSv,
  'sv/product-local-erps': productLocalErpsSv,
  'sv/product-netsuite': productNetsuiteSv,
  'sv/product-one-login': productOneLoginSv,
  'sv/product-payroll-approval': productPayrollApprovalSv,
  'sv/product-project-reporting': productProjectReportingSv,
  'sv/product-reporting': productReportingSv,
  'sv/product-supplier-invoice': productSupplierInvoiceSv,
  'sv/product-time-reporting': productTimeReportingSv,
} satisfies Record<string, StaticImageData>;

export type IllustrationName = keyof typeof illustrations;
