export * from './common.schemas.js';
export * from './auth.schemas.js';
export * from './appconfig.schemas.js';
export * from './customer.schemas.js';
export * from './content.schemas.js';
export * from './schedule.schemas.js';
export * from './catalogue.schemas.js';
export * from './reservations.schemas.js';
