import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { render, screen } from '@testing-library/react';
import { RichText, isSafeHref } from '@/components/news/rich-text';
import { newsWords } from '@/components/news/news-words';
import type { EmbeddedTarget } from '@/lib/news/reshape';

const text = (value: string, marks: string[] = []) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const node = (nodeType: string, content: unknown[] = [], data: Record<string, unknown> = {}) => ({
  nodeType,
  data,
  content,
});
const p = (...content: unknown[]) => node(BLOCKS.PARAGRAPH, content);
const image = {
  url: '/news/images/a.webp',
  origin: 'local',
  alt: 'A chart',
  width: 800,
  height: 400,
} as const;

function renderDoc(...content: unknown[]) {
  const document = { nodeType: BLOCKS.DOCUMENT, data: {}, content } as unknown as Document;
  return render(<RichText document={document} words={newsWords('en')} />);
}

describe('RichText', () => {
  it('renders paragraphs and headings 1-6 below the page h1', () => {
    const { container } = renderDoc(
      p(text('Body')),
      ...[1, 2, 3, 4, 5, 6].map((level) => node(`heading-${level}`, [text(`Heading ${level}`)])),
    );
    expect(screen.getByText('Body').tagName).toBe('P');
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByText('Heading 1').tagName).toBe('H2');
    expect(screen.getByText('Heading 2').tagName).toBe('H2');
    expect(screen.getByText('Heading 3').tagName).toBe('H3');
    expect(screen.getByText('Heading 4').tagName).toBe('H4');
    expect(screen.getByText('Heading 5').tagName).toBe('H5');
    expect(screen.getByText('Heading 6').tagName).toBe('H6');
  });

  it('renders lists, blockquote and rule', () => {
    const { container } = renderDoc(
      node(BLOCKS.UL_LIST, [node(BLOCKS.LIST_ITEM, [p(text('Bullet'))])]),
      node(BLOCKS.OL_LIST, [
        node(BLOCKS.LIST_ITEM, [p(text('First'))]),
        node(BLOCKS.LIST_ITEM, [p(text('Second'))]),
      ]),
      node(BLOCKS.QUOTE, [p(text('Quoted'))]),
      node(BLOCKS.HR),
    );
    expect(screen.getByText('Bullet').closest('ul')).not.toBeNull();
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
    expect(screen.getByText('Quoted').closest('blockquote')).not.toBeNull();
    expect(container.querySelector('hr')).not.toBeNull();
  });

  it('renders tables with header cells', () => {
    renderDoc(
      node(BLOCKS.TABLE, [
        node(BLOCKS.TABLE_ROW, [node(BLOCKS.TABLE_HEADER_CELL, [p(text('Country'))])]),
        node(BLOCKS.TABLE_ROW, [node(BLOCKS.TABLE_CELL, [p(text('Sweden'))])]),
      ]),
    );
    expect(screen.getByRole('columnheader', { name: 'Country' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Sweden' })).toBeInTheDocument();
  });

  it('renders bold, italic, underline and code marks', () => {
    renderDoc(
      p(
        text('B', [MARKS.BOLD]),
        text('I', [MARKS.ITALIC]),
        text('U', [MARKS.UNDERLINE]),
        text('C', [MARKS.CODE]),
      ),
    );
    expect(screen.getByText('B').tagName).toBe('STRONG');
    expect(screen.getByText('I').tagName).toBe('EM');
    expect(screen.getByText('U').tagName).toBe('U');
    expect(screen.getByText('C').tagName).toBe('CODE');
  });

  it('keeps line breaks inside text', () => {
    const { container } = renderDoc(p(text('one\ntwo\nthree')));
    expect(container.querySelectorAll('p br')).toHaveLength(2);
    expect(container.querySelector('p')?.textContent).toBe('onetwothree');
  });

  it('opens safe hyperlinks in a new tab and says so', () => {
    renderDoc(p(node(INLINES.HYPERLINK, [text('Peppol')], { uri: 'https://docs.peppol.eu/' })));
    const link = screen.getByRole('link', { name: 'Peppol (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://docs.peppol.eu/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('says it in Swedish on a Swedish page, and names a table in Swedish', () => {
    const document: Document = {
      nodeType: BLOCKS.DOCUMENT,
      data: {},
      content: [
        p(node(INLINES.HYPERLINK, [text('Peppol')], { uri: 'https://docs.peppol.eu/' })),
        node(BLOCKS.TABLE, [
          node(BLOCKS.TABLE_ROW, [node(BLOCKS.TABLE_CELL, [p(text('Sverige'))])]),
        ]),
      ],
    } as unknown as Document;
    render(<RichText document={document} words={newsWords('sv')} />);
    expect(screen.getByRole('link', { name: 'Peppol (öppnas i en ny flik)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Tabell' })).toBeInTheDocument();
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    ' java\tscript:alert(1)',
    'https://',
    '',
  ])('renders an unsafe or odd URL (%j) as plain text', (uri) => {
    renderDoc(p(node(INLINES.HYPERLINK, [text('Click')], { uri })));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click')).toBeInTheDocument();
  });

  it.each([
    ['/about', '/about'],
    ['about#team', '/about#team'],
    ['../contact?x=1', '/contact?x=1'],
    ['https://www.solvik.example/services', '/services'],
  ])('keeps the site link %j in the tab as the path %s', (uri, href) => {
    renderDoc(p(node(INLINES.HYPERLINK, [text('On our site')], { uri })));
    const link = screen.getByRole('link', { name: 'On our site' });
    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
  });

  it('opens a protocol-relative link to another host outside, as https', () => {
    renderDoc(p(node(INLINES.HYPERLINK, [text('Elsewhere')], { uri: '//example.com/a' })));
    const link = screen.getByRole('link', { name: 'Elsewhere (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/a');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it.each(['mailto:hello@solvik.example', 'tel:+46812345670', 'http://example.com'])(
    'allows %s',
    (uri) => {
      expect(isSafeHref(uri)).toBe(true);
    },
  );

  it('renders embedded assets and rich images with caption and width', () => {
    const asset: EmbeddedTarget = { kind: 'asset', image };
    const wide: EmbeddedTarget = {
      kind: 'richImage',
      richImage: { image: { ...image, alt: 'Wide' }, caption: 'A caption', fullWidth: true },
    };
    const narrow: EmbeddedTarget = {
      kind: 'richImage',
      richImage: { image: { ...image, alt: 'Narrow' }, fullWidth: false },
    };
    const { container } = renderDoc(
      node(BLOCKS.EMBEDDED_ASSET, [], { target: asset }),
      node(BLOCKS.EMBEDDED_ENTRY, [], { target: wide }),
      node(BLOCKS.EMBEDDED_ENTRY, [], { target: narrow }),
    );
    expect(screen.getByRole('img', { name: 'A chart' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Wide' }).closest('figure')).toHaveAttribute(
      'data-full-width',
      'true',
    );
    expect(screen.getByRole('img', { name: 'Narrow' }).closest('figure')).toHaveAttribute(
      'data-full-width',
      'false',
    );
    expect(screen.getByText('A caption').tagName).toBe('FIGCAPTION');
    expect(container.querySelectorAll('figure')).toHaveLength(3);
  });

  it('renders nothing for unknown embedded entries and missing targets', () => {
    const { container } = renderDoc(
      node(BLOCKS.EMBEDDED_ENTRY, [], { target: { kind: 'none' } }),
      node(BLOCKS.EMBEDDED_ENTRY, [], {}),
      node(BLOCKS.EMBEDDED_ASSET, [], { target: { kind: 'none' } }),
      p(node(INLINES.EMBEDDED_ENTRY, [], { target: { kind: 'none' } }), text('after')),
    );
    expect(container.querySelector('figure')).toBeNull();
    expect(screen.getByText('after')).toBeInTheDocument();
  });

  it('links entry hyperlinks to posts and leaves unresolved ones as text', () => {
    renderDoc(
      p(
        node(INLINES.ENTRY_HYPERLINK, [text('Other post')], {
          target: { kind: 'post', slug: 'other', title: 'Other' },
        }),
      ),
      p(node(INLINES.ENTRY_HYPERLINK, [text('Gone')], { target: { kind: 'none' } })),
    );
    expect(screen.getByRole('link', { name: 'Other post' })).toHaveAttribute('href', '/news/other');
    expect(screen.getByText('Gone').closest('a')).toBeNull();
  });

  it('encodes the slug of an entry link', () => {
    renderDoc(
      p(
        node(INLINES.ENTRY_HYPERLINK, [text('Odd')], {
          target: { kind: 'post', slug: 'a/../b?c#d', title: 'Odd' },
        }),
      ),
    );
    expect(screen.getByRole('link', { name: 'Odd' })).toHaveAttribute(
      'href',
      '/news/a%2F..%2Fb%3Fc%23d',
    );
  });
});
