import { msg } from '@lingui/core/macro';

/**
 * The incompatible-browser notice. index.html shows it before (and without) the app, in browsers too old to run
 * it; the build reads these messages' translations from the catalogs by their ids (build/browserNotice.ts).
 */
export const browserNoticeMessages = {
  title: msg({ id: 'browserNotice.title', message: 'Your browser is not supported' }),
  body: msg({
    id: 'browserNotice.body',
    message:
      'Paydesk needs a current browser. Internet Explorer, and Edge or Chrome older than version {version}, are not supported: please update your browser or use another one.',
  }),
};
