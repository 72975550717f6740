// Generated from openapi.yaml by `npm run generate`. Do not edit.

/** Accepted files of each multipart field: `extensions` with their dot, `contentTypes`. */
export const acceptedUploads = {
  'post /api/jobs/v1/routes/calculator-editor/import/': {
    file: {
      extensions: ['.xlsx'],
      contentTypes: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      maxBytes: 5242880,
    },
  },
} as const;

/** Columns of each uploaded sheet (`x-sheet-columns`): title, whether required, template example. */
export const sheetColumns = {
  'post /api/jobs/v1/routes/calculator-editor/import/': {
    file: [
      { title: 'Откуда', required: true, example: 'Москва' },
      { title: 'Через', required: false, example: 'Тверь; Великий Новгород' },
      { title: 'Куда', required: true, example: 'Санкт-Петербург' },
      { title: 'Категория ТС', required: true, example: 'до 20 т' },
    ],
  },
} as const;
