import { paletteFile } from '@/lib/brand-palette';

// Built once at build time from the Tailwind tokens, so the download cannot drift from them.
export const dynamic = 'force-static';

export function GET() {
  return new Response(`${JSON.stringify(paletteFile(), null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': 'attachment; filename="solvik-palette.json"',
    },
  });
}
