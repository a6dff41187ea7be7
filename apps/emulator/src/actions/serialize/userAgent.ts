/** Browser and OS names for the login sessions list, from a User-Agent header. */
export function describeUserAgent(userAgent: string): { browser: string; os: string } {
  const browser =
    /Edg\/(\d+)/.exec(userAgent)?.[1] !== undefined
      ? `Edge ${/Edg\/(\d+)/.exec(userAgent)![1]}`
      : /Firefox\/(\d+)/.test(userAgent)
        ? `Firefox ${/Firefox\/(\d+)/.exec(userAgent)![1]}`
        : /Chrome\/(\d+)/.test(userAgent)
          ? `Chrome ${/Chrome\/(\d+)/.exec(userAgent)![1]}`
          : /Version\/(\d+).*Safari/.test(userAgent)
            ? `Safari ${/Version\/(\d+)/.exec(userAgent)![1]}`
            : /^node|undici/i.test(userAgent)
              ? 'Node.js'
              : 'Unknown browser';
  const os = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS X/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : 'Unknown OS';
  return { browser, os };
}
