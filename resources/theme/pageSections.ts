/** Editing a page config: move a section, show or hide it, change a setting (a new config each time). */
import type { PageConfig } from './template.schema';

export function moveSection(config: PageConfig, id: string, by: -1 | 1): PageConfig {
  const order = [...config.order];
  const at = order.indexOf(id);
  const to = at + by;
  if (at < 0 || to < 0 || to >= order.length) return config;
  [order[at], order[to]] = [order[to], order[at]];
  return { ...config, order };
}

export function toggleSection(config: PageConfig, id: string): PageConfig {
  const section = config.sections[id];
  if (!section) return config;
  return { ...config, sections: { ...config.sections, [id]: { ...section, disabled: !section.disabled } } };
}

export type SettingValue = string | number | boolean | null;

export function setSetting(config: PageConfig, id: string, name: string, value: SettingValue): PageConfig {
  const section = config.sections[id];
  if (!section) return config;
  return {
    ...config,
    sections: { ...config.sections, [id]: { ...section, settings: { ...section.settings, [name]: value } } },
  };
}

/** A setting typed in a text field keeps the type it had (a number stays a number when it parses). */
export function parseSetting(previous: SettingValue, typed: string): SettingValue {
  if (typeof previous === 'number') {
    const n = Number(typed);
    return typed.trim() !== '' && Number.isFinite(n) ? n : typed;
  }
  return typed;
}
