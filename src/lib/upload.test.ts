import { describe, expect, it } from 'vitest';
import type { UploadBody } from '../../resources/storage/storage.schema';
import { absoluteUrl, checkUpload, UPLOAD_LIMIT_BYTES, UploadError, uploadFile } from './upload';

const MB = 1024 * 1024;

describe('upload checks (SPEC §9: up to 3 MB)', () => {
  it('accepts an image of exactly 3 MB', () => {
    expect(() => checkUpload({ name: 'a.png', type: 'image/png', size: 3 * MB })).not.toThrow();
    expect(UPLOAD_LIMIT_BYTES).toBe(3 * MB);
  });

  it('refuses an image over 3 MB, naming the file and the limit', () => {
    try {
      checkUpload({ name: 'big.jpg', type: 'image/jpeg', size: 3 * MB + 1 });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(UploadError);
      expect((error as UploadError).message).toBe('app.upload.too_large');
      expect((error as UploadError).args).toEqual({ name: 'big.jpg', n: 3 });
    }
  });

  it('refuses a file that is not an image the store takes', () => {
    expect(() => checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toThrow('app.upload.not_image');
    expect(() => checkUpload({ name: 'a.bmp', type: 'image/bmp', size: 10 })).toThrow('app.upload.not_image');
  });

  it('asks for no presigned URL and sends nothing when the file is too large', async () => {
    const file = new File([new Uint8Array(3 * MB + 1)], 'big.png', { type: 'image/png' });
    const asked: UploadBody[] = [];
    const presign = async (body: UploadBody) => {
      asked.push(body);
      throw new Error('must not be asked');
    };
    await expect(
      uploadFile({ file, type: 'products', shopId: 's1', presign, origin: 'http://x.test' }),
    ).rejects.toThrow('app.upload.too_large');
    expect(asked).toEqual([]);
  });

  it('asks for one key with the file name, type and exact size, then reports a refused PUT as failed', async () => {
    const file = new File([new Uint8Array(10)], 'mug.png', { type: 'image/png' });
    const asked: UploadBody[] = [];
    const presign = async (body: UploadBody) => {
      asked.push(body);
      // Port 1 refuses connections: the PUT fails.
      return {
        url: 'http://127.0.0.1:1/s3/b/k.png',
        method: 'PUT' as const,
        headers: { 'content-type': 'image/png' },
        key: 'k.png',
        public_url: '/s3/b/k.png',
        expires_at: '',
      };
    };
    await expect(
      uploadFile({ file, type: 'products', shopId: 's1', presign, origin: 'http://x.test' }),
    ).rejects.toThrow('app.upload.failed');
    expect(asked).toEqual([
      { type: 'products', shop_id: 's1', file_name: 'mug.png', content_type: 'image/png', size: 10 },
    ]);
  });

  it('resolves URLs under the app origin', () => {
    expect(absoluteUrl('/s3/b/k.png', 'http://x')).toBe('http://x/s3/b/k.png');
    expect(absoluteUrl('https://s3.test/k.png', 'http://x')).toBe('https://s3.test/k.png');
  });
});
