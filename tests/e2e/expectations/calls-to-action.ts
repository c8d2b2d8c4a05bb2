/**
 * The two buttons that lead to /contact, with the same words on every page: written
 * out here, not imported from content/ctas.ts, so a change of wording is a change of the tests.
 */
export const talkToSales = { name: 'Talk to sales', href: '/contact?topic=sales' };
export const bookADemo = { name: 'Book a demo', href: '/contact?topic=demo' };
