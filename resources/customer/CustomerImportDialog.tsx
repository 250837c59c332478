/**
 * The customer CSV import (see CsvImportDialog): the dry run reports missing columns, a bad
 * e-mail per row and rows without data; rows are named by their e-mail.
 */
import { CsvImportDialog } from '../../src/components/CsvImportDialog';
import { CSV_IMPORT_MAX_BYTES, csvImportSummary, refusedCsvReport } from '../../src/components/csvImportSummary';
import { customerRoutes } from './customer.routes';
import {
  CUSTOMER_IMPORT_OPTIONAL,
  CUSTOMER_IMPORT_REQUIRED,
  type CustomerImportReport,
  type CustomerImportRow,
} from './customer.schema';

const helpArgs = { required: CUSTOMER_IMPORT_REQUIRED.join(', '), optional: CUSTOMER_IMPORT_OPTIONAL.join(', ') };

export const CustomerImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <CsvImportDialog<CustomerImportReport, CustomerImportRow>
    open={open}
    onClose={onClose}
    id="customer-import"
    prefix="resources.customers"
    route={customerRoutes.import}
    maxBytes={CSV_IMPORT_MAX_BYTES}
    summarize={csvImportSummary}
    refused={refusedCsvReport}
    labelField="email"
    rowLabel={(row) => row.email}
    helpArgs={helpArgs}
    doneArgs={(data) => ({ created: data.created, updated: data.updated })}
  />
);
