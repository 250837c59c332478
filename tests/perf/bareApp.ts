/**
 * The yardstick of the bundle benchmark: the smallest react-admin app that shows a list,
 * one <Admin> with one <Resource> and an in-file dataProvider. Its first-load JavaScript is
 * what react-admin itself costs with these dependency versions.
 */
const indexHtml = `<!doctype html>
<html lang="en">
  <head><meta charset="UTF-8" /><title>Bare react-admin</title></head>
  <body><div id="root"></div><script type="module" src="/main.tsx"></script></body>
</html>
`;

const mainTsx = `import { createRoot } from 'react-dom/client';
import { Admin, DataTable, List, Resource, type DataProvider } from 'react-admin';

const posts = Array.from({ length: 5 }, (_, i) => ({ id: i + 1, title: 'Bare post ' + (i + 1) }));

const dataProvider = {
  getList: async () => ({ data: posts, total: posts.length }),
  getOne: async (_resource: string, { id }: { id: unknown }) => ({ data: posts.find((p) => p.id === Number(id)) }),
  getMany: async () => ({ data: posts }),
  getManyReference: async () => ({ data: posts, total: posts.length }),
  create: async (_resource: string, { data }: { data: object }) => ({ data: { id: posts.length + 1, ...data } }),
  update: async (_resource: string, { data }: { data: object }) => ({ data }),
  updateMany: async () => ({ data: [] }),
  delete: async (_resource: string, { previousData }: { previousData: object }) => ({ data: previousData }),
  deleteMany: async () => ({ data: [] }),
} as unknown as DataProvider;

const PostList = () => (
  <List>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="title" />
    </DataTable>
  </List>
);

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={PostList} />
  </Admin>,
);
`;

export const bareAppFiles: Record<string, string> = { 'index.html': indexHtml, 'main.tsx': mainTsx };
