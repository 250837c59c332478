/** Upload messages (SPEC §9 3 MB limit), under `app.upload`. */
export const uploadMessages = {
  en: {
    upload: {
      too_large: '%{name} is larger than %{n} MB.',
      not_image: '%{name} is not an image.',
      failed: '%{name} could not be uploaded. Please try again later.',
      unavailable: 'Image uploads are not available right now.',
      uploading: 'Uploading…',
    },
  },
  vi: {
    upload: {
      too_large: '%{name} lớn hơn %{n} MB.',
      not_image: '%{name} không phải là ảnh.',
      failed: 'Không tải lên được %{name}. Vui lòng thử lại sau.',
      unavailable: 'Hiện không thể tải ảnh lên.',
      uploading: 'Đang tải lên…',
    },
  },
};
