/**
 * Choose image(s) and upload them straight to the object store (src/lib/upload.ts):
 * each file is checked against the 3 MB limit first; refusals are toasts, the others
 * are handed back with their public URLs.
 */
import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import { Button, CircularProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { storageRoutes } from '../../resources/storage/storage.routes';
import type { StorageSettings } from '../../resources/storage/storage.schema';
import type { UploadType } from '../../resources/storage/storage.paths';
import { getCurrentShopId } from '../lib/currentShop';
import { UploadError, uploadFile, type Uploaded } from '../lib/upload';

export function useStorageSettings() {
  const dataProvider = useDataProvider<GatewayDataProvider>();
  return useQuery({
    queryKey: ['app', 'config', 'storage'],
    queryFn: () => dataProvider.call(storageRoutes.config).then((a) => a.data.storage),
    staleTime: Infinity,
  });
}

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
  const { data: settings, isPending } = useStorageSettings();
  const [busy, setBusy] = useState(false);

  const upload = async (files: File[]) => {
    if (!files.length || !identity) return;
    setBusy(true);
    const done: Uploaded[] = [];
    for (const file of files) {
      try {
        done.push(await uploadFile({
          file, type: kind, owner: { userId: String(identity.id), shopId: getCurrentShopId() }, settings: settings ?? null,
        }));
      } catch (error) {
        const failure = error instanceof UploadError ? error : new UploadError('app.upload.failed', { name: file.name });
        notify(failure.message, { type: 'error', messageArgs: failure.args });
      }
    }
    setBusy(false);
    if (done.length) onUploaded(done);
  };

  return (
    <Button component="label" size="small" disabled={busy || isPending || !identity}
      startIcon={busy ? <CircularProgress size={16} /> : <AddPhotoIcon />}>
      {translate(busy ? 'app.upload.uploading' : label)}
      <input
        hidden type="file" accept="image/*" multiple={multiple}
        aria-label={translate(label)}
        onChange={(event) => { void upload([...(event.target.files ?? [])]); event.target.value = ''; }}
      />
    </Button>
  );
};
