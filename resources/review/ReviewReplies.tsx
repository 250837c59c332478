/** The replies of a review: each can be edited; a new one is added below. Saved with the review (PUT …/review/{id}). */
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Review } from './review.schema';
import { useDateFormat } from '../../src/components/useShopTime';

type Sent = { id?: string; content: string }[];

export const ReviewReplies = ({
  review,
  saving,
  onSave,
}: {
  review: Review;
  saving: boolean;
  onSave: (replies: Sent) => void;
}) => {
  const translate = useTranslate();
  const { date } = useDateFormat();
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<{ id: string; content: string }>();
  const current: Sent = review.replies.map((r) => ({ id: r.id, content: r.content }));

  const add = () => {
    if (draft.trim()) {
      onSave([...current, { content: draft.trim() }]);
      setDraft('');
    }
  };
  const saveEdit = () => {
    if (!editing?.content.trim()) return;
    onSave(current.map((r) => (r.id === editing.id ? { id: r.id, content: editing.content.trim() } : r)));
    setEditing(undefined);
  };

  return (
    <Card component="section" aria-label={translate('resources.reviews.replies.title')}>
      <CardContent>
        <Typography component="h2" variant="subtitle1" gutterBottom>
          {translate('resources.reviews.replies.title')}
        </Typography>
        {review.replies.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.reviews.replies.none')}
          </Typography>
        )}
        {review.replies.map((reply) => (
          <Box key={reply.id} component="article" sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, mb: 1.5 }}>
            {editing?.id === reply.id ? (
              <>
                <TextField
                  fullWidth
                  multiline
                  size="small"
                  label={translate('resources.reviews.replies.edit')}
                  value={editing.content}
                  onChange={(e) => setEditing({ id: reply.id, content: e.target.value })}
                />
                <Button size="small" onClick={saveEdit} disabled={saving}>
                  {translate('resources.reviews.replies.save_edit')}
                </Button>
                <Button size="small" onClick={() => setEditing(undefined)}>
                  {translate('resources.reviews.replies.cancel')}
                </Button>
              </>
            ) : (
              <>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{reply.content}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {date(reply.updated_at)}
                </Typography>
                <Button size="small" onClick={() => setEditing({ id: reply.id, content: reply.content })}>
                  {translate('resources.reviews.replies.edit')}
                </Button>
              </>
            )}
          </Box>
        ))}
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate('resources.reviews.replies.new')}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          sx={{ mt: 1 }}
        />
        <Button variant="contained" sx={{ mt: 1 }} onClick={add} disabled={saving || !draft.trim()}>
          {translate('resources.reviews.replies.save')}
        </Button>
      </CardContent>
    </Card>
  );
};
