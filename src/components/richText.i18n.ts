/**
 * The rich text editor's toolbar (ra-input-rich-text's `ra.tiptap.*` keys, which fall back to
 * English without them). They load with the screens (src/App.tsx), not in the first load.
 */
export const richTextMessages = {
  en: {
    ra: {
      tiptap: {
        select_level: 'Select the level',
        current_level: 'Current level',
        paragraph: 'Normal',
        heading1: 'Heading 1',
        heading2: 'Heading 2',
        heading3: 'Heading 3',
        heading4: 'Heading 4',
        heading5: 'Heading 5',
        heading6: 'Heading 6',
        bold: 'Bold',
        italic: 'Italic',
        underline: 'Underline',
        strike: 'Strikethrough',
        code: 'Code',
        align_left: 'Align left',
        align_right: 'Align right',
        align_center: 'Center',
        align_justify: 'Justify',
        list_bulleted: 'Bulleted list',
        list_numbered: 'Numbered list',
        link: 'Add a link',
        blockquote: 'Blockquote',
        clear_format: 'Clear format',
      },
    },
  },
  vi: {
    ra: {
      tiptap: {
        select_level: 'Chọn cấp tiêu đề',
        current_level: 'Cấp hiện tại',
        paragraph: 'Bình thường',
        heading1: 'Tiêu đề 1',
        heading2: 'Tiêu đề 2',
        heading3: 'Tiêu đề 3',
        heading4: 'Tiêu đề 4',
        heading5: 'Tiêu đề 5',
        heading6: 'Tiêu đề 6',
        bold: 'In đậm',
        italic: 'In nghiêng',
        underline: 'Gạch chân',
        strike: 'Gạch ngang',
        code: 'Mã',
        align_left: 'Căn trái',
        align_right: 'Căn phải',
        align_center: 'Căn giữa',
        align_justify: 'Căn đều',
        list_bulleted: 'Danh sách dấu đầu dòng',
        list_numbered: 'Danh sách đánh số',
        link: 'Thêm liên kết',
        blockquote: 'Trích dẫn',
        clear_format: 'Xóa định dạng',
      },
    },
  },
};
