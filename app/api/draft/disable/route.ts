import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';
import { safeReturnPath } from '@/lib/news/draft';

/** Leaves draft mode and goes back to the page the editor was on (a same-origin path). */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(safeReturnPath(new URL(request.url).searchParams.get('path')));
}
