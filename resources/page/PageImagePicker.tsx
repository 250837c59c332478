/** Inserts an image the shop already has in the store (/setting/files) into the page content. */
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogTitle,
  ImageList,
  ImageListItem,
  ImageListItemBar,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { useTiptapEditor } from 'ra-input-rich-text';
import type {} from '@tiptap/extension-image';
import type { ShopImage } from '../file/file.schema';

const Images = ({ onPick }: { onPick: (image: ShopImage) => void }) => {
  const translate = useTranslate();
  const { data, isPending } = useGetList<ShopImage>('files', { pagination: { page: 1, perPage: 48 } });
  if (isPending) return <ScreenLoading />;
  if (!data?.length) return <Typography>{translate('resources.files.empty')}</Typography>;
  return (
    <ImageList cols={4} gap={8}>
      {data.map((image) => (
        <ImageListItem key={image.id}>
          <Box
            component="button"
            type="button"
            onClick={() => onPick(image)}
            aria-label={translate('resources.pages.insert_named', { name: image.name })}
            sx={{ p: 0, border: 0, cursor: 'pointer', bgcolor: 'action.hover' }}
          >
            <Box
              component="img"
              src={image.url}
              alt=""
              loading="lazy"
              sx={{ width: '100%', height: 100, objectFit: 'contain' }}
            />
          </Box>
          <ImageListItemBar subtitle={image.name} position="below" />
        </ImageListItem>
      ))}
    </ImageList>
  );
};

export const PageImagePicker = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" startIcon={<PhotoLibraryIcon />} onClick={() => setOpen(true)}>
        {translate('resources.pages.choose_image')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>{translate('resources.pages.choose_image')}</DialogTitle>
        <DialogContent>
          {open && (
            <Images
              onPick={(image) => {
                editor?.chain().focus().setImage({ src: image.url, alt: image.name }).run();
                setOpen(false);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </>
  );
};
