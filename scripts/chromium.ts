// One place for how every tool launches Debian's Chromium (never a downloaded build).
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  // Containers often give /dev/shm 64 MB: a page that outgrows it crashes ("Browser connection was closed").
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };
