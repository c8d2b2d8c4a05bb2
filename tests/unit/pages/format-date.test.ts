import { formatLongDate } from '@/lib/format-date';

describe('formatLongDate', () => {
  it('writes the date out in English and in Swedish', () => {
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatLongDate('2026-11-22', 'sv')).toBe('22 november 2026');
  });
});
