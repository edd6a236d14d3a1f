import type { ReactNode } from 'react';
import { cx } from './cx';

export interface DataColumn<Row> {
  key: string;
  /** The column's header; on a phone it labels the value in each row's card. */
  header: string;
  cell(row: Row): ReactNode;
  /** Numbers and amounts line up at the right. */
  numeric?: boolean;
}

export interface DataTableProps<Row> {
  /** The table's name (its caption; a screen's heading may show it too). */
  caption: ReactNode;
  /** Hide the caption from the eye where a heading above already says it. */
  captionHidden?: boolean;
  columns: ReadonlyArray<DataColumn<Row>>;
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  className?: string;
}

/**
 * A real table on a wide screen; below 768 px each row becomes a card listing "header: value"
 * (CSS only, the same markup: no layout shift, and readers keep the table's structure). Each cell
 * carries its header in data-label for the phone layout.
 */
export function DataTable<Row>({ caption, captionHidden, columns, rows, rowKey, className }: DataTableProps<Row>) {
  return (
    <table className={cx('mall-table', className)}>
      <caption className={captionHidden ? 'mall-visually-hidden' : 'mall-table__caption'}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.numeric ? 'mall-table__numeric' : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.header} className={column.numeric ? 'mall-table__numeric' : undefined}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
