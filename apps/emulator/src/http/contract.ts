/** The paths, cookies, channel and event names the client and the emulator share (one module, no drift). */
export {
  ACCESS_TOKEN_HEADER,
  API_PREFIX,
  FILE_PATH_PREFIX,
  JSON_API_MEDIA_TYPE,
  PRIVATE_CHANNEL_PREFIX,
  SET_TWO_FA_CHANNEL_PREFIX,
  cookies,
  pushEvents,
  routePatterns,
  routes,
} from '@paydesk/api-client';
