/** The list's actions: import a CSV (dry run first) and export to CSV (EXPORT-REVIEW job). */
import UploadIcon from '@mui/icons-material/Upload';
import { useState } from 'react';
import { Button, TopToolbar } from 'react-admin';
import { CsvImportDialog } from '../../src/components/CsvImportDialog';
import { CSV_IMPORT_MAX_BYTES, csvImportSummary, refusedCsvReport } from '../../src/components/csvImportSummary';
import { ReviewExportButton } from './ReviewExportButton';
import { reviewRoutes } from './review.routes';
import {
  REVIEW_IMPORT_OPTIONAL,
  REVIEW_IMPORT_REQUIRED,
  type ReviewImportReport,
  type ReviewImportRow,
  type ReviewType,
} from './review.schema';

/** The columns the help names: a question has no rating. */
const helpArgs = (type: ReviewType) => ({
  required: REVIEW_IMPORT_REQUIRED.join(', '),
  optional: REVIEW_IMPORT_OPTIONAL.filter((c) => type === 'review' || c !== 'rating').join(', '),
});

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
        title={type === 'question' ? 'resources.reviews.import.question_title' : 'resources.reviews.import.title'}
        route={reviewRoutes.import}
        maxBytes={CSV_IMPORT_MAX_BYTES}
        summarize={csvImportSummary}
        refused={refusedCsvReport}
        labelField="product_handle"
        rowLabel={(row) => row.product_handle}
        helpArgs={helpArgs(type)}
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
