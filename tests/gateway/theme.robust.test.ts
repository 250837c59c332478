/** Bad input on the private domain is a 400, never a 500 (the generated fuzz cases call without a shop's Host). */
import { expect, it } from 'vitest';
import { templateContract as templateRoutes } from '../../resources/theme/template.contract';
import { useGateway } from './harness';
import { merchantWithShop, onHost } from './theme.fixtures';

const gw = useGateway();

it.each([
  [
    'a JSON object as a file',
    templateRoutes.save,
    { params: { folder: 'templates', file: 'index.liquid' }, body: { a: 1 } },
  ],
  ['a JSON array as a file', templateRoutes.save, { params: { folder: 'assets', file: 'x.css' }, body: [1, 2] }],
  [
    'an unknown preview value',
    templateRoutes.get,
    { params: { folder: 'templates', file: 'index.liquid' }, query: { preview: 'yes' } },
  ],
  [
    'a restore without history',
    templateRoutes.restore,
    { body: { path: 'templates/index.liquid', history_id: 'nope' } },
  ],
  ['a restore of a bad path', templateRoutes.restore, { body: { path: '../x', history_id: 'a' } }],
  [
    'a page config of the wrong shape',
    templateRoutes.savePageConfig,
    { params: { file_name: 'index' }, body: { sections: [], order: 'x' } },
  ],
  ['an unknown page', templateRoutes.pageConfig, { params: { file_name: 'blog' } }],
  ['clone with a bad flag', templateRoutes.clone, { params: { is_save: 'maybe' } }],
  ['an upload that is JSON', templateRoutes.upload, { body: { file: 'x' } }],
] as const)('%s answers 400', async (_name, route, opts) => {
  const m = await merchantWithShop(gw);
  const res = await gw.call(route, onHost(m.host, { token: m.token, ...opts } as never));
  expect(res.statusCode).toBe(400);
});

it("a theme_id that is not one of the shop's layouts answers 404", async () => {
  const m = await merchantWithShop(gw);
  const res = await gw.call(
    templateRoutes.list,
    onHost(m.host, { token: m.token, query: { theme_id: 'x'.repeat(64) } }),
  );
  expect(res.statusCode).toBe(404);
});
