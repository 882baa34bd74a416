import { expect, it } from 'vitest';
import { usersCsv, usersCsvFileName, type CsvUserRow } from './usersCsv';

const row: CsvUserRow = {
  id: 'u1',
  email: 'ada@example.com',
  full_name: 'Ada Lovelace',
  role: 'user',
  subscription_tier: 'pro',
  days_left: -2,
  flowchart_count: 3,
  last_login: null,
  total_time_spent_formatted: '1h 5m',
  disabled: false,
  created_at: '2026-01-01T00:00:00Z',
};

it('writes a header and one line per user, empty for null', () => {
  expect(usersCsv([row])).toBe(
    'id,email,full_name,role,subscription_tier,days_left,flowchart_count,last_login,total_time_spent_formatted,disabled,created_at\r\n' +
      'u1,ada@example.com,Ada Lovelace,user,pro,-2,3,,1h 5m,false,2026-01-01T00:00:00Z\r\n',
  );
});

it('quotes commas and quotes, and defuses spreadsheet formulas in text', () => {
  const csv = usersCsv([{ ...row, full_name: 'Lovelace, "Ada"', email: '=HYPERLINK(1)' }]);
  expect(csv).toContain(`'=HYPERLINK(1),"Lovelace, ""Ada"""`);
});

it('names the file after the day', () => {
  expect(usersCsvFileName(new Date('2026-11-23T10:00:00Z'))).toBe('users-2026-11-23.csv');
});
