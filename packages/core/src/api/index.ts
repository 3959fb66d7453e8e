export * from './endpoint.js';
export * from './access.rules.js';
export * from './endpoints.js';
export * from './route.js';
export * from './routes.js';
export * from './schemas/index.js';
export * from './errors.js';
export { buildOpenApiDocument } from './openapi.js';
export { BOOT_ELEMENT_ID, answerKey, embeddedAnswer, type AnswerQuery, type BootData, type AnswerOf } from './boot.js';
