/**
 * /online-store/domains (and /online-store/domains/{action}/{id}): the store address, the
 * shop's domains, adding one, its DNS records and verification, public domain, removal.
 */
import { Alert, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useNotify, useTranslate } from 'react-admin';
import { ScreenLoading } from '../../src/components/ScreenLoading';
import { useNavigate, useParams } from 'react-router-dom';
import { storeUrl } from '../../core/storeUrl';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { DomainAddForm } from './DomainAddForm';
import { DomainRecords, type VerifyResult } from './DomainRecords';
import { DomainTable } from './DomainTable';
import { domain, type Domain } from './domain.resource';
import { useDomains } from './useDomains';

const StoreAddress = ({ onPrivate }: { onPrivate: () => void }) => {
  const translate = useTranslate();
  const { data: shop } = useCurrentShop();
  const url = shop ? storeUrl(shop, window.location.protocol) : null;
  return (
    <Card>
      <CardContent>
        <Typography component="h2" variant="h6">
          {translate('resources.domains.store_url')}
        </Typography>
        {url && (
          <Link href={url} target="_blank" rel="noopener noreferrer" data-testid="store-url">
            {url}
          </Link>
        )}
        {shop?.public_domain && (
          <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.domains.private_domain')}: {shop.private_domain}
            </Typography>
            <Button size="small" onClick={onPrivate}>
              {translate('resources.domains.use_private')}
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};

export const DomainsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { id } = useParams();
  const domains = useDomains();
  const [results, setResults] = useState<Record<string, VerifyResult>>({});
  const selected = domains.data?.find((d) => d.id === id);
  const fail = (error: unknown) => notify((error as Error).message || 'app.message.generic_error', { type: 'error' });
  const run = (p: Promise<unknown>, success?: [string, Record<string, unknown>?]) =>
    p.then(() => success && notify(success[0], { type: 'success', messageArgs: success[1] })).catch(fail);

  const verify = async (d: Domain) => {
    try {
      const answer = await domains.verify(d.id);
      setResults((r) => ({ ...r, [d.id]: answer.data }));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="resources.domains.menu" />
      <StoreAddress onPrivate={() => void run(domains.clearPublic(), ['resources.domains.public_cleared'])} />
      <Card>
        <CardContent>
          <Typography component="h2" variant="h6" gutterBottom>
            {translate('resources.domains.add')}
          </Typography>
          <DomainAddForm
            onAdd={async (body) => {
              const added = await domains.add(body);
              // Issue 31 item 17: an added domain says so, and what comes next.
              notify('resources.domains.added', { type: 'success', messageArgs: { name: added.data.name } });
              navigate(domain.screens.edit({ id: added.data.id }));
              return added;
            }}
          />
        </CardContent>
      </Card>
      {selected && <DomainRecords domain={selected} result={results[selected.id]} onVerify={() => verify(selected)} />}
      <Card>
        <CardContent>
          {domains.isPending && <ScreenLoading />}
          {domains.error && <Alert severity="error">{translate('app.message.generic_error')}</Alert>}
          {domains.data?.length === 0 && <Typography>{translate('resources.domains.empty')}</Typography>}
          {domains.data && domains.data.length > 0 && (
            <DomainTable
              domains={domains.data}
              onShow={(d) => navigate(domain.screens.edit({ id: d.id }))}
              onPublic={(d) => void run(domains.setPublic(d.name), ['resources.domains.public_set', { name: d.name }])}
              onRemove={async (d) => {
                await run(domains.remove(d), ['app.message.delete_success']);
                if (d.id === id) navigate(domain.screens.list);
              }}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};
