// Fallback registration path: the app tries /sw.js first and falls back to this file, so both
// names run the same worker.
importScripts("/sw.js");
