// @vitest-environment jsdom
/** SPEC §2 shop layout side video: a file plays in <video>, an embed page in an iframe, none unless configured. */
import { cleanup, render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopVideo } from './ShopVideo';

const renderVideo = (url?: string) =>
  render(
    <AdminContext>
      <ShopVideo url={url} />
    </AdminContext>,
  ).container;

describe('ShopVideo', () => {
  afterEach(cleanup);

  it('shows nothing when no video is configured', () => {
    const container = renderVideo(undefined);
    expect(container.querySelector('aside')).toBeNull();
  });

  it('plays a video file in a <video> element', () => {
    const video = renderVideo('/media/new-shop.mp4').querySelector('video');
    expect(video?.getAttribute('src')).toBe('/media/new-shop.mp4');
    expect(video?.hasAttribute('controls')).toBe(true);
  });

  it("embeds a video host's page in a titled iframe", () => {
    const frame = renderVideo('https://video.example/embed/abc').querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://video.example/embed/abc');
    expect(frame?.getAttribute('title')).toBe('app.layout.new_shop_video');
  });
});
