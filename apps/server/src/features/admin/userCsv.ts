import { ADMIN_USER_CSV_COLUMNS, type AdminUserRow } from '@codeflow/contracts';

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; a text starting
 * with = + - @ (or a tab/CR) gets a leading ' so a spreadsheet shows it instead of running it.
 */
function cell(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The rows as CSV with a header line, CRLF line ends. */
export function usersCsv(rows: readonly AdminUserRow[]): string {
  const lines = [ADMIN_USER_CSV_COLUMNS.join(',')];
  for (const row of rows) lines.push(ADMIN_USER_CSV_COLUMNS.map((c) => cell(row[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
