/** The release-notice acknowledgement, remembered client-side (SPEC §3 isTimezoneSet). */
export const TIMEZONE_NOTICE_KEY = 'isTimezoneSet';

export function isTimezoneNoticeAcknowledged(): boolean {
  try {
    return localStorage.getItem(TIMEZONE_NOTICE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function acknowledgeTimezoneNotice(): void {
  try {
    localStorage.setItem(TIMEZONE_NOTICE_KEY, 'true');
  } catch {
    // Shown again next time when storage is blocked.
  }
}
