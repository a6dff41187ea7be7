// TEMPORARY: mirrors @paydesk/api-client's routes module until its index exports it; then this file re-exports.
export const API_PREFIX = '/api';
export const routes = {
  signin: `${API_PREFIX}/signin`,
  signout: `${API_PREFIX}/signout`,
  self: `${API_PREFIX}/users/me`,
  resetPassword: `${API_PREFIX}/users/reset-password`,
  resetTwoFa: `${API_PREFIX}/users/reset-2fa`,
  setPassword: `${API_PREFIX}/users/set-password`,
  changePassword: `${API_PREFIX}/users/change-password`,
  signUp: `${API_PREFIX}/users/sign-up`,
  broadcastingAuth: `${API_PREFIX}/broadcasting/auth`,
  pushConfig: `${API_PREFIX}/push-config`,
  answers: `${API_PREFIX}/answers`,
  file: (fileId: string) => `${API_PREFIX}/files/${encodeURIComponent(fileId)}`,
} as const;
export const routePatterns = {
  identityGroups: `${API_PREFIX}/identities/:id/groups`,
  identityGroup: `${API_PREFIX}/identities/:id/groups/:groupId`,
  projectDetails: `${API_PREFIX}/projects/:id/details`,
  action: `${API_PREFIX}/:area`,
  answer: `${API_PREFIX}/answers/:requestReference`,
  file: `${API_PREFIX}/files/:fileId`,
} as const;
export const FILE_PATH_PREFIX = `${API_PREFIX}/files/`;
export const ACCESS_TOKEN_HEADER = 'Access-Token';
export const cookies = { session: 'paydesk_session', channel: 'paydesk_ws_channel' } as const;
export const SET_TWO_FA_CHANNEL_PREFIX = 'private-set-2fa.';
export const pushEvents = { answer: 'answer', answerStored: 'answer-stored' } as const;
export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';
