/** @jest-environment node */
import { LanguageIndex, type SearchDocument } from '@/lib/search/engine';
import type { SearchAnswer, TextRun } from '@/lib/search/types';

const page = (path: string, title: string, headings: string, body: string): SearchDocument => ({
  id: `page:${path}`,
  kind: 'page',
  path,
  title,
  headings,
  body,
  section: 'services',
});

const filler = 'Our team works with clients across the Nordics every single day of the year.';

function englishIndex() {
  const index = new LanguageIndex('en');
  index.put(page('/a', 'Payroll for Nordic groups', 'What we do', filler));
  index.put(page('/b', 'Accounting', 'Payroll and accounting together', filler));
  index.put(
    page('/c', 'Reporting', 'Numbers', `${filler} Payroll payroll payroll runs monthly. ${filler}`),
  );
  index.put(
    page('/d', 'Month-end', 'Closing', `We finish the month-end close in five days. ${filler}`),
  );
  index.put(page('/e', 'Close calls', 'Month by month', `${filler} The end is near, close it.`));
  return index;
}

const paths = (answer: SearchAnswer) => answer.hits.map((hit) => hit.path);
const marked = (runs: TextRun[]) => runs.filter((run) => run.marked).map((run) => run.text);

describe('ranking', () => {
  it('puts title matches above heading matches above body matches', () => {
    const answer = englishIndex().search('payroll');
    expect(paths(answer)).toEqual(['/a', '/b', '/c']);
    expect(answer.total).toBe(3);
  });

  it('stems English: "payrolls" and "closing" find their words', () => {
    expect(paths(englishIndex().search('payrolls'))).toEqual(['/a', '/b', '/c']);
    expect(paths(englishIndex().search('closing'))).toContain('/e');
  });

  it('forgives a typo in a longer word', () => {
    expect(paths(englishIndex().search('payrll'))).toEqual(['/a', '/b', '/c']);
    expect(paths(englishIndex().search('acounting'))).toEqual(['/b']);
  });

  it('puts a quoted phrase written so first, and its words apart below it', () => {
    const answer = englishIndex().search('"month-end close"');
    // /e has "month", "end" and "close", not in a row.
    expect(paths(answer)).toEqual(['/d', '/e']);
    expect(marked(answer.hits[0]?.snippet ?? [])).toEqual(['month-end close']);
    // A phrase's words are all needed: none of them is let go as a loose word may be.
    expect(paths(englishIndex().search('"month-end zebra"'))).toEqual([]);
  });

  it('ranks results with every word first, and keeps those missing one below them', () => {
    expect(paths(englishIndex().search('payroll monthly'))).toEqual(['/c', '/a', '/b']);
    expect(paths(englishIndex().search('payroll zebra'))).toEqual(['/a', '/b', '/c']);
    // Of three words two are needed; of six, four.
    expect(paths(englishIndex().search('payroll zebra giraffe'))).toEqual([]);
    expect(paths(englishIndex().search('payroll runs monthly zebra giraffe okapi'))).toEqual([]);
    expect(paths(englishIndex().search('payroll runs monthly nordic zebra giraffe'))).toEqual([
      '/c',
    ]);
  });

  it('pages through the results with an offset, the total unchanged', () => {
    const first = englishIndex().search('payroll', { limit: 2 });
    const second = englishIndex().search('payroll', { limit: 2, offset: 2 });
    expect(paths(first)).toEqual(['/a', '/b']);
    expect(paths(second)).toEqual(['/c']);
    expect(second.total).toBe(3);
    expect(englishIndex().search('payroll', { offset: 3 }).hits).toEqual([]);
  });

  it('finds a page by the words of its address, and puts the page it names first', () => {
    const index = englishIndex();
    index.put(page('/netsuite', 'ERP financial management', 'Oracle NetSuite', filler));
    index.put(page('/case', 'Six companies close on one NetSuite', 'A case', filler));
    expect(paths(index.search('netsuite'))).toEqual(['/netsuite', '/case']);
    expect(paths(index.search('"month end close"'))).toEqual(['/d', '/e']);
  });

  it('finds a hyphenated word typed as one, and a word with two letters swapped', () => {
    const index = englishIndex();
    index.put(page('/peppol', 'E-invoicing in the Nordics', 'Peppol', filler));
    expect(paths(index.search('einvoicing'))).toEqual(['/peppol']);
    expect(paths(index.search('e-invoicing'))).toEqual(['/peppol']);
    expect(paths(index.search('paryoll'))).toEqual(['/a', '/b', '/c']);
  });

  it('limits the hits, not the total', () => {
    const answer = englishIndex().search('payroll', { limit: 1 });
    expect(answer.hits).toHaveLength(1);
    expect(answer.total).toBe(3);
  });

  it('answers nothing for an empty query or one with no words', () => {
    expect(englishIndex().search('').total).toBe(0);
    expect(englishIndex().search('"" ?!').total).toBe(0);
  });
});

