import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/lib/forms";
import {
  RESEND_EMAIL_REQUIRED,
  ZChangePassword,
  ZDeleteAccount,
  ZProfileUpdate,
  ZResendConfirmation,
  ZResetPassword,
  ZSignIn,
  ZSignUp,
} from "./schemas";

const errorsOf = (
  schema: { safeParse(value: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error as Parameters<typeof fieldErrors>[0]);
};

describe("account forms speak the specification's French", () => {
  it("login", () => {
    expect(errorsOf(ZSignIn, { email: "pas-un-email", password: "12345" })).toEqual({
      email: "Adresse email invalide",
      password: "Le mot de passe doit contenir au moins 6 caractères",
    });
  });

  it("sign-up, with the mismatch on confirmPassword", () => {
    expect(
      errorsOf(ZSignUp, {
        firstName: "A",
        lastName: "B",
        email: "x",
        password: "12345",
        confirmPassword: "1",
      }),
    ).toEqual({
      firstName: "Le prénom doit contenir au moins 2 caractères",
      lastName: "Le nom doit contenir au moins 2 caractères",
      email: "Adresse email invalide",
      password: "Le mot de passe doit contenir au moins 6 caractères",
      confirmPassword: "Le mot de passe doit contenir au moins 6 caractères",
    });
    expect(
      errorsOf(ZSignUp, {
        firstName: "Amira",
        lastName: "Ben Salah",
        email: "amira@exemple.tn",
        password: "secret123",
        confirmPassword: "secret124",
      }),
    ).toEqual({ confirmPassword: "Les mots de passe ne correspondent pas" });
  });

  it("reset password", () => {
    expect(
      errorsOf(ZResetPassword, { token: "t", password: "secret123", confirmPassword: "autre123" }),
    ).toEqual({
      confirmPassword: "Les mots de passe ne correspondent pas",
    });
  });

  it("change password", () => {
    expect(
      errorsOf(ZChangePassword, {
        current_password: "1",
        new_password: "2",
        confirm_password: "3",
      }),
    ).toEqual({
      current_password: "Le mot de passe actuel doit contenir au moins 6 caractères",
      new_password: "Le nouveau mot de passe doit contenir au moins 6 caractères",
      confirm_password: "La confirmation du mot de passe doit contenir au moins 6 caractères",
    });
    expect(
      errorsOf(ZChangePassword, {
        current_password: "secret123",
        new_password: "nouveau1",
        confirm_password: "nouveau2",
      }),
    ).toEqual({ confirm_password: "Les mots de passe ne correspondent pas" });
  });

  it("delete account and resend confirmation", () => {
    expect(errorsOf(ZDeleteAccount, { password: "" })).toEqual({
      password: "Veuillez entrer votre mot de passe",
    });
    expect(errorsOf(ZResendConfirmation, { email: "  " })).toEqual({
      email: RESEND_EMAIL_REQUIRED,
    });
    expect(RESEND_EMAIL_REQUIRED).toBe(
      "Email requis - Veuillez saisir votre adresse email avant de demander un nouveau lien",
    );
  });

  it("profile: names of 2+ characters, oversized or mistyped input refused, empty optionals null", () => {
    expect(errorsOf(ZProfileUpdate, { first_name: "A", last_name: "B" })).toEqual({
      first_name: "Le prénom doit contenir au moins 2 caractères",
      last_name: "Le nom doit contenir au moins 2 caractères",
    });
    expect(
      errorsOf(ZProfileUpdate, { first_name: "A".repeat(10_000), last_name: "Ayari" }),
    ).toEqual({
      first_name: "Le prénom ne peut pas dépasser 50 caractères",
    });
    expect(errorsOf(ZProfileUpdate, { first_name: 42, last_name: ["x"] })).toHaveProperty(
      "first_name",
    );
    expect(
      ZProfileUpdate.parse({ first_name: " Nour ", last_name: "Ayari", phone: "", city: "" }),
    ).toEqual({
      first_name: "Nour",
      last_name: "Ayari",
      phone: null,
      address: null,
      city: null,
      price_drop_emails: false,
      message_emails: false,
    });
  });
});
