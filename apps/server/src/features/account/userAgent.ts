/**
 * A short, human description of a user agent for the sessions list ("Chrome on Windows"). A
 * deliberately small parser: the list only has to let a person recognise their own devices, and
 * the raw string stays in the data export.
 */
export function describeUserAgent(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = browserOf(userAgent);
  const os = osOf(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

// order matters: Edge and Opera also say "Chrome", Chrome also says "Safari"
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrom(?:e|ium)\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//i, 'curl'],
];

const systems: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function browserOf(userAgent: string): string | undefined {
  return browsers.find(([pattern]) => pattern.test(userAgent))?.[1];
}

function osOf(userAgent: string): string | undefined {
  return systems.find(([pattern]) => pattern.test(userAgent))?.[1];
}
