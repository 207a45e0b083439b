import type { TFieldErrors } from "~/lib/forms";

/*
 * What the /profil action answers, one shape per intent: the page's forms read these and the
 * action builds them, so neither side depends on the other's module.
 */

export type TProfileIntent = "update-profile" | "change-password" | "delete-account";

/** A toast the form shows for a failure that belongs to no single field. */
export type TReplyError = { title: string; description?: string };

export type TUpdateProfileReply = {
  intent: "update-profile";
  /** The text fields were saved (the avatar may still have been refused: see avatarError). */
  ok: boolean;
  fieldErrors?: TFieldErrors;
  error?: TReplyError;
  avatarError?: string | null;
};

export type TChangePasswordReply = {
  intent: "change-password";
  ok: boolean;
  fieldErrors?: TFieldErrors;
  error?: TReplyError;
};

/** Only failures come back: a deleted account is answered with a redirect to '/'. */
export type TDeleteAccountReply = {
  intent: "delete-account";
  ok: false;
  fieldErrors?: TFieldErrors;
  error?: TReplyError;
};

/** A body that could not be read or names no known intent. */
export type TBadRequestReply = { intent: null; ok: false; error: TReplyError };

export type TProfileReply =
  | TUpdateProfileReply
  | TChangePasswordReply
  | TDeleteAccountReply
  | TBadRequestReply;

/** The form's fields as text, as the inputs hold them. */
export type TProfileFormValues = {
  first_name: string;
  last_name: string;
  phone: string;
  address: string;
  city: string;
  /** 'on' when the price-drop e-mails are wanted, '' otherwise. */
  price_drop_emails: string;
  /** 'on' when new messages are mailed too, '' otherwise. */
  message_emails: string;
};
