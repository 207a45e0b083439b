export const FLASH_COOKIE_NAME = "darna-flash";
