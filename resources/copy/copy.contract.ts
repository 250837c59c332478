/** The copy calls' contract: schemas and documentation (gateway, tests, /openapi.json). */
import { contract, type SchemaTable } from '../../core/route';
import {
  CopyBody,
  CopyLastAnswer,
  CopyPreviewAnswer,
  CopyRunParams,
  CopyStartAnswer,
  CopyUndoAnswer,
  UpdateCopiesBody,
} from './copy.schema';
import { copyRoutes } from './copy.routes';

export const copySchemas = {
  preview: {
    body: CopyBody,
    response: CopyPreviewAnswer,
    summary:
      "Ours, not SPEC §7: preview copying products or collections to the merchant's other shops: per target shop what is created and what updated (matched by an earlier copy, the handle, then the SKU), prices converted with the rate, the status they get. Writes nothing.",
  },
  start: {
    body: CopyBody,
    response: CopyStartAnswer,
    status: 202,
    summary:
      'Ours, not SPEC §7: run the copy as a job (COPY-CATALOGUE) with progress; its result is the report. Idempotent: copies remember their source, so running it again updates them and creates nothing twice. Undoable for 24 hours.',
  },
  updatePreview: {
    body: UpdateCopiesBody,
    response: CopyPreviewAnswer,
    summary:
      'Ours, not SPEC §7: preview pushing the chosen fields of source products to their copies in the chosen shops (prices converted again). Writes nothing.',
  },
  updateStart: {
    body: UpdateCopiesBody,
    response: CopyStartAnswer,
    status: 202,
    summary: 'Ours, not SPEC §7: push the chosen fields to the copies as a job; undoable for 24 hours.',
  },
  last: {
    response: CopyLastAnswer,
    summary: 'Ours, not SPEC §7: the newest copy or update of copies from this shop that can still be undone, or null.',
  },
  undo: {
    params: CopyRunParams,
    response: CopyUndoAnswer,
    summary:
      'Ours, not SPEC §7: undo a copy within 24 hours: created copies deleted, updated ones restored; records edited since are passed over.',
  },
} satisfies SchemaTable;

export const copyContract = contract(copyRoutes, copySchemas);
