/**
 * The product CSV import (see CsvImportDialog; issue: nothing is written until the
 * merchant confirms). Rows are named by their title.
 */
import { CsvImportDialog } from '../../src/components/CsvImportDialog';
import { IMPORT_MAX_BYTES, importSummary, refusedReport, type ImportReport, type ImportRow } from './product.import';
import { productRoutes } from './product.routes';

export const ProductImportDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <CsvImportDialog<ImportReport, ImportRow>
    open={open}
    onClose={onClose}
    id="product-import"
    prefix="resources.products"
    route={productRoutes.import}
    maxBytes={IMPORT_MAX_BYTES}
    summarize={importSummary}
    refused={refusedReport}
    labelField="title"
    rowLabel={(row) => row.title}
    doneArgs={(data) => ({ smart_count: (data.created ?? 0) + (data.updated ?? 0) })}
  />
);
