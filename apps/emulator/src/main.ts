import { configFromEnv } from './config.js';
import { createEmulator } from './emulator.js';

const config = configFromEnv();
const emulator = await createEmulator(config);
console.log(`Paydesk emulator listening on ${emulator.url}`);
console.log(`  data: ${config.dataDir}${config.testControl ? '  (test control on)' : ''}`);
console.log(`  push: ws://${config.host}:${new URL(emulator.url).port}/app/${config.pusher.key}`);
console.log(
  '  demo accounts: admin@paydesk.test … (password Paydesk-demo-1; see apps/emulator/README.md)',
);

const stop = () => {
  void emulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
