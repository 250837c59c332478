import { describe, expect, it } from 'vitest';
import { startTemplateNumber, startTemplatePath } from './startTemplates';

describe('start templates', () => {
  it.each([
    ['/templates/template-1', 1],
    ['/templates/template-3/', 3],
    ['/templates/template-4', null],
    ['/templates/template-0', null],
    ['/templates/login-2', null],
    ['/templates/template-x', null],
  ])('%s is template %s', (path, n) => {
    expect(startTemplateNumber(path)).toBe(n);
  });
  it('builds the path back', () => expect(startTemplateNumber(startTemplatePath(2))).toBe(2));
});
