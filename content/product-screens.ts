import type { TechSolutionSubPage } from '@/lib/routes';
import type { Illustration } from './types';

/**
 * Screens of the Solvik app, drawn in art/product-*.svg with invented Nordic companies and
 * figures. The alt text says what a sighted visitor reads off the screen.
 */
export const productScreens = {
  expense: {
    name: 'product-expense',
    alt: 'The Solvik app on a phone: a photographed café receipt read as 245.00 SEK with 26.25 VAT at 12%, filed as a client meal and ready to submit',
  },
  'supplier-invoice': {
    name: 'product-supplier-invoice',
    alt: 'Supplier invoices to approve in the Solvik app: Nordkyl AB’s invoice of 48,750.00 SEK open with Approve and Reject, and invoices in NOK, DKK and EUR below',
  },
  'time-reporting': {
    name: 'product-time-reporting',
    alt: 'A week’s time report in the Solvik app: hours per project for Monday to Friday, 38 hours in total, ready to submit',
  },
  'payroll-approval': {
    name: 'product-payroll-approval',
    alt: 'The March pay run of a Norwegian company in the Solvik app: 42 employees, 2,184,600 NOK gross and 1,498,200 NOK net, with Approve run and Send back',
  },
  'project-reporting': {
    name: 'product-project-reporting',
    alt: 'A project report in the Solvik app: 318,600 of a 420,000 SEK budget and 612 of 800 hours used, with budget and actual cost per month',
  },
  reporting: {
    name: 'product-reporting',
    alt: 'The Solvik reporting dashboard filtered to all entities: revenue SEK 18.4 M, EBITDA margin 14.2%, cash SEK 6.1 M and monthly revenue per country',
  },
  'one-login': {
    name: 'product-one-login',
    alt: 'One login in the Solvik app: the entity switcher open on the group’s companies in Sweden, Norway, Denmark and Finland',
  },
  'local-erps': {
    name: 'product-local-erps',
    alt: 'Local ledgers connected to the Solvik app: Fortnox in Sweden, Tripletex in Norway, e-conomic in Denmark and Netvisor in Finland, with their sync status',
  },
  netsuite: {
    name: 'product-netsuite',
    alt: 'The Solvik app on NetSuite OneWorld: the group’s four Nordic subsidiaries under one parent, consolidated in SEK, with the entries posted today',
  },
} as const satisfies Record<
  TechSolutionSubPage | 'one-login' | 'local-erps' | 'netsuite',
  Illustration
>;
