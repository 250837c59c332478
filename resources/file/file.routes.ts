/** SPEC §7 Shop images: GET .../images/list with params, DELETE .../images with a body. */
import { defineRoutes } from '../../core/route';
import { FileDeleteAnswer, FileDeleteBody, FileListAnswer, FileListQuery } from './file.schema';

export const fileRoutes = defineRoutes('file', {
  list: {
    method: 'GET',
    path: '/shop/api/{shop}/images/list',
    query: FileListQuery,
    response: FileListAnswer,
    summary: "The shop's images in the object store, newest first (page, limit).",
  },
  deleteMany: {
    method: 'DELETE',
    path: '/shop/api/{shop}/images',
    body: FileDeleteBody,
    response: FileDeleteAnswer,
    summary: "Delete shop images by key; keys outside the shop's folder are ignored.",
    quirk: 'SPEC §7: DELETE with a body.',
  },
});
