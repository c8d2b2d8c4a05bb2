import type MiniSearch from 'minisearch';

/**
 * The documents one term is found in, in one field, with how often: what MiniSearch keeps in a
 * `Map<document, count>` per term and field, about 50 bytes a document on V8, most of an
 * index's memory with long posts. Here one typed array of (document, count) pairs, sorted by
 * document: 8 bytes a document (12 on average with the room left to grow). MiniSearch numbers documents in the order they are
 * added, so adding is appending, and looking one up while walking them in order is one step.
 *
 * It answers the part of Map's interface MiniSearch 7.2 uses on these (get, set, delete, size,
 * keys, entries), and walking it stays right when the document just read is deleted, as
 * MiniSearch does while it walks one (an entry of a discarded document).
 */
export class Postings {
  /** Document, count, document, count, …: one array, so one allocation per term and field. */
  private pairs = new Uint32Array(2);
  private length = 0;
  /** Where the last look-up or walk was: the next look-up is usually there or just after. */
  private hint = 0;

  get size(): number {
    return this.length;
  }

  get(id: number): number | undefined {
    const at = this.find(id);
    return at < 0 ? undefined : this.pairs[2 * at + 1];
  }

  set(id: number, count: number): this {
    const found = this.find(id);
    if (found >= 0) {
      this.pairs[2 * found + 1] = count;
      return this;
    }
    const at = ~found;
    if (2 * this.length === this.pairs.length) this.grow();
    this.pairs.copyWithin(2 * at + 2, 2 * at, 2 * this.length);
    this.pairs[2 * at] = id;
    this.pairs[2 * at + 1] = count;
    this.length++;
    return this;
  }

  delete(id: number): boolean {
    const at = this.find(id);
    if (at < 0) return false;
    this.pairs.copyWithin(2 * at, 2 * at + 2, 2 * this.length);
    this.length--;
    return true;
  }

  *keys(): Generator<number> {
    for (const [id] of this.entries()) yield id;
  }

  *entries(): Generator<[number, number]> {
    let at = 0;
    while (at < this.length) {
      const id = this.idAt(at);
      this.hint = at;
      yield [id, this.pairs[2 * at + 1] ?? 0];
      // Unless the entry just read was deleted meanwhile, the next one is one further on.
      if (at < this.length && this.idAt(at) === id) at++;
    }
  }

  [Symbol.iterator](): Generator<[number, number]> {
    return this.entries();
  }

  private idAt(at: number): number {
    return this.pairs[2 * at] ?? 0;
  }

  /** The index of `id`, or the one's complement of where it would go. */
  private find(id: number): number {
    const hint = this.hint;
    if (hint < this.length && this.idAt(hint) === id) return hint;
    if (hint + 1 < this.length && this.idAt(hint + 1) === id) return (this.hint = hint + 1);
    // Adding a document: it comes after every other.
    if (this.length === 0 || this.idAt(this.length - 1) < id) return ~this.length;
    let low = 0;
    let high = this.length - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const at = this.idAt(middle);
      if (at === id) return (this.hint = middle);
      if (at < id) low = middle + 1;
      else high = middle - 1;
    }
    return ~low;
  }

  private grow(): void {
    const pairs = new Uint32Array(this.pairs.length * 2);
    pairs.set(this.pairs);
    this.pairs = pairs;
  }
}

/** What of MiniSearch 7.2's inside `compactPostings` replaces (the version is pinned). */
type Internals = {
  _index: { fetch(term: string, make: () => Map<number, Postings>): Map<number, Postings> };
  addTerm(fieldId: number, documentId: number, term: string): void;
};

/**
 * Makes `engine` keep what it adds in `Postings` instead of Maps. MiniSearch creates a term's
 * Map in one place, `addTerm`; everything else only reads, counts and deletes through the
 * interface `Postings` answers.
 */
export function compactPostings(engine: MiniSearch<never>): void {
  const internals = engine as unknown as Internals;
  if (typeof internals.addTerm !== 'function' || typeof internals._index?.fetch !== 'function') {
    throw new Error('MiniSearch no longer has the addTerm this index replaces: see postings.ts');
  }
  internals.addTerm = (fieldId, documentId, term) => {
    const fields = internals._index.fetch(term, () => new Map());
    const postings = fields.get(fieldId);
    if (postings) postings.set(documentId, (postings.get(documentId) ?? 0) + 1);
    else fields.set(fieldId, new Postings().set(documentId, 1));
  };
}
