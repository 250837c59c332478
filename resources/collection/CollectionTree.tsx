/** Every collection of the shop as a tree by parent; each links to its edit screen. */
import FolderIcon from '@mui/icons-material/FolderOutlined';
import { List as MuiList, ListItemButton, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link } from 'react-router-dom';
import type { DeclaredRecord } from '../../core/resource';
import { collection, COLLECTION_LIST_LIMIT } from './collection.resource';
import { collectionTree, type CollectionNode } from './collection.tree';

type Collection = DeclaredRecord<typeof collection>;

const Branch = ({ nodes, depth }: { nodes: CollectionNode<Collection>[]; depth: number }) => {
  const translate = useTranslate();
  return (
    <MuiList dense disablePadding role={depth === 0 ? 'tree' : 'group'}>
      {nodes.map(({ item, children }) => (
        <li key={item.id} role="treeitem" aria-label={item.title} aria-expanded={children.length ? true : undefined}>
          <ListItemButton component={Link} to={collection.screens.edit({ id: item.id })} sx={{ pl: 2 + depth * 3 }}>
            <ListItemIcon>
              <FolderIcon />
            </ListItemIcon>
            <ListItemText
              primary={item.title}
              secondary={translate('resources.collections.products_count', { smart_count: item.products_count ?? 0 })}
            />
          </ListItemButton>
          {children.length > 0 && <Branch nodes={children} depth={depth + 1} />}
        </li>
      ))}
    </MuiList>
  );
};

export const CollectionTree = () => {
  const translate = useTranslate();
  const { data, isPending } = useGetList<Collection>('collections', {
    pagination: { page: 1, perPage: COLLECTION_LIST_LIMIT },
    sort: collection.list.sort,
  });
  if (isPending) return <ScreenLoading />;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('resources.collections.empty')}</Typography>;
  return <Branch nodes={collectionTree(data)} depth={0} />;
};
