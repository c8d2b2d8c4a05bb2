import { publishedLocalesOf } from '@/lib/news';
import { isPossibleSlug } from '@/lib/news/slug';
import { isLocale, localizedPath, locales, type Locale } from './i18n';
import { messageOf } from './error-message.ts';
import { visitorLine } from './log-line.ts';

/**
 * Where the language switcher of a news post goes: `/language?to=sv&path=/news/{slug}`. A post
 * may be published in one language only (Contentful's locale-based publishing), which its page
 * cannot say to a header rendered ahead of it, so the switcher asks here: the answer is a
 * redirect to the post in that language when it is published there; else to that language's
 * news list, whose query (`?only-in=en&post={slug}`) has the list say why and link back to the
 * post (OnlyInNote reads it in the browser, so the static list stays one cached page); else,
 * for a post published nowhere, to that language's home. Every other page's switcher links its
 * twin directly.
 *
 * Nothing is remembered: no cookie, no redirect on later visits. The answer depends on what is
 * published now, so no cache keeps it. A slug no post can have (`/news/%ff`, `/news/A`) goes to
 * the home page without asking the CMS or writing a line; a CMS that cannot answer is logged
 * ten times a minute at most.
 */
export async function languageSwitchAnswer(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const to = url.searchParams.get('to') ?? '';
  const path = url.searchParams.get('path') ?? '';
  if (!isLocale(to)) {
    const names = locales.map((locale) => `"${locale}"`).join(', ');
    return plainText(400, `Bad request: \`to\` must be one of ${names}.`);
  }
  const slug = /^\/news\/([^/?#]+)$/.exec(path)?.[1];
  if (!slug) return plainText(400, 'Bad request: `path` must be the path of a news post.');
  let target = localizedPath('/', to);
  // A slug is lower-case letters, digits and hyphens: nothing in it is percent-encoded.
  if (!isPossibleSlug(slug)) return redirect(new URL(target, url), to);
  try {
    const published = await publishedLocalesOf(slug);
    const [onlyIn] = published;
    if (published.includes(to)) target = localizedPath(path, to);
    else if (onlyIn) {
      target = `${localizedPath('/news', to)}?${new URLSearchParams({ 'only-in': onlyIn, post: slug })}`;
    }
  } catch (error) {
    // The CMS cannot say: that language's home is a page that surely exists.
    visitorLine('language', `[language] ${messageOf(error)}`);
  }
  return redirect(new URL(target, url), to);
}

function redirect(location: URL, locale: Locale): Response {
  return new Response(null, {
    status: 307,
    headers: {
      Location: `${location.pathname}${location.search}`,
      'Cache-Control': 'no-store',
      'Content-Language': locale,
      'X-Robots-Tag': 'noindex',
    },
  });
}

function plainText(status: number, message: string): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
