import { describe, expect, it } from 'vitest';
import { objectFolder, objectKey, publicUrl, sanitizeFileName } from './storage.keys';

const at = new Date(1_767_225_600_000);
const owner = { userId: 'u1', shopId: 's1' };

describe('object keys by type (SPEC §7 Image upload)', () => {
  it.each([
    ['avatar', 'u1'],
    ['shop', 'u1/s1'],
    ['review', 'u1/s1/reviews'],
    ['products', 'u1/s1/products'],
  ] as const)('puts %s uploads under %s', (type, folder) => {
    expect(objectFolder(type, owner)).toBe(folder);
    expect(objectKey(type, owner, 'photo.jpg', at)).toBe(`${folder}/1767225600000-photo.jpg`);
  });

  it('needs a shop for shop, review and product uploads, but not for an avatar', () => {
    expect(() => objectKey('products', { userId: 'u1' }, 'a.png', at)).toThrow();
    expect(objectKey('avatar', { userId: 'u1' }, 'a.png', at)).toBe('u1/1767225600000-a.png');
  });

  it('never lets an id climb out of its folder', () => {
    expect(objectFolder('shop', { userId: '../u1', shopId: 's1/..' })).toBe('u1/s1');
  });
});

describe('file names', () => {
  it.each([
    ['Ảnh bìa (1).PNG', 'Anh-bia-1.png'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\Đồ gốm.jpeg', 'Do-gom.jpeg'],
    ['   .hidden', 'file.hidden'],
    ['?#%.gif', 'file.gif'],
    ['no extension', 'no-extension'],
    // The whole name stays within 100 characters, extension included.
    [`${'x'.repeat(300)}.webp`, `${'x'.repeat(95)}.webp`],
  ])('%j becomes %j', (name, clean) => {
    expect(sanitizeFileName(name)).toBe(clean);
  });
});

describe('public URLs', () => {
  it('join the base and the key, each segment encoded', () => {
    expect(publicUrl('http://localhost:3000/s3/media/', 'u1/s1/products/1-a.png')).toBe(
      'http://localhost:3000/s3/media/u1/s1/products/1-a.png',
    );
  });
});
