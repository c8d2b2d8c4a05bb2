import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/container';

/** An unknown or unpublished slug: answered with HTTP 404. */
export default function PostNotFound() {
  return (
    <Container className="min-h-[60vh] pt-header pb-20">
      <h1 className="text-4xl font-bold text-primary">Article not found</h1>
      <p className="mt-6 text-lg text-neutral-700">Error: Blog post not found.</p>
      <ButtonLink href="/news" variant="primary" className="mt-8">
        See the latest articles
      </ButtonLink>
    </Container>
  );
}
