import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { newsSource } from '@/lib/news';
import { newsConfig } from '@/lib/news/config';
import { matchesSecret } from '@/lib/news/draft';
import { isPossibleSlug, maxSlugLength } from '@/lib/news/slug';
import { newsPostPath } from '@/lib/routes';
import { contentfulLocale, defaultLocale, localizedPath, locales, type Locale } from '@/lib/i18n';

/**
 * The language asked for: ours (`sv`) or Contentful's code (`sv-SE`, which a preview URL's
 * `{locale}` token gives); anything else is English.
 */
function requestedLocale(value: string | null): Locale {
  return (
    locales.find((locale) => value === locale || value === contentfulLocale[locale]) ??
    defaultLocale
  );
}

/**
 * Turns on draft mode for an editor: `/api/draft?secret=…&slug=…&locale=…` (`locale`: `sv-SE`
 * or `sv` for the Swedish page, else English). It redirects only to the article of a post that
 * exists in the Preview API, in that language, never to a URL the caller chose.
 */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  const config = newsConfig();
  if (!matchesSecret(params.get('secret') ?? '', config.draftSecret)) {
    return Response.json({ error: 'Invalid draft secret.' }, { status: 401 });
  }
  if (config.source !== 'contentful' || !config.contentful.previewToken) {
    return Response.json({ error: 'Draft mode needs CONTENTFUL_PREVIEW_TOKEN.' }, { status: 503 });
  }
  const slug = params.get('slug')?.trim();
  if (!slug) return Response.json({ error: 'Error: No slug provided.' }, { status: 400 });
  // A slug the content model cannot hold is not worth a Preview API request.
  if (!isPossibleSlug(slug)) {
    return Response.json(
      {
        error: `Error: Invalid slug: lower-case letters, digits and single hyphens, at most ${maxSlugLength} characters.`,
      },
      { status: 400 },
    );
  }

  const locale = requestedLocale(params.get('locale'));
  const post = await newsSource({ preview: true, locale }).getPost(slug);
  if (!post) return Response.json({ error: 'Error: Blog post not found.' }, { status: 404 });

  (await draftMode()).enable();
  redirect(localizedPath(newsPostPath(post.slug), locale));
}
