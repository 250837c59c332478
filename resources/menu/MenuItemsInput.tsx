/**
 * The menu's items: a sortable list (dnd-kit) where a drag reorders a row with its
 * sub-items and a sideways drag nests or lifts it (three levels at most, menu.tree.ts).
 * The tree lives in the form's `items` field: the declared form's bespoke input for it.
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
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { MenuItemDialog } from './MenuItemDialog';
import { INDENT_PX, MenuItemRow } from './MenuItemRow';
import { build, flatten, indent, move, type FlatItem, type TreeItem } from './menu.tree';

const newItem = (): FlatItem => ({
  id: `i${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`,
  name: '',
  type: 'url',
  target_id: null,
  url: '',
  depth: 0,
});

export const MenuItemsInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const items = (useWatch({ name: source }) as TreeItem[] | undefined) ?? [];
  const flat = flatten(items);
  const [editing, setEditing] = useState<{ item: FlatItem; isNew: boolean } | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const save = (next: FlatItem[]) => setValue(source, build(next), { shouldDirty: true });

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    if (!over) return;
    save(move(flat, String(active.id), String(over.id), Math.round(delta.x / INDENT_PX)));
  };
  const onSave = (item: FlatItem) => {
    save(editing?.isNew ? [...flat, item] : flat.map((i) => (i.id === item.id ? item : i)));
    setEditing(null);
  };
  const remove = (id: string) => {
    const at = flat.findIndex((i) => i.id === id);
    // Sub-items move up a level rather than vanish with their parent.
    save(
      flat
        .filter((i) => i.id !== id)
        .map((i, n) => (n >= at && i.depth > flat[at].depth ? { ...i, depth: i.depth - 1 } : i)),
    );
  };

  return (
    <Box component="section" aria-label={translate('resources.menus.fields.items')} sx={{ width: '100%' }}>
      <Typography component="h2" variant="subtitle1">
        {translate('resources.menus.fields.items')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.menus.drag_help')}
      </Typography>
      {flat.length === 0 && (
        <Typography variant="body2" sx={{ my: 2 }}>
          {translate('resources.menus.no_items')}
        </Typography>
      )}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={flat.map((i) => i.id)} strategy={verticalListSortingStrategy}>
          <Box component="ul" sx={{ p: 0, m: 0 }} aria-label={translate('resources.menus.fields.items')}>
            {flat.map((item) => (
              <MenuItemRow
                key={item.id}
                item={item}
                onEdit={() => setEditing({ item, isNew: false })}
                onRemove={() => remove(item.id)}
                onIndent={(levels) => save(indent(flat, item.id, levels))}
              />
            ))}
          </Box>
        </SortableContext>
      </DndContext>
      <Button startIcon={<AddIcon />} onClick={() => setEditing({ item: newItem(), isNew: true })}>
        {translate('resources.menus.add_item')}
      </Button>
      <MenuItemDialog
        item={editing?.item ?? null}
        title={editing?.isNew ? 'resources.menus.add_item' : 'resources.menus.edit_item'}
        onClose={() => setEditing(null)}
        onSave={onSave}
      />
    </Box>
  );
};
