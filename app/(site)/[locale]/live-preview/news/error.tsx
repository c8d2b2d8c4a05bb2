'use client';

import { LivePreviewNewsError } from '@/app/_pages/news/live-preview/preview-errors';

export default LivePreviewNewsError;
