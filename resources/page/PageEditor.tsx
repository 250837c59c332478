/**
 * The page content: react-admin's RichTextInput (tiptap) with a button that uploads an
 * image to the store and inserts it. What is loaded into the editor is sanitised first.
 */
import {
  RichTextInput,
  RichTextInputToolbar,
  useTiptapEditor,
  FormatButtons,
  LevelSelect,
  ListButtons,
  LinkButtons,
  QuoteButtons,
  ClearButtons,
  AlignmentButtons,
} from 'ra-input-rich-text';
import type {} from '@tiptap/extension-image';
import { ImageUploadButton } from '../../src/components/ImageUploadButton';
import { safeHtml } from '../../src/lib/safeHtml';
import { PageImagePicker } from './PageImagePicker';

const InsertImage = () => {
  const editor = useTiptapEditor();
  return (
    <ImageUploadButton
      kind="shop"
      label="resources.pages.insert_image"
      multiple
      onUploaded={(files) => files.forEach((f) => editor?.chain().focus().setImage({ src: f.url, alt: f.name }).run())}
    />
  );
};

const Toolbar = () => (
  <RichTextInputToolbar>
    <LevelSelect />
    <FormatButtons />
    <AlignmentButtons />
    <ListButtons />
    <LinkButtons />
    <QuoteButtons />
    <ClearButtons />
    <InsertImage />
    <PageImagePicker />
  </RichTextInputToolbar>
);

export const PageEditor = () => (
  <RichTextInput
    source="description"
    fullWidth
    toolbar={<Toolbar />}
    format={(v: string | null | undefined) => safeHtml(v)}
  />
);
