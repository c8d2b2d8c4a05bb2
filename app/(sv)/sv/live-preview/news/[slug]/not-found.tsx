import { postNotFound } from '@/app/_pages/news/post-not-found';

// A draft that does not exist looks like a post that does not exist.
export default postNotFound('sv');
