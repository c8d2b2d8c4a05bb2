'use client';

export { default } from '@/app/news/error';
