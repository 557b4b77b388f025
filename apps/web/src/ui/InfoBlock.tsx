/**
 * An info block (docs/spec.md section 2): a record's fields as label and value, six to a row on a desktop. A value
 * may be a link to its page (`renderValue`), except to the page shown.
 */
import { type Column, type CsvRow, cellText } from "@match-stats/stats";
import type { ReactNode } from "react";
import { useT } from "../i18n/i18n.ts";

interface InfoBlockProps {
  readonly columns: readonly Column[];
  readonly row: CsvRow;
  readonly renderValue?: (column: Column) => ReactNode | undefined;
}

export function InfoBlock({ columns, row, renderValue }: InfoBlockProps) {
  const { label } = useT();
  return (
    <dl className="info-block">
      {columns.map((column) => (
        <div key={column.key} className="info-item">
          <dt>{label(column.label)}</dt>
          <dd>{renderValue?.(column) ?? cellText(column, row, label)}</dd>
        </div>
      ))}
    </dl>
  );
}
