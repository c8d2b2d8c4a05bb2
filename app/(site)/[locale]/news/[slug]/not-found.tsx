import { PostNotFound } from '@/app/_pages/news/post-not-found';

export default PostNotFound;
