/** A console table's head: one row of column headings, each [words, class] ("" for none). */
export function ColumnHeads({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly (readonly [string, string])[];
  className?: string;
  rowClassName: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map(([words, columnClass]) => (
          <th key={words} scope="col" className={columnClass || undefined}>
            {words}
          </th>
        ))}
      </tr>
    </thead>
  );
}
