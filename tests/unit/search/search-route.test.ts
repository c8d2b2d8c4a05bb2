/** @jest-environment node */
import { NextRequest } from 'next/server';
import { GET } from '@/app/api/search/route';
import { searchSite } from '@/lib/search';
import type * as search from '@/lib/search';

jest.mock('@/lib/search', () => ({
  ...jest.requireActual<typeof search>('@/lib/search'),
  searchSite: jest.fn(),
  postsInLine: jest.fn(async () => true),
}));

it('answers 503 while search fails, and says so in the log ten times a minute at most', async () => {
  jest.mocked(searchSite).mockRejectedValue(new Error('index unreadable'));
  const logged = (['error', 'warn'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation(() => {}),
  );
  for (let n = 0; n < 30; n++) {
    const answer = await GET(new NextRequest(`http://127.0.0.1/api/search?q=payroll${n}&lang=en`));
    expect(answer.status).toBe(503);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  }
  const lines = logged.flatMap((spy) => spy.mock.calls);
  expect(lines).toHaveLength(10);
  expect(String(lines[0]?.[0])).toBe('[search] no answer in "en": index unreadable');
});
