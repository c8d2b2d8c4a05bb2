import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeReturnPath } from '@/lib/news/draft';

/** Leaves draft mode and goes back to the page the editor was on (a path on our own origin). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  const url = new URL(request.url);
  redirect(safeReturnPath(url.searchParams.get('path'), url.origin));
}
