/**
 * The first path segment of every employee screen (000 §2, 002 §2). The employee route table
 * (`./routes.ts`) loads on the first navigation under one of them, so customers and visitors never
 * download it; `areas.test.ts` keeps this list and the table in step.
 */
export const EMPLOYEE_AREAS: ReadonlySet<string> = new Set([
  'employeeHome',
  'applications',
  'application',
  'omApplications',
  'omApplication',
  'enquiries',
  'disconnections',
  'dm',
  'assets',
  'elements',
  'pvParks',
  'jobCards',
  'investigations',
  'problemLogs',
  'logs',
  'samples',
  'captureMeterReadings',
  'storeRequisitions',
  'schedules',
  'preferences',
  'webgis',
  'gisAdministration',
]);

/** Whether `pathname` (as `/area/...`) is an employee screen's. */
export function isEmployeePath(pathname: string): boolean {
  return EMPLOYEE_AREAS.has(pathname.split('/')[1] ?? '');
}
