import { acceptedUploads, sheetColumns } from '../../generated/uploads';
import type { FileTypes } from '../lib/file-types';

const ROUTE_IMPORT = 'post /api/jobs/v1/routes/calculator-editor/import/';

/** The files the route import accepts, as the contract lists them (openapi.yaml). */
export const ROUTE_IMPORT_FILES: FileTypes = acceptedUploads[ROUTE_IMPORT].file;

export interface SheetColumn {
  title: string;
  required: boolean;
  /** The value of the template's example row. */
  example: string;
}

/**
 * The columns of the route import's sheet, as the contract lists them (`x-sheet-columns`): in
 * route order «Откуда», «Через», «Куда», then «Категория ТС». The form names them, the template
 * is made of them, and the built-in backend reads them.
 */
export const ROUTE_IMPORT_COLUMNS: readonly SheetColumn[] = sheetColumns[ROUTE_IMPORT].file;
