export const FLASH_COOKIE_NAME = "darna-flash";

/** True in the browser when the server left a toast to show (see flash.server.ts). */
export function hasPendingFlashToast(): boolean {
  return typeof document !== "undefined" && document.cookie.includes(`${FLASH_COOKIE_NAME}=`);
}
