'use client';

import { NewsError } from '@/app/_pages/news/news-error';

export default NewsError;
