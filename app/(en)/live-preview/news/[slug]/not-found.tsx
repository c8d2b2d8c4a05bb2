// A draft that does not exist looks like a post that does not exist.
export { default } from '@/app/news/[slug]/not-found';
