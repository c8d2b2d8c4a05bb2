import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { newsSource } from '@/lib/news';
import { newsConfig } from '@/lib/news/config';
import { matchesSecret } from '@/lib/news/draft';
import { isPossibleSlug, maxSlugLength } from '@/lib/news/slug';
import { newsPostPath } from '@/lib/routes';

/**
 * Turns on draft mode for an editor: `/api/draft?secret=…&slug=…`. It redirects only to the
 * article of a post that exists in the Preview API, never to a URL the caller chose.
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

  const post = await newsSource({ preview: true }).getPost(slug);
  if (!post) return Response.json({ error: 'Error: Blog post not found.' }, { status: 404 });

  (await draftMode()).enable();
  redirect(newsPostPath(post.slug));
}
