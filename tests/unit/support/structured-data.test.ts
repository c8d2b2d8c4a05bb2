/**
 * @jest-environment node
 */
import { parseJsonLd, structuredDataProblems } from '../../support/structured-data';
import {
  faqPageJsonLd,
  newsArticleJsonLd,
  organizationJsonLd,
  serviceJsonLd,
  webPageJsonLd,
} from '@/lib/json-ld';

const page = { title: 'About', description: 'Who we are', path: '/about' };

describe('structured data check', () => {
  it('accepts what our builders produce', () => {
    const blocks = [
      organizationJsonLd(),
      webPageJsonLd(page, 'en'),
      serviceJsonLd({
        name: 'Global Payroll',
        description: 'Payroll',
        path: '/services/global-payroll',
        locale: 'en',
      }),
      faqPageJsonLd([{ question: 'How long?', answer: 'Two months.' }], 'en'),
      newsArticleJsonLd({
        headline: 'News',
        description: 'd',
        path: '/news/a',
        datePublished: '2026-01-01',
        locale: 'en',
      }),
    ].map((data) => JSON.stringify(data));
    const { nodes, problems } = parseJsonLd(blocks);
    expect(problems).toEqual([]);
    expect(structuredDataProblems(nodes)).toEqual([]);
  });

  it('reports a block that does not parse', () => {
    expect(parseJsonLd(['{"@type": "WebPage",']).problems).toEqual([
      expect.stringMatching(/^JSON-LD block 1 does not parse/),
    ]);
  });

  it('reports missing required properties per type', () => {
    const { nodes } = parseJsonLd([
      JSON.stringify({ '@type': 'Organization', name: 'Solvik', url: 'https://x.example/' }),
      JSON.stringify({ '@type': 'NewsArticle', headline: 'H', author: [] }),
    ]);
    expect(structuredDataProblems(nodes)).toEqual([
      'Organization lacks logo',
      'NewsArticle lacks datePublished, author, image, publisher',
    ]);
  });

  it('reports FAQ entries without a Question and Answer', () => {
    const { nodes } = parseJsonLd([
      JSON.stringify({
        '@type': 'FAQPage',
        mainEntity: [{ '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer' } }],
      }),
    ]);
    expect(structuredDataProblems(nodes)).toEqual([
      'FAQPage question 1 has no acceptedAnswer of type Answer with text',
    ]);
  });

  it('reports an @id reference to a node that is not on the page', () => {
    const { nodes } = parseJsonLd([JSON.stringify(webPageJsonLd(page, 'en'))]);
    expect(structuredDataProblems(nodes)).toEqual([
      expect.stringMatching(
        /reference \{"@id": "https:\/\/www\.solvik\.example\/#organization"\} points at no node/,
      ),
    ]);
  });
});
