declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=boot' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

declare module '*.po?part=rest' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
