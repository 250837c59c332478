/**
 * Choose image(s) and upload them straight to the object store (src/lib/upload.ts) with
 * a presigned PUT the gateway issues for each: each file is checked against the 3 MB
 * limit first; refusals are toasts, the others are handed back with their public URLs.
 */
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import type { UploadType } from '../../resources/storage/storage.keys';
import { UPLOAD_CONTENT_TYPES } from '../../resources/storage/storage.limits';
import { getCurrentShopId } from '../lib/currentShop';
import { presignWith, UploadError, uploadFile, type Uploaded } from '../lib/upload';

export interface ImageUploadButtonProps {
  kind: UploadType;
  label: string;
  multiple?: boolean;
  onUploaded: (files: Uploaded[]) => void;
}

export const ImageUploadButton = ({ kind, label, multiple, onUploaded }: ImageUploadButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: identity } = useGetIdentity();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const [busy, setBusy] = useState(false);

  const upload = async (files: File[]) => {
    if (!files.length || !identity) return;
    setBusy(true);
    const done: Uploaded[] = [];
    for (const file of files) {
      try {
        done.push(
          await uploadFile({ file, type: kind, shopId: getCurrentShopId(), presign: presignWith(dataProvider) }),
        );
      } catch (error) {
        const failure =
          error instanceof UploadError ? error : new UploadError('app.upload.failed', { name: file.name });
        notify(failure.message, { type: 'error', messageArgs: failure.args });
      }
    }
    setBusy(false);
    if (done.length) onUploaded(done);
  };

  return (
    <Button
      component="label"
      size="small"
      disabled={busy || !identity}
      startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoIcon />}
    >
      {translate(busy ? 'app.upload.uploading' : label)}
      <input
        hidden
        type="file"
        accept={UPLOAD_CONTENT_TYPES.join(',')}
        multiple={multiple}
        aria-label={translate(label)}
        onChange={(event) => {
          void upload([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
    </Button>
  );
};
