import { useMutation } from '@tanstack/react-query';
import { API, CUSTOMER_PHOTO_TEXTS } from '@shop/shared';
import { request } from '../../../lib/api-client';

/** POST /customer-photos: one file, multipart; answers the photo's id and picture. */
export const uploadCustomerPhoto = (file: File) => {
  const form = new FormData();
  form.append('photo', file);
  return request(
    { method: 'post', url: API.customerPhotos, data: form },
    (c) => c.CustomerPhoto,
    CUSTOMER_PHOTO_TEXTS.uploadFailed,
  );
};

export const useUploadCustomerPhoto = () => useMutation({ mutationFn: uploadCustomerPhoto });
