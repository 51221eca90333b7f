const BROWSERS: readonly [RegExp, string][] = [
  [/EdgA?\/|Edg\//, "Edge"],
  [/MicroMessenger\//, "WeChat"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\/|Chromium\//, "Chrome"],
  [/Safari\//, "Safari"],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPad/, "iPadOS"],
  [/iPhone|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

const first = (list: readonly [RegExp, string][], ua: string) =>
  list.find(([pattern]) => pattern.test(ua))?.[1] ?? "";

/** A short device label for the sessions list ("Chrome · Android"); product names need no translation. */
export function describeUserAgent(ua: string): { browser: string; os: string } {
  return { browser: first(BROWSERS, ua), os: first(SYSTEMS, ua) };
}
