import { describe, expect, it } from 'vitest';
import { absoluteEndpoint, absoluteUrl, checkUpload, UPLOAD_LIMIT_BYTES, UploadError, uploadFile } from './upload';

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

  it('refuses a file that is not an image', () => {
    expect(() => checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 })).toThrow('app.upload.not_image');
  });

  it('sends nothing when the file is too large', async () => {
    const file = new File([new Uint8Array(3 * MB + 1)], 'big.png', { type: 'image/png' });
    const settings = {
      endpoint: 'http://127.0.0.1:1/s3', bucket: 'b', region: 'ap-southeast-1', forcePathStyle: true,
      publicBaseUrl: '/s3/b', maxBytes: 3 * MB,
    };
    // Port 1 refuses connections: an attempt to send would fail with 'failed', not 'too_large'.
    await expect(uploadFile({ file, type: 'products', owner: { userId: 'u1', shopId: 's1' }, settings, origin: 'http://x.test' }))
      .rejects.toThrow('app.upload.too_large');
  });

  it('resolves a store under the app origin', () => {
    expect(absoluteEndpoint('/s3', 'http://127.0.0.1:3000')).toBe('http://127.0.0.1:3000/s3');
    expect(absoluteEndpoint('https://s3.test', 'http://x')).toBe('https://s3.test');
    expect(absoluteEndpoint(null, 'http://x')).toBeUndefined();
    expect(absoluteUrl('/s3/b/k.png', 'http://x')).toBe('http://x/s3/b/k.png');
  });
});
