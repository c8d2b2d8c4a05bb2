import { cn } from '@/lib/cn';

type TextTableProps<Key extends string> = {
  caption: string;
  /** Column keys in order, with their headings. The first column heads each row. */
  columns: Record<Key, string>;
  rows: readonly Record<Key, string>[];
  className?: string;
};

/**
 * A table of short texts. On a phone each row is a card: the row's heading on top, each other
 * cell under its column's heading (repeated in the cell, for the eye only; the column headers
 * stay in the table for screen readers). A table laid out as blocks loses its table semantics
 * in some browsers, hence the explicit roles.
 */
export function TextTable<Key extends string>({
  caption,
  columns,
  rows,
  className,
}: TextTableProps<Key>) {
  const keys = Object.keys(columns) as Key[];
  return (
    <div
      className={cn(
        'sm:overflow-x-auto sm:rounded-card sm:border sm:border-neutral-200',
        className,
      )}
    >
      <table
        role="table"
        className="block w-full border-collapse text-left text-sm sm:table sm:text-base"
      >
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="max-sm:sr-only">
          <tr role="row">
            {keys.map((key) => (
              <th
                key={key}
                role="columnheader"
                scope="col"
                className="bg-neutral-100 px-3 py-3 font-heading font-bold text-primary sm:px-5"
              >
                {columns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="block space-y-3 sm:table-row-group sm:space-y-0">
          {rows.map((row) => (
            <tr
              key={keys.map((key) => row[key]).join('|')}
              role="row"
              className="block rounded-card border border-neutral-200 p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-t sm:p-0"
            >
              {keys.map((key, index) =>
                index === 0 ? (
                  <th
                    key={key}
                    role="rowheader"
                    scope="row"
                    className="block font-heading font-bold text-primary sm:table-cell sm:px-5 sm:py-3 sm:align-top sm:font-sans sm:font-semibold"
                  >
                    {row[key]}
                  </th>
                ) : (
                  <td
                    key={key}
                    role="cell"
                    className="mt-3 block text-neutral-700 sm:mt-0 sm:table-cell sm:px-5 sm:py-3 sm:align-top"
                  >
                    <span
                      aria-hidden="true"
                      className="block text-xs font-semibold tracking-wide text-neutral-600 uppercase sm:hidden"
                    >
                      {columns[key]}
                    </span>
                    {row[key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
