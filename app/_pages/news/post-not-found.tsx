import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import * as en from '@/content/news/page';
import { translations } from '@/content/words';
import { inLocale } from '@/lib/i18n';
import { requestLocale } from '@/lib/request-locale';

/**
 * An unknown slug, or a post not published in this language: answered with HTTP 404. It does
 * not say that the post exists in another language.
 */
export function PostNotFound() {
  const { postNotFound: copy } = inLocale(requestLocale(), en, translations.newsPage).newsPage;
  return (
    <Container className="min-h-[60vh] pt-header pb-20">
      <h1 className="text-4xl font-bold text-primary">{copy.heading}</h1>
      <p className="mt-6 text-lg text-neutral-700">{copy.message}</p>
      <ButtonLink href="/news" variant="primary" className="mt-8">
        {copy.back}
      </ButtonLink>
    </Container>
  );
}
