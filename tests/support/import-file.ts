// A real .xlsx for the calculator's import, made as the built-in backend documents it, for the
// unit tests of src/ (which may not import the backend itself).
import { routeImportTemplate, type ImportFileRow } from '../backend/files/route-import';

export type { ImportFileRow };

/** A route row by the import's column titles. */
export const importRow = (
  from: string,
  to: string,
  category: string,
  via?: string,
): ImportFileRow => ({
  Откуда: from,
  Через: via ?? null,
  Куда: to,
  'Категория ТС': category,
});

/** The rows as an .xlsx file named `name`; `columns` the header (all four by default). */
export async function importFile(
  rows: readonly ImportFileRow[],
  name = 'tariffs-2027.xlsx',
  columns?: readonly string[],
): Promise<File> {
  return new File([new Uint8Array(await routeImportTemplate(rows, columns))], name);
}
