/**
 * /online-store/menu: the shop's menus by location (header, footer, checkout page), each
 * opening its editor; menus of a location are ordered by drag and drop (PUT .../menu/position).
 * Bespoke (the generated list is one table): its paths and calls are the declaration's.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DragIcon from '@mui/icons-material/DragIndicator';
import { Alert, Box, Card, CardContent, IconButton, Link, Stack, Typography } from '@mui/material';
import { CreateButton, Title, useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { Link as RouterLink } from 'react-router-dom';
import type { DeclaredRecord } from '../../core/resource';
import type { GatewayDataProvider } from '../../dataProvider/buildDataProvider';
import { MENU_LOCATIONS, menu as declared, menuRoutes } from './menu.resource';

type Row = DeclaredRecord<typeof declared>;

const MenuRow = ({ menu }: { menu: Row }) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } = useSortable({
    id: menu.id,
  });
  return (
    <Box
      ref={setNodeRef}
      component="li"
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'center',
        listStyle: 'none',
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        transform: CSS.Translate.toString(transform),
        transition,
        bgcolor: 'background.paper',
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={translate('resources.menus.drag_item', { name: menu.title })}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1 }}>
        <Link component={RouterLink} to={declared.screens.edit({ id: menu.id })}>
          {menu.title}
        </Link>
        <Typography variant="body2" color="text.secondary" noWrap>
          {menu.items.map((i) => i.name).join(', ') || translate('resources.menus.no_items')}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.menus.items_count', { smart_count: menu.items.length })}
      </Typography>
    </Box>
  );
};

const LocationCard = ({
  location,
  menus,
  onOrder,
}: {
  location: string;
  menus: Row[];
  onOrder: (ids: string[]) => void;
}) => {
  const translate = useTranslate();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const ids = menus.map((m) => m.id);
    onOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <Card component="section" aria-label={translate(`resources.menus.choices.location.${location}`)}>
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography component="h2" variant="h6">
            {translate(`resources.menus.choices.location.${location}`)}
          </Typography>
          <CreateButton to={declared.screens.create({ query: { location } })} label="resources.menus.page.create" />
        </Stack>
        {menus.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.menus.empty_location')}
          </Typography>
        ) : (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={menus.map((m) => m.id)} strategy={verticalListSortingStrategy}>
              <Box component="ul" sx={{ p: 0, m: 0 }}>
                {menus.map((m) => (
                  <MenuRow key={m.id} menu={m} />
                ))}
              </Box>
            </SortableContext>
          </DndContext>
        )}
      </CardContent>
    </Card>
  );
};

export const MenuList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<GatewayDataProvider>();
  const { data, isPending, error, refetch } = useGetList<Row>(declared.name, {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'position', order: 'ASC' },
  });
  const order = async (ids: string[]) => {
    try {
      await dataProvider.call(menuRoutes.position, { body: { ids } });
      notify('resources.menus.reordered', { type: 'success' });
    } catch {
      notify('app.message.generic_error', { type: 'error' });
    }
    await refetch();
  };
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="resources.menus.menu" />
      {isPending && <ScreenLoading />}
      {error && <Alert severity="error">{translate('app.message.generic_error')}</Alert>}
      {data &&
        MENU_LOCATIONS.map((l) => (
          <LocationCard
            key={l}
            location={l}
            menus={data.filter((m) => m.location === l)}
            onOrder={(ids) => void order(ids)}
          />
        ))}
    </Stack>
  );
};
