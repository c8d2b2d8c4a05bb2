/** @jest-environment node */
import { pageFromHtml } from '../../../scripts/build-search-index.ts';

const html = (head: string, body: string) =>
  `<!DOCTYPE html><html><head>${head}</head><body>${body}</body></html>`;
const head = (robots = 'index, follow') =>
  `<title>Global Payroll &amp; HR | Solvik</title><meta name="robots" content="${robots}"/>` +
  `<meta property="og:site_name" content="Solvik"/><meta name="description" content="Payroll in every country."/>`;

describe('pageFromHtml', () => {
  it('reads the title without the site name, the h1–h3 and the visible words of <main>', () => {
    const page = pageFromHtml(
      '/services/global-payroll',
      html(
        head(),
        `<header><nav>Services Platform</nav></header>
         <main><h1>Payroll</h1><p>One<br>process, <strong>every</strong> country.</p>
           <h2>Included</h2><h4>Small print</h4><script>var secret = 1;</script>
           <span class="sr-only">Opens in a new tab</span><div hidden>Hidden text</div>
           <svg><title>Chart</title></svg></main>
         <footer>Footer words</footer>`,
      ),
    );
    expect(page).toEqual({
      path: '/services/global-payroll',
      title: 'Global Payroll & HR',
      headings: ['Payroll', 'Included'],
      description: 'Payroll in every country.',
      body: 'One process, every country. Included · Small print',
    });
  });

  it('sets blocks apart (elements shown as blocks too), keeps links in running text in the sentence', () => {
    const page = pageFromHtml(
      '/services/local-payroll',
      html(
        head(),
        `<main><p>Our services</p><h1>Local Payroll</h1><p>Salaries paid on the 25th.</p>
           <ul><li>Payslips in the app</li><li>Postings to your books</li></ul>
           <p>Read the <a href="/privacy">privacy notice</a> first.</p>
           <p><span class="block font-bold">Sweden</span><span class="inline-flex">Fortnox</span></p></main>`,
      ),
    );
    expect(page.body).toBe(
      'Our services · Salaries paid on the 25th. Payslips in the app · Postings to your books · ' +
        'Read the privacy notice first. Sweden · Fortnox',
    );
  });

  it('leaves out the interface: calls to action, "Read more", buttons and forms', () => {
    const page = pageFromHtml(
      '/tech-solution',
      html(
        head(),
        `<main><h1>Platform</h1><p>Six modules.</p>
           <div><a href="/contact">Book a demo</a> <a href="/contact">Talk to sales</a></div>
           <div><h3>Expense</h3><p>Receipts read for you.</p><a href="/x">Read more<svg></svg></a></div>
           <a href="/y"><h3>Reporting</h3><p>One set of numbers.</p></a>
           <ul><li><a href="/services/global-payroll">Global Payroll</a></li></ul>
           <div role="button">Show all</div><button type="button">Open menu</button>
           <form><label>Your name<input name="name"/></label><button>Send</button></form></main>`,
      ),
    );
    expect(page.body).toBe(
      'Six modules. Expense · Receipts read for you. Reporting · One set of numbers. Global Payroll',
    );
  });

  it('leaves out the news cards, which search finds as posts', () => {
    const page = pageFromHtml(
      '/sv/news',
      html(
        head(),
        `<main><h1>Nyheter</h1><article><h2>Bokslut</h2><a href="/sv/news/bokslut">Läs</a></article>
         <article><h2>Regler</h2><p>Ett kort som inte är en nyhet.</p></article></main>`,
      ),
    );
    expect(page.headings).toEqual(['Nyheter', 'Regler']);
    expect(page.body).toBe('Regler · Ett kort som inte är en nyhet.');
  });

  it('refuses a page that says noindex, or has no <main>', () => {
    expect(() => pageFromHtml('/login', html(head('noindex, follow'), '<main>x</main>'))).toThrow(
      /noindex/,
    );
    expect(() => pageFromHtml('/about', html(head(), '<div>x</div>'))).toThrow(/no <main>/);
  });
});
