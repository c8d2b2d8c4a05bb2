'use client';

// The Preview API failing looks like the delivery API failing.
export { default } from '@/app/news/[slug]/error';
