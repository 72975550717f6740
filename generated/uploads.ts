// Generated from openapi.yaml by `npm run generate`. Do not edit.

/** Accepted files of each multipart field: `extensions` with their dot, `contentTypes`. */
export const acceptedUploads = {
  'post /api/jobs/v1/routes/calculator-editor/import/': {
    file: {
      extensions: ['.xlsx', '.xls', '.csv'],
      contentTypes: [
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'application/vnd.ms-excel',
        'text/csv',
      ],
    },
  },
} as const;
