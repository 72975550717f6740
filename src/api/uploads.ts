import { acceptedUploads } from '../../generated/uploads';
import type { FileTypes } from '../lib/file-types';

/** The files the route import accepts, as the contract lists them (openapi.yaml). */
export const ROUTE_IMPORT_FILES: FileTypes =
  acceptedUploads['post /api/jobs/v1/routes/calculator-editor/import/'].file;
