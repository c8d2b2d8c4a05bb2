'use client';

import { LivePreviewPostError } from '@/app/_pages/news/live-preview/preview-errors';

export default LivePreviewPostError;
