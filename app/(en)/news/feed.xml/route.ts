import { newsFeedRoute } from '@/app/_pages/news/feed';

export const revalidate = 3600;
export const GET = newsFeedRoute('en');
