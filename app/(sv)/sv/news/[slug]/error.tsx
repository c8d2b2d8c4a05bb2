'use client';

import { PostError } from '@/app/_pages/news/post-error';

export default PostError;
