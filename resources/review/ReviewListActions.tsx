/** The list's actions: import a CSV (dry run first) and export to CSV (EXPORT-REVIEW job). */
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { Button, TopToolbar } from 'react-admin';
import { CsvImportDialog } from '../../src/components/CsvImportDialog';
import { ReviewExportButton } from './ReviewExportButton';
import { reviewRoutes } from './review.routes';
import {
  REVIEW_IMPORT_OPTIONAL,
  REVIEW_IMPORT_REQUIRED,
  type ReviewImportReport,
  type ReviewImportRow,
  type ReviewType,
} from './review.schema';

const MAX_BYTES = 4_500_000;
const helpArgs = { required: REVIEW_IMPORT_REQUIRED.join(', '), optional: REVIEW_IMPORT_OPTIONAL.join(', ') };

export function reviewImportSummary(report: ReviewImportReport) {
  const count = (status: ReviewImportRow['status']) => report.rows.filter((r) => r.status === status).length;
  const valid = count('ok');
  return {
    total: report.rows.length,
    valid,
    invalid: count('error'),
    empty: count('empty'),
    problems: report.rows.filter((r) => r.status !== 'ok'),
    missingColumns: report.missing_columns,
    blocked: report.missing_columns.length > 0 || valid === 0,
  };
}

const refused = (error: unknown) => {
  const data = (error as { body?: { data?: ReviewImportReport } } | undefined)?.body?.data;
  return data && Array.isArray(data.rows) ? data : undefined;
};

export const ReviewImportButton = ({ type }: { type: ReviewType }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="resources.reviews.import.button" onClick={() => setOpen(true)}>
        <UploadIcon />
      </Button>
      <CsvImportDialog<ReviewImportReport, ReviewImportRow>
        open={open}
        onClose={() => setOpen(false)}
        id="review-import"
        prefix="resources.reviews"
        route={reviewRoutes.import}
        maxBytes={MAX_BYTES}
        summarize={reviewImportSummary}
        refused={refused}
        labelField="product_handle"
        rowLabel={(row) => row.product_handle}
        helpArgs={helpArgs}
        doneArgs={(data) => ({ created: data.created })}
        extraBody={{ type }}
      />
    </>
  );
};

export const ReviewListActions = ({ type }: { type: ReviewType }) => (
  <TopToolbar>
    <ReviewImportButton type={type} />
    <ReviewExportButton type={type} />
  </TopToolbar>
);
