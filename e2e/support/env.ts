/** The data directory of the server under test (its outbox holds the emails it sent). */
export const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  return dir;
};
