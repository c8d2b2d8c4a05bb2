import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import subset from '@/app/_fonts/subset.json';

/** The code points that `U+0020-007E`-style ranges cover. */
function covered(ranges: string[]): (codePoint: number) => boolean {
  const spans = ranges.map((range) => {
    const [from, to = from] = range.replace(/^U\+/, '').split('-') as [string, string?];
    return [parseInt(from, 16), parseInt(to, 16)] as const;
  });
  return (codePoint) => spans.some(([from, to]) => codePoint >= from && codePoint <= to);
}

function filesUnder(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => pattern.test(file))
    .map((file) => path.join(dir, file));
}

describe('the font subset', () => {
  it('reads its ranges right', () => {
    const inSubset = covered(['U+0020-007E', 'U+2026']);
    expect(inSubset(0x41)).toBe(true);
    expect(inSubset(0x2026)).toBe(true);
    expect(inSubset(0x142)).toBe(false);
  });

  it('has a glyph for every character of our copy and the demo news', () => {
    const inSubset = covered(subset.unicodes);
    const files = [
      ...filesUnder('content', /\.(ts|tsx|json)$/),
      ...filesUnder('app', /\.tsx$/),
      ...filesUnder('components', /\.tsx$/),
      'lib/site-config.ts',
    ];
    const missing = new Map<string, string>();
    for (const file of files) {
      for (const char of readFileSync(file, 'utf8')) {
        const codePoint = char.codePointAt(0) ?? 0;
        if (codePoint >= 0x20 && !inSubset(codePoint)) missing.set(char, file);
      }
    }
    // A character listed here falls back to a system font: add it to app/_fonts/subset.json
    // and run `npm run fonts:subset`.
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
