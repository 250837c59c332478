/** One menu item row: drag handle, name and address, nest / lift, edit, remove. */
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import DeleteIcon from '@mui/icons-material/Delete';
import DragIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import LeftIcon from '@mui/icons-material/FormatIndentDecrease';
import RightIcon from '@mui/icons-material/FormatIndentIncrease';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FlatItem } from './menu.tree';

export const INDENT_PX = 32;

export interface MenuItemRowProps {
  item: FlatItem;
  onEdit: () => void;
  onRemove: () => void;
  onIndent: (levels: number) => void;
}

export const MenuItemRow = ({ item, onEdit, onRemove, onIndent }: MenuItemRowProps) => {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  });
  const args = { name: item.name };
  return (
    <Box
      ref={setNodeRef}
      component="li"
      data-testid="menu-item"
      data-depth={item.depth}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        ml: `${item.depth * INDENT_PX}px`,
        p: 0.5,
        mb: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        listStyle: 'none',
        opacity: isDragging ? 0.6 : 1,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        size="small"
        aria-label={translate('resources.menus.drag_item', args)}
        sx={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        <DragIcon fontSize="small" />
      </IconButton>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" noWrap>
          {item.name}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {item.url}
        </Typography>
      </Box>
      <IconButton
        size="small"
        aria-label={translate('resources.menus.outdent', args)}
        disabled={item.depth === 0}
        onClick={() => onIndent(-1)}
      >
        <LeftIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={translate('resources.menus.indent', args)} onClick={() => onIndent(1)}>
        <RightIcon fontSize="small" />
      </IconButton>
      <IconButton size="small" aria-label={translate('resources.menus.edit_named', args)} onClick={onEdit}>
        <EditIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        color="error"
        aria-label={translate('resources.menus.remove_item', args)}
        onClick={onRemove}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </Box>
  );
};
