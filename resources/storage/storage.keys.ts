/**
 * SPEC §7 Image upload: object keys by type (avatar `{user}`, shop `{user}/{shop}`,
 * review `{user}/{shop}/reviews`, products `{user}/{shop}/products`), the file name
 * sanitised and prefixed with a timestamp. Pure: the SPA names its uploads with it and
 * the gateway's seed names its images with it.
 */
import { removeAccents } from '../../core/slug';

export const UPLOAD_TYPES = ['avatar', 'shop', 'review', 'products'] as const;
export type UploadType = (typeof UPLOAD_TYPES)[number];

export type UploadOwner = {
  userId: string;
  shopId?: string | null;
};

const NAME_MAX = 100;

/** 'Ảnh bìa (1).PNG' -> 'Anh-bia-1.png': ASCII letters, digits, '.', '-' and '_' only. */
export function sanitizeFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const clean = (s: string) =>
    removeAccents(s)
      .replace(/\s+/g, '-')
      .replace(/[^A-Za-z0-9_-]+/g, '')
      .replace(/-{2,}/g, '-')
      .replace(/^[-_]+|[-_]+$/g, '');
  const ext =
    dot > 0
      ? clean(base.slice(dot + 1))
          .toLowerCase()
          .slice(0, 10)
      : '';
  const stem = clean(dot > 0 ? base.slice(0, dot) : base).slice(0, NAME_MAX - ext.length - 1) || 'file';
  return ext ? `${stem}.${ext}` : stem;
}

/** The folder of a type; shop, review and product uploads need a shop. */
export function objectFolder(type: UploadType, owner: UploadOwner): string {
  const user = encodeSegment(owner.userId);
  if (type === 'avatar') return user;
  if (!owner.shopId) throw new Error(`A ${type} upload needs a shop`);
  const shop = `${user}/${encodeSegment(owner.shopId)}`;
  if (type === 'shop') return shop;
  return type === 'review' ? `${shop}/reviews` : `${shop}/products`;
}

/** `{folder}/{timestamp}-{sanitised name}`, e.g. 'u1/s1/products/1767225600000-mug.png'. */
export function objectKey(type: UploadType, owner: UploadOwner, fileName: string, now: Date = new Date()): string {
  return `${objectFolder(type, owner)}/${now.getTime()}-${sanitizeFileName(fileName)}`;
}

/** The public address of a stored object. */
export function publicUrl(publicBaseUrl: string, key: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}/${key.split('/').map(encodeURIComponent).join('/')}`;
}

/** Ids are hex, but a key must never climb out of its folder whatever it is given. */
function encodeSegment(id: string): string {
  const clean = id.replace(/[^A-Za-z0-9_-]/g, '');
  if (!clean) throw new Error('An upload needs a user id');
  return clean;
}
