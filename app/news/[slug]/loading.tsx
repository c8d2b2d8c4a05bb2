import { Container } from '@/components/ui/container';

/** Seen only while a post published after the build renders on its first request. */
export default function PostLoading() {
  return (
    <Container className="min-h-[60vh] max-w-3xl pt-28 pb-20 sm:pt-36">
      <p role="status" className="text-lg text-neutral-700">
        Loading post...
      </p>
    </Container>
  );
}
