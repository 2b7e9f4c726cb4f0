/**
 * The surface of the api-docs module: the OpenAPI document at /api/openapi.json and its rendered
 * reference with the getting-started guide at /api/docs.
 */
export { securityOf } from './build-openapi-document.ts';
export { sdkExample } from './getting-started.ts';
