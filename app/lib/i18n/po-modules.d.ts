/** Lingui's Vite plugin turns an imported `.po` catalogue into its compiled messages. */
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
