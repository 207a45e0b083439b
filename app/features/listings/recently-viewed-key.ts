/*
 * Where the listings a visitor opened are kept: this browser's localStorage, never the server
 * (issue 15, decision 0025). A module of its own so that the home page can ask whether there is
 * anything to show without loading the section (recently-viewed.ts and its schema).
 */
export const RECENTLY_VIEWED_KEY = "darna:consultes-recemment";
