/** /setting/files: the shop's images as a grid, newest first, with upload, copy URL, delete ('This can't be undone') and paging. */
import CopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Card,
  CardActions,
  CardContent,
  CardMedia,
  IconButton,
  Pagination,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Confirm, Title, useDeleteMany, useGetList, useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { ImageUploadButton } from '../../src/components/ImageUploadButton';
import type { ShopImage } from './file.schema';

const PER_PAGE = 24;

export const FilesPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<ShopImage | null>(null);
  const {
    data,
    total = 0,
    isPending,
    error,
    refetch,
  } = useGetList<ShopImage>('files', { pagination: { page, perPage: PER_PAGE } });
  const [deleteMany] = useDeleteMany();
  const copy = async (image: ShopImage) => {
    await navigator.clipboard?.writeText(image.url).catch(() => undefined);
    notify('resources.files.copied', { type: 'info' });
  };
  const remove = async (image: ShopImage) => {
    await deleteMany(
      'files',
      { ids: [image.id] },
      {
        onSuccess: () => notify('app.message.delete_success', { type: 'success' }),
        onError: () => notify('app.message.generic_error', { type: 'error' }),
      },
    );
    setDeleting(null);
    await refetch();
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="resources.files.menu" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <ImageUploadButton
          kind="shop"
          label="resources.files.upload"
          multiple
          onUploaded={() => {
            setPage(1);
            void refetch();
          }}
        />
        <Typography variant="body2" color="text.secondary">
          {translate('resources.files.limit')}
        </Typography>
      </Stack>
      {isPending && <ScreenLoading />}
      {error && <Alert severity="error">{translate('app.message.generic_error')}</Alert>}
      {data?.length === 0 && <Typography>{translate('resources.files.empty')}</Typography>}
      <Box
        component="ul"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', p: 0, m: 0 }}
      >
        {data?.map((image) => (
          <Card component="li" key={image.id} sx={{ listStyle: 'none' }}>
            <CardMedia
              component="img"
              image={image.url}
              alt={image.name}
              loading="lazy"
              sx={{ height: 140, objectFit: 'contain', bgcolor: 'action.hover' }}
            />
            <CardContent sx={{ py: 1 }}>
              <Typography variant="body2" noWrap title={image.name}>
                {image.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {translate('resources.files.size_kb', { n: Math.max(1, Math.round(image.size / 1024)) })}
              </Typography>
            </CardContent>
            <CardActions>
              <IconButton
                size="small"
                aria-label={translate('resources.files.copy_url', { name: image.name })}
                onClick={() => void copy(image)}
              >
                <CopyIcon fontSize="small" />
              </IconButton>
              <IconButton
                size="small"
                color="error"
                aria-label={translate('resources.files.delete_named', { name: image.name })}
                onClick={() => setDeleting(image)}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </CardActions>
          </Card>
        ))}
      </Box>
      {total > PER_PAGE && (
        <Pagination count={Math.ceil(total / PER_PAGE)} page={page} onChange={(_e, p) => setPage(p)} />
      )}
      <Confirm
        isOpen={Boolean(deleting)}
        title={deleting ? translate('resources.files.delete_named', { name: deleting.name }) : ''}
        content="app.message.delete_confirm"
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </Stack>
  );
};
