/** @jest-environment node */
import { publishedLocalesOf } from '@/lib/news';
import { languageSwitchAnswer } from '@/lib/language-switch';

jest.mock('@/lib/news', () => ({ publishedLocalesOf: jest.fn() }));

const published = jest.mocked(publishedLocalesOf);
const ask = (query: string) =>
  languageSwitchAnswer(new Request(`http://127.0.0.1/language?${query}`));

let logged: jest.SpyInstance[];
beforeEach(() => {
  published.mockReset();
  logged = (['error', 'warn', 'info', 'log'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation(() => {}),
  );
});
afterEach(() => logged.forEach((spy) => spy.mockRestore()));
const lines = () => logged.flatMap((spy) => spy.mock.calls);

it('sends a post to its twin when it is published in that language', async () => {
  published.mockResolvedValue(['en', 'sv']);
  const answer = await ask('to=sv&path=/news/a-post');
  expect(answer.status).toBe(307);
  expect(answer.headers.get('location')).toBe('/sv/news/a-post');
});

it.each([
  ['a malformed encoding', '/news/%ff'],
  ['a cut-off encoding', '/news/%e2%82'],
  ['capitals', '/news/A-Post'],
  ['a slug longer than any', `/news/${'a'.repeat(300)}`],
])(
  'sends a path with %s, which no post can be, home: no CMS request, no log line',
  async (_, path) => {
    const answer = await ask(`to=sv&path=${encodeURIComponent(path)}`);
    expect(answer.status).toBe(307);
    expect(answer.headers.get('location')).toBe('/sv');
    expect(published).not.toHaveBeenCalled();
    expect(lines()).toEqual([]);
  },
);

it('logs a CMS that cannot answer ten times a minute at most, and still sends the visitor home', async () => {
  published.mockRejectedValue(new Error('CMS unreachable\n[contact] forged'));
  for (let n = 0; n < 30; n++) {
    const answer = await ask(`to=sv&path=/news/post-${n}`);
    expect(answer.headers.get('location')).toBe('/sv');
  }
  expect(lines()).toHaveLength(10);
  for (const [line] of lines()) expect(String(line)).not.toContain('\n');
});
