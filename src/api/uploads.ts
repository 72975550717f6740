import { acceptedUploads } from '../../generated/uploads';

export type { AcceptedFiles } from '../../generated/uploads';

/** The files the route import accepts, as the contract lists them (openapi.yaml). */
export const ROUTE_IMPORT_FILES =
  acceptedUploads['post /api/jobs/v1/routes/calculator-editor/import/'].file;
