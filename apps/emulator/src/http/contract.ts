/** The paths, cookies, channel and event names the client and the emulator share (one module, no drift). */
export {
  ACCESS_TOKEN_HEADER,
  API_PREFIX,
  CHANNEL_COOKIE_LIFETIME_MS,
  FILE_PATH_PREFIX,
  JSON_API_MEDIA_TYPE,
  PRIVATE_CHANNEL_PREFIX,
  SESSION_INACTIVITY_MS,
  SET_TWO_FA_CHANNEL_PREFIX,
  cookies,
  pushEvents,
  routePatterns,
  routes,
} from '@paydesk/api-client';
