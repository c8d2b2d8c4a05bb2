import { draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

/** A same-origin path only: `/news/x` yes; `//evil.example`, `https://…` or `/\evil` no. */
function safeReturnPath(path: string | null): string {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\'))
    return '/news';
  return path;
}

/** Leaves draft mode and goes back to the page the editor was on. */
export async function GET(request: Request) {
  (await draftMode()).disable();
  redirect(safeReturnPath(new URL(request.url).searchParams.get('path')));
}
