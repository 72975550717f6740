// Generated from openapi.yaml by `npm run generate`. Do not edit.

export interface AcceptedFiles {
  extensions: string[];
  contentTypes: string[];
}

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
} satisfies Record<string, Record<string, AcceptedFiles>>;
