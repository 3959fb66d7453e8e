/**
 * @estudio/adapters/desk: the back office's calls over HTTP (core's DeskApi,
 * DeskCustomerApi and DeskCatalogueApi), apart from the main entry so a
 * customer's bundle never carries them.
 */
export { createHttpDeskApi } from './http/http-desk.js';
export { createHttpDeskCustomerApi } from './http/http-desk-customers.js';
export { createHttpDeskCatalogueApi } from './http/http-desk-catalogue.js';
export { createHttpDeskSettingsApi } from './http/http-desk-settings.js';
export { createHttpDeskScheduleApi } from './http/http-desk-schedule.js';
export { createHttpDeskReportsApi } from './http/http-desk-reports.js';
export { createHttpDeskJobsApi } from './http/http-desk-jobs.js';