describe('Swedish', () => {
  function swedishIndex() {
    const index = new LanguageIndex('sv');
    index.put(page('/sv/lon', 'Lön', 'Löner varje månad', 'Vi betalar ut lönen i tid.'));
    index.put(page('/sv/bokslut', 'Bokslut', 'Snabbt', 'Ett bokslut på fem dagar.'));
    index.put(page('/sv/ar', 'Ar och bar', 'Ar', 'Ar är inget ord här.'));
    index.put(page('/sv/ars', 'Året runt', 'Varje år', 'Vi arbetar hela året.'));
    index.put(
      page('/sv/semester', 'Semester', 'Ersättning', 'Semesterersättningen räknas ut varje år.'),
    );
    return index;
  }

  it('finds "lön" for "lönerna" and "bokslut" for "bokslutet"', () => {
    const index = swedishIndex();
    expect(paths(index.search('lönerna'))).toEqual(['/sv/lon']);
    expect(paths(index.search('bokslutet'))).toEqual(['/sv/bokslut']);
    expect(paths(index.search('semesterersättning'))).toEqual(['/sv/semester']);
  });

  it('matches å, ä and ö as typed, in any case, and never as a, a, o', () => {
    const index = swedishIndex();
    expect(paths(index.search('ÅR'))).toEqual(['/sv/ars', '/sv/semester']);
    expect(paths(index.search('år'))).not.toContain('/sv/ar');
    expect(paths(index.search('ar'))).toEqual(['/sv/ar']);
  });

  it('splits a compound the index does not hold into words it does, each inflected', () => {
    const index = swedishIndex();
    index.put(page('/sv/utlagg', 'Utlägg', 'Kvittot tolkas', 'Fota kvittona direkt.'));
    index.put(page('/sv/rapport', 'Rapportering', 'Bolag och koncern', 'Koncernens siffror.'));
    index.put(page('/sv/koncern', 'Koncernen', 'Styrning', 'Moderbolaget styr.'));
    // utläggs + kvitto, with the linking s; koncern + rapportering.
    expect(paths(index.search('utläggskvitto'))).toEqual(['/sv/utlagg']);
    expect(paths(index.search('koncernrapportering'))[0]).toBe('/sv/rapport');
    // A word the index holds is not split.
    expect(paths(index.search('semesterersättning'))).toEqual(['/sv/semester']);
  });

  it('marks the words as they are written in the text', () => {
    const [hit] = swedishIndex().search('lönerna').hits;
    expect(marked(hit?.titleRuns ?? [])).toEqual(['Lön']);
    expect(marked(hit?.snippet ?? [])).toEqual(['lönen']);
  });
});

describe('snippets', () => {
  it('cuts about thirty words around the best match, marked, with ellipses', () => {
    const index = new LanguageIndex('en');
    const words = Array.from({ length: 200 }, (_, i) => `word${i}`);
    words[120] = 'reconciliation';
    index.put(page('/long', 'Long page', 'Heading', words.join(' ')));
    const [hit] = index.search('reconciliation').hits;
    const text = (hit?.snippet ?? []).map((run) => run.text).join('');
    expect(text.startsWith('… ')).toBe(true);
    expect(text.endsWith(' …')).toBe(true);
    expect(text.split(' ').length).toBeLessThanOrEqual(32);
    expect(marked(hit?.snippet ?? [])).toEqual(['reconciliation']);
  });

  it('keeps markup in a text as plain text', () => {
    const index = new LanguageIndex('en');
    index.put(page('/x', 'Markup', 'h', 'Write <script>alert(1)</script> in the payroll note.'));
    const [hit] = index.search('payroll').hits;
    expect((hit?.snippet ?? []).map((run) => run.text).join('')).toContain(
      '<script>alert(1)</script>',
    );
  });
});

describe('updates', () => {
  it('replaces and removes documents by id', () => {
    const index = englishIndex();
    index.put(page('/a', 'Invoices for Nordic groups', 'What we do', filler));
    expect(paths(index.search('payroll'))).toEqual(['/b', '/c']);
    expect(paths(index.search('invoices'))).toEqual(['/a']);
    index.remove('page:/b');
    expect(paths(index.search('payroll'))).toEqual(['/c']);
    index.remove('page:/unknown');
    expect(index.size).toBe(4);
  });
});

describe('snippet source', () => {
  it('cuts the snippet from the headings when only they hold the phrase', () => {
    const index = new LanguageIndex('en');
    index.put(
      page(
        '/acc',
        'Accounting',
        'Bookkeeping, VAT, month-end close',
        `${filler} A month to close.`,
      ),
    );
    const [hit] = index.search('"month-end close"').hits;
    expect(marked(hit?.snippet ?? [])).toEqual(['month-end close']);
  });
});

describe('stop words', () => {
  it('finds nothing for words in nearly every text, and ignores them beside others', () => {
    const index = englishIndex();
    expect(index.search('the and of').total).toBe(0);
    expect(paths(index.search('the payroll'))).toEqual(['/a', '/b', '/c']);
    expect(paths(index.search('"in five days"'))).toEqual(['/d']);
  });

  it('keeps short Swedish words that mean something', () => {
    const index = new LanguageIndex('sv');
    index.put(page('/sv/x', 'Varje år', 'Rubrik', 'Och det är så.'));
    expect(paths(index.search('år'))).toEqual(['/sv/x']);
    expect(index.search('och det').total).toBe(0);
  });
});
