/**
 * Who acts: the signed-in user with their profile, as the session gives it. Every domain
 * function that checks a permission receives one (or null for a visitor).
 */
export type TSessionUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  role: "user" | "admin";
};
