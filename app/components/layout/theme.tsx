import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { createContext, useCallback, useContext, useState, useSyncExternalStore } from "react";

import { THEME_COOKIE, type TTheme } from "~/lib/theme-cookie";
import { writeDeviceCookie } from "./device-cookie";

export const THEME_LABELS: Record<TTheme, MessageDescriptor> = {
  light: msg`Clair`,
  dark: msg`Sombre`,
  system: msg`Système`,
};

/**
 * Runs in <head> before the body paints. The server cannot know the system preference, so for
 * 'system' (and on error pages rendered without the cookie) this sets the class in time to avoid a
 * flash. It also keeps the browser's install offer if it fires before React has hydrated.
 */
export const BOOT_SCRIPT = `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)darna-theme=([^;]*)/);var t=m?m[1]:"system";if(t==="dark"||(t!=="light"&&matchMedia("(prefers-color-scheme: dark)").matches))document.documentElement.classList.add("dark")}catch(e){}addEventListener("beforeinstallprompt",function(e){e.preventDefault();window.__darnaInstallEvent=e})})()`;

const DARK_QUERY = "(prefers-color-scheme: dark)";

function subscribeToSystemTheme(onChange: () => void) {
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export type TThemeState = {
  theme: TTheme;
  /** Whether the page is dark right now ('system' resolved against the device). */
  isDark: boolean;
  setTheme: (theme: TTheme) => void;
};

/** Holds the chosen theme; the server's value (from the cookie) is the initial one. */
export function useThemeState(initial: TTheme): TThemeState {
  const [theme, setThemeState] = useState<TTheme>(initial);
  // The server snapshot is "light": on hydration the class set by BOOT_SCRIPT stays (the <html>
  // element suppresses the attribute warning) and React takes over right after.
  const systemDark = useSyncExternalStore(
    subscribeToSystemTheme,
    () => window.matchMedia(DARK_QUERY).matches,
    () => false,
  );
  const setTheme = useCallback((next: TTheme) => {
    writeDeviceCookie(THEME_COOKIE, next);
    setThemeState(next);
  }, []);
  return { theme, isDark: theme === "dark" || (theme === "system" && systemDark), setTheme };
}

export const ThemeContext = createContext<TThemeState>({
  theme: "system",
  isDark: false,
  setTheme: () => {},
});

export function useTheme(): TThemeState {
  return useContext(ThemeContext);
}
