import { postNotFound } from '@/app/_pages/news/post-not-found';

export default postNotFound('en');
