import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import {
  BLOCKS,
  INLINES,
  MARKS,
  type Block,
  type Document,
  type Inline,
} from '@contentful/rich-text-types';
import { Link } from '@/components/ui/link';
import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { siteUrl } from '@/lib/env';
import { fallbackLangAttribute } from '@/lib/news/format';
import type { EmbeddedTarget } from '@/lib/news/reshape';
import { NewsImage } from './news-image';
import { newsPostPath } from '@/lib/routes';
import type { NewsWords } from './news-words';

const safeProtocols = new Set(['http:', 'https:', 'mailto:', 'tel:']);

type ResolvedHref = { href: string; internal: boolean };

/**
 * Where an editor's hyperlink goes. Relative links resolve against the site's origin and, like
 * absolute links to it, stay in the tab as site paths; other web, mail and phone links open
 * outside. `javascript:`, `data:` and anything unparsable give null: no link at all.
 */
function resolveHref(uri: unknown, origin: URL = siteUrl): ResolvedHref | null {
  if (typeof uri !== 'string' || !uri.trim()) return null;
  let url: URL;
  try {
    url = new URL(uri.trim(), origin);
  } catch {
    return null;
  }
  if (!safeProtocols.has(url.protocol)) return null;
  if (url.origin === origin.origin) {
    return { href: url.pathname + url.search + url.hash, internal: true };
  }
  return { href: url.href, internal: false };
}

/** Only web, mail and phone links (absolute or on this site) become links. */
export function isSafeHref(uri: unknown): uri is string {
  return resolveHref(uri) !== null;
}

const linkClass = 'font-medium text-orange-700 underline underline-offset-4';

const targetOf = (node: Block | Inline): EmbeddedTarget =>
  (node.data.target as EmbeddedTarget | undefined) ?? { kind: 'none' };

/** Keeps the editor's line breaks: "a\nb" becomes a<br/>b. */
function withLineBreaks(text: string): ReactNode {
  const lines = text.split('\n');
  if (lines.length === 1) return text;
  return lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));
}

function Figure({ target, fullWidth }: { target: EmbeddedTarget; fullWidth?: boolean }) {
  if (target.kind === 'asset') {
    return (
      <figure className="my-8">
        <NewsImage
          image={target.image}
          sizes="(min-width: 768px) 720px, 100vw"
          className="h-auto w-full rounded-card"
        />
      </figure>
    );
  }
  if (target.kind !== 'richImage') return null;
  const { image, caption, captionLang } = target.richImage;
  const wide = fullWidth ?? target.richImage.fullWidth;
  return (
    <figure
      className={cn('my-10', wide ? 'md:-mx-16 lg:-mx-32' : 'mx-auto max-w-xl')}
      data-full-width={wide}
    >
      <NewsImage
        image={image}
        sizes={wide ? '(min-width: 1024px) 1024px, 100vw' : '(min-width: 640px) 576px, 100vw'}
        className="h-auto w-full rounded-card"
      />
      {caption && (
        <figcaption
          className="mt-3 text-center text-sm text-neutral-600"
          {...fallbackLangAttribute(captionLang)}
        >
          {caption}
        </figcaption>
      )}
    </figure>
  );
}

// The page's title is the only h1, so the body's headings sit one level below it.
const heading = (level: 2 | 3 | 4 | 5 | 6, className: string) => {
  const Tag = `h${level}` as const;
  function RichHeading(_node: Block | Inline, children: ReactNode) {
    return <Tag className={cn('font-heading font-bold text-primary', className)}>{children}</Tag>;
  }
  return RichHeading;
};

/** The renderer's own words: the table's name and the new-tab note, in the page's language. */
type RichTextWords = Pick<NewsWords, 'table' | 'opensInNewTab'>;

