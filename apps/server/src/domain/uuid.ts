const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value can be a row id (users, flowcharts, organizations: all uuids). */
export function isUuid(value: string): boolean {
  return uuid.test(value);
}
