export { AlertsProvider, useAlerts } from './Alerts.js';
export type { AlertsApi } from './Alerts.js';
export { AUTO_HIDE_MS, shouldShowAlert, addAlert, dismissAlert } from './alerts.rules.js';
export type { AlertItem, AlertKind } from './alerts.rules.js';