/** The renderer's options with its own `words`. */
const optionsFor = (words: RichTextWords): Options => {
  return {
    renderText: withLineBreaks,
    renderMark: {
      [MARKS.BOLD]: (text) => <strong className="font-semibold text-neutral-900">{text}</strong>,
      [MARKS.ITALIC]: (text) => <em>{text}</em>,
      [MARKS.UNDERLINE]: (text) => <u className="underline-offset-4">{text}</u>,
      [MARKS.CODE]: (text) => (
        <code className="rounded bg-neutral-100 px-1.5 py-0.5 font-mono text-[0.9em] text-primary">
          {text}
        </code>
      ),
    },
    renderNode: {
      [BLOCKS.PARAGRAPH]: (_node, children) => <p className="my-5 leading-relaxed">{children}</p>,
      [BLOCKS.HEADING_1]: heading(2, 'mt-12 mb-4 text-3xl'),
      [BLOCKS.HEADING_2]: heading(2, 'mt-10 mb-4 text-2xl'),
      [BLOCKS.HEADING_3]: heading(3, 'mt-8 mb-3 text-xl'),
      [BLOCKS.HEADING_4]: heading(4, 'mt-6 mb-2 text-lg'),
      [BLOCKS.HEADING_5]: heading(5, 'mt-6 mb-2 text-base'),
      [BLOCKS.HEADING_6]: heading(6, 'mt-6 mb-2 text-base text-neutral-700'),
      [BLOCKS.UL_LIST]: (_node, children) => (
        <ul className="my-5 list-disc space-y-2 pl-6">{children}</ul>
      ),
      [BLOCKS.OL_LIST]: (_node, children) => (
        <ol className="my-5 list-decimal space-y-2 pl-6">{children}</ol>
      ),
      [BLOCKS.LIST_ITEM]: (_node, children) => <li className="pl-1 [&>p]:my-0">{children}</li>,
      [BLOCKS.QUOTE]: (_node, children) => (
        <blockquote className="my-8 border-l-4 border-orange-600 bg-neutral-50 py-2 pr-4 pl-6 text-lg text-neutral-800 italic">
          {children}
        </blockquote>
      ),
      [BLOCKS.HR]: () => <hr className="my-10 border-neutral-200" />,
      [BLOCKS.TABLE]: (_node, children) => (
        // An editor's table keeps its columns readable and scrolls sideways when the screen is
        // narrower: a shadow shows at the edge with more to see, and the region is focusable so
        // the arrow keys scroll it. On a phone each row is a block instead: its first cell on a
        // line of its own, the others two abreast under it, as the header row is, so no column
        // is left off-screen. The roles keep it a table for screen readers in either layout.
        <div
          className="my-8 overflow-x-auto rounded-sm scroll-shadow-x focus-visible:outline-2 focus-visible:outline-orange-600"
          tabIndex={0}
          role="region"
          aria-label={words.table}
        >
          <table role="table" className="block w-full border-collapse text-left text-sm sm:table">
            <tbody role="rowgroup" className="block sm:table-row-group">
              {children}
            </tbody>
          </table>
        </div>
      ),
      [BLOCKS.TABLE_ROW]: (_node, children) => (
        <tr
          role="row"
          className="grid grid-cols-2 border-b border-neutral-200 sm:table-row [&>*:first-child]:col-span-2 [&>*:first-child]:pb-0 sm:[&>*:first-child]:pb-3 max-sm:[&>td:first-child]:font-semibold"
        >
          {children}
        </tr>
      ),
      [BLOCKS.TABLE_HEADER_CELL]: (_node, children) => (
        <th
          role="columnheader"
          scope="col"
          className="bg-neutral-100 px-4 py-3 font-semibold text-primary sm:min-w-36 [&>p]:my-0"
        >
          {children}
        </th>
      ),
      [BLOCKS.TABLE_CELL]: (_node, children) => (
        <td role="cell" className="px-4 py-3 align-top sm:min-w-36 [&>p]:my-0">
          {children}
        </td>
      ),
      [BLOCKS.EMBEDDED_ASSET]: (node) => <Figure target={targetOf(node)} />,
      // Only the rich image component has a look; any other embedded entry renders nothing.
      [BLOCKS.EMBEDDED_ENTRY]: (node) => <Figure target={targetOf(node)} />,
      [INLINES.EMBEDDED_ENTRY]: () => null,
      [INLINES.HYPERLINK]: (node, children) => {
        const link = resolveHref(node.data.uri);
        if (!link) return <span>{children}</span>;
        if (link.internal) {
          return (
            <Link href={link.href} className={cn(linkClass, 'hover:text-orange-800')}>
              {children}
            </Link>
          );
        }
        return (
          <a
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            className={cn(linkClass, 'hover:text-orange-800')}
          >
            {children}
            <span className="sr-only"> {words.opensInNewTab}</span>
          </a>
        );
      },
      [INLINES.ENTRY_HYPERLINK]: (node, children) => {
        const target = targetOf(node);
        if (target.kind !== 'post') return <span>{children}</span>;
        return (
          <Link href={newsPostPath(target.slug)} className={linkClass}>
            {children}
          </Link>
        );
      },
      [INLINES.ASSET_HYPERLINK]: (node, children) => {
        const target = targetOf(node);
        if (target.kind !== 'asset') return <span>{children}</span>;
        return (
          <a href={target.image.url} className={linkClass}>
            {children}
          </a>
        );
      },
    },
  };
};

/** The options for each language's words, made once. */
const optionsByWords = new Map<string, Options>();

/** A post's body. Expects a document from reshapeDocument (embedded targets already reshaped). */
export function RichText({
  document,
  className,
  words,
}: {
  document: Document;
  className?: string;
  /** The renderer's own words, in the page's language. */
  words: RichTextWords;
}) {
  const key = `${words.table}\n${words.opensInNewTab}`;
  let options = optionsByWords.get(key);
  if (!options) {
    options = optionsFor(words);
    optionsByWords.set(key, options);
  }
  return (
    <div className={cn('text-lg text-neutral-800', className)}>
      {documentToReactComponents(document, options)}
    </div>
  );
}
