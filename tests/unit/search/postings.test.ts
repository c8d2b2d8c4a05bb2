/** @jest-environment node */
import MiniSearch from 'minisearch';
import { compactPostings, Postings } from '@/lib/search/postings';

describe('Postings', () => {
  it('answers as the Map it replaces, in document order', () => {
    const postings = new Postings();
    const map = new Map<number, number>();
    // Added in order, as MiniSearch numbers documents, then out of order and changed.
    for (const [id, count] of [
      [1, 2],
      [4, 1],
      [9, 5],
      [2, 7],
      [4, 3],
      [0, 1],
    ] as const) {
      postings.set(id, count);
      map.set(id, count);
    }
    expect(postings.size).toBe(map.size);
    expect([...postings]).toEqual([...map].sort(([a], [b]) => a - b));
    expect(postings.get(4)).toBe(3);
    expect(postings.get(3)).toBeUndefined();
    expect(postings.delete(3)).toBe(false);
    expect(postings.delete(1)).toBe(true);
    expect([...postings.keys()]).toEqual([0, 2, 4, 9]);
  });

  it('grows past its first room and keeps every count', () => {
    const postings = new Postings();
    for (let id = 0; id < 5000; id++) postings.set(id, (id % 70_000) + 1);
    expect(postings.size).toBe(5000);
    expect(postings.get(4999)).toBe(5000);
    expect(postings.get(2500)).toBe(2501);
  });

  it('walks on correctly when the entry just read is deleted, as MiniSearch does', () => {
    const postings = new Postings();
    for (const id of [1, 2, 3, 4, 5, 6]) postings.set(id, id);
    const seen: number[] = [];
    for (const [id] of postings) {
      seen.push(id);
      if (id % 2 === 0 || id === 6) postings.delete(id);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...postings.keys()]).toEqual([1, 3, 5]);
  });
});

describe('compactPostings', () => {
  type Text = { id: number; text: string };
  const texts: Text[] = [
    { id: 1, text: 'payroll in Sweden' },
    { id: 2, text: 'payroll and payroll again in Norway' },
    { id: 3, text: 'accounting in Sweden' },
  ];
  const engines = () => {
    const plain = new MiniSearch<Text>({ fields: ['text'] });
    const compact = new MiniSearch<Text>({ fields: ['text'] });
    compactPostings(compact as MiniSearch<never>);
    return [plain, compact].map((engine) => {
      engine.addAll(texts);
      return engine;
    });
  };
  const search = (engine: MiniSearch<Text>, query: string) =>
    engine.search(query, { fuzzy: 1, prefix: true }).map(({ id, score, terms }) => ({
      id,
      score,
      terms,
    }));

  it('scores, matches and forgets documents as MiniSearch does with its Maps', async () => {
    const [plain, compact] = engines() as [MiniSearch<Text>, MiniSearch<Text>];
    for (const query of ['payroll', 'sweden', 'paroll', 'acc', 'norway payroll'])
      expect(search(compact, query)).toEqual(search(plain, query));
    for (const engine of [plain, compact]) {
      engine.remove(texts[0] as Text);
      engine.discard(2);
      engine.add({ id: 4, text: 'payroll in Finland' });
      await engine.vacuum();
    }
    for (const query of ['payroll', 'sweden', 'finland', 'norway'])
      expect(search(compact, query)).toEqual(search(plain, query));
    expect(search(compact, 'payroll').map(({ id }) => id)).toEqual([4]);
  });
});
