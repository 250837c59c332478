/** Above the order list: more filters, export, and a new draft order. */
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import { Button, FilterButton, TopToolbar } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { orderScreens } from './order.resource';
import { OrderExportButton } from './OrderExportButton';

export const OrderListActions = () => {
  const navigate = useNavigate();
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <FilterButton />
      <OrderExportButton />
      <Button label="resources.orders.draft.create" onClick={() => navigate(orderScreens.draftCreate())}>
        <NoteAddIcon />
      </Button>
    </TopToolbar>
  );
};
