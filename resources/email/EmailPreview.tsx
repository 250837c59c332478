/**
 * The editor's live preview: the form's subject and HTML rendered with LiquidJS and a
 * sample order in the shop's language, at desktop or phone width. The HTML is sanitised
 * with DOMPurify (no scripts, no event handlers) and shown in a sandboxed frame that runs
 * nothing; inline styles stay, since mails are styled inline and the frame isolates them.
 */
import { Alert, Box, Paper, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import DOMPurify from 'dompurify';
import { Liquid } from 'liquidjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { formatMoney } from '../../core/money';
import { useCurrentShop } from '../../src/components/useCurrentShop';
import { sampleVariables } from './email.sample';

// Made on first use, not when the module is evaluated: a screen's chunk may be evaluated
// before the package chunk it imports (a chunk cycle), and nothing runs at load time then.
let engines: { html: Liquid; plain: Liquid } | undefined;
const liquid = () =>
  (engines ??= {
    html: new Liquid({ outputEscape: 'escape', renderLimit: 1000, ownPropertyOnly: true }),
    plain: new Liquid({ renderLimit: 1000, ownPropertyOnly: true }),
  });
const WIDTHS = { desktop: 640, phone: 375 } as const;

export const EmailPreview = () => {
  const translate = useTranslate();
  const { data: shop } = useCurrentShop();
  const [subjectSource = '', htmlSource = ''] = useWatch({ name: ['subject', 'html'] }) as [string?, string?];
  const [width, setWidth] = useState<keyof typeof WIDTHS>('desktop');
  const [out, setOut] = useState<{ subject: string; html: string; error?: string }>({ subject: '', html: '' });
  const vars = useMemo(() => {
    const language = shop?.language ?? 'en';
    const currency = shop?.currency ?? 'USD';
    const total = formatMoney(currency === 'VND' ? 1_250_000 : 86.5, currency, language === 'vi' ? 'vi-VN' : 'en-US');
    return sampleVariables(
      { name: shop?.name ?? '', email: shop?.email ?? '', url: window.location.origin },
      language,
      total,
    );
  }, [shop]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      Promise.all([liquid().plain.parseAndRender(subjectSource, vars), liquid().html.parseAndRender(htmlSource, vars)])
        .then(
          ([subject, html]) =>
            live &&
            setOut({
              subject,
              html: DOMPurify.sanitize(html, { FORBID_TAGS: ['script', 'iframe', 'object', 'embed', 'form'] }),
            }),
        )
        .catch(
          (e: unknown) =>
            live && setOut((o) => ({ ...o, error: e instanceof Error ? e.message.split('\n')[0] : String(e) })),
        );
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [subjectSource, htmlSource, vars]);

  return (
    <Box component="section" aria-label={translate('resources.email_templates.preview.title')}>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography variant="subtitle1" component="h2">
          {translate('resources.email_templates.preview.title')}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={width} onChange={(_e, v) => v && setWidth(v)}>
          <ToggleButton value="desktop">{translate('resources.email_templates.preview.desktop')}</ToggleButton>
          <ToggleButton value="phone">{translate('resources.email_templates.preview.phone')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {out.error ? (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate('resources.email_templates.preview.error', { error: out.error })}
        </Alert>
      ) : null}
      <Typography variant="body2" sx={{ mb: 1 }} data-testid="preview-subject">
        {translate('resources.email_templates.preview.subject', { subject: out.subject })}
      </Typography>
      <Paper
        variant="outlined"
        sx={{ width: WIDTHS[width], maxWidth: '100%', overflow: 'hidden', transition: 'width .2s' }}
      >
        <iframe
          title={translate('resources.email_templates.preview.frame')}
          sandbox=""
          srcDoc={out.html}
          style={{ border: 0, width: '100%', height: 520, display: 'block', background: '#fff' }}
        />
      </Paper>
    </Box>
  );
};
