/** The fields of an admin user row that the CSV export carries, in column order. */
export interface CsvUserRow {
  id: string;
  email: string;
  full_name: string;
  role: string;
  subscription_tier: string;
  days_left: number | null;
  flowchart_count: number;
  last_login: string | null;
  total_time_spent_formatted: string;
  disabled: boolean;
  created_at: string;
}

const COLUMNS: readonly (keyof CsvUserRow)[] = [
  'id',
  'email',
  'full_name',
  'role',
  'subscription_tier',
  'days_left',
  'flowchart_count',
  'last_login',
  'total_time_spent_formatted',
  'disabled',
  'created_at',
];

function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  // A name typed by a user must not become a formula when the file is opened in a spreadsheet.
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV (CRLF line ends) of the selected users, with a header row. */
export function usersCsv(rows: readonly CsvUserRow[]): string {
  const lines = [COLUMNS.join(',')];
  for (const row of rows) lines.push(COLUMNS.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** users-2026-11-23.csv */
export function usersCsvFileName(now: Date = new Date()): string {
  return `users-${now.toISOString().slice(0, 10)}.csv`;
}
