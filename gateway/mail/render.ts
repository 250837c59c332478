/**
 * Renders a template with LiquidJS: subject and text as they are, HTML with every output
 * escaped (a customer named "<b>" stays text) inside a small mail layout. Limits keep a
 * merchant's loop from tying up the process.
 */
import { Liquid } from 'liquidjs';
import type { TemplateText } from './defaults';

const limits = { parseLimit: 200_000, renderLimit: 2_000, memoryLimit: 10_000_000, ownPropertyOnly: true };
const plain = new Liquid({ ...limits, cache: 200 });
const escaped = new Liquid({ ...limits, cache: 200, outputEscape: 'escape' });

/** The first syntax error of a source, or undefined when it parses. */
export function syntaxError(source: string): string | undefined {
  try {
    plain.parse(source);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0] : String(error);
  }
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** A text part from HTML, for templates whose text is left empty. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, '$2 ($1)')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h\d|tr|div|li|table)>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&[a-z#0-9]+;/gi, (e) => entities[e] ?? e)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export const mailLayout = (body: string, language: string) => `<!doctype html>
<html lang="${language === 'vi' ? 'vi' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="margin:0;padding:24px;background:#f5f5f5;font-family:Arial,Helvetica,sans-serif;color:#222">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:6px">
${body}
</div></body></html>`;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export async function renderMail(
  template: TemplateText,
  vars: Record<string, unknown>,
  language: string,
): Promise<RenderedMail> {
  const [subject, body, text] = await Promise.all([
    plain.parseAndRender(template.subject, vars),
    escaped.parseAndRender(template.html, vars),
    template.text.trim() ? plain.parseAndRender(template.text, vars) : Promise.resolve(''),
  ]);
  return {
    subject: subject.replace(/\s+/g, ' ').trim().slice(0, 300),
    html: mailLayout(body, language),
    text: text.trim() || htmlToText(body),
  };
}
