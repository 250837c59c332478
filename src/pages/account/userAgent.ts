/**
 * A browser and system name from a User-Agent, enough to recognise one's own devices in the
 * session list (issue 29). Order matters: Edge and Opera say Chrome too, Chrome says Safari.
 */
const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/CocCoc\//, 'Cốc Cốc'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Windows/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

export interface Device {
  browser?: string;
  os?: string;
}

const first = (rules: [RegExp, string][], agent: string) => rules.find(([pattern]) => pattern.test(agent))?.[1];

export function describeUserAgent(agent: string | null | undefined): Device {
  if (!agent) return {};
  return { browser: first(BROWSERS, agent), os: first(SYSTEMS, agent) };
}
