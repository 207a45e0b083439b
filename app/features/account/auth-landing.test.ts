import { describe, expect, it } from "vitest";
import { authLandingToast, safeReturnPath, withoutAuthLandingParams } from "./auth-landing";

const landing = (search: string) => authLandingToast(new URLSearchParams(search));

describe("authLandingToast", () => {
  it("says the confirmation link expired when the description mentions it", () => {
    expect(landing("?error=access_denied&error_description=Email+link+has+expired")).toEqual({
      kind: "error",
      title: "Échec de confirmation",
      description: "Le lien de confirmation a expiré. Veuillez demander un nouveau lien.",
      duration: 6000,
    });
  });

  it("says the confirmation link is invalid when the description mentions it", () => {
    expect(
      landing("error=access_denied&error_description=Email%20link%20is%20invalid%20or%20used")
        ?.description,
    ).toBe("Le lien de confirmation est invalide. Veuillez demander un nouveau lien.");
  });

  it("matches 'expired' and 'invalid' whatever their case, expired first", () => {
    expect(landing("error=x&error_description=Token+EXPIRED")?.description).toContain("a expiré");
    expect(landing("error=x&error_description=Invalid+or+expired")?.description).toContain(
      "a expiré",
    );
  });

  it("tells a suspended account's social sign-in so in its own words (decision 0039)", () => {
    expect(
      landing("error=ACCOUNT_SUSPENDED&error_description=Your+account+is+suspended"),
    ).toMatchObject({
      kind: "error",
      title: "Compte suspendu",
      description: expect.stringMatching(/^Votre compte a été suspendu par l'équipe de modération/),
    });
  });

  it("shows another description as is", () => {
    expect(landing("error=server_error&error_description=Compte+bloqué")?.description).toBe(
      "Compte bloqué",
    );
  });

  it("falls back to the generic message when there is no description", () => {
    for (const search of ["error=access_denied", "error=access_denied&error_description=%20"]) {
      expect(landing(search)).toMatchObject({
        kind: "error",
        title: "Échec de confirmation",
        description: "Une erreur s'est produite lors de la confirmation de votre email.",
        duration: 6000,
      });
    }
  });

  it("treats a description without an error code as an error", () => {
    expect(landing("error_description=Email+link+has+expired")?.kind).toBe("error");
  });

  it("lets an error win over a success parameter", () => {
    expect(landing("type=signup&error=access_denied")?.kind).toBe("error");
  });

  it("confirms the e-mail for type=signup, email_confirmed or confirmation", () => {
    const success = {
      kind: "success",
      title: "Email confirmé",
      description: "Votre email a été confirmé avec succès. Vous pouvez maintenant vous connecter.",
      duration: 5000,
    };
    expect(landing("type=signup&email_confirmed=true")).toEqual(success);
    expect(landing("type=signup")).toEqual(success);
    expect(landing("email_confirmed=true")).toEqual(success);
    expect(landing("email_confirmed")).toEqual(success);
    expect(landing("confirmation=success")).toEqual(success);
  });

  it("asks for nothing without landing parameters or with switched-off flags", () => {
    expect(landing("")).toBeNull();
    expect(landing("from=%2Fprofil")).toBeNull();
    expect(landing("type=recovery")).toBeNull();
    expect(landing("email_confirmed=false&confirmation=0")).toBeNull();
    expect(landing("error=")).toBeNull();
  });

  it("shortens an overlong description", () => {
    const description = landing(`error=x&error_description=${"a".repeat(5000)}`)?.description;
    expect(description?.length).toBe(300);
    expect(description?.endsWith("…")).toBe(true);
  });
});

describe("withoutAuthLandingParams", () => {
  it("keeps the other parameters only", () => {
    const rest = withoutAuthLandingParams(
      new URLSearchParams("type=signup&email_confirmed=true&from=%2Fprofil&error=x"),
    );
    expect(rest.toString()).toBe("from=%2Fprofil");
  });
});

describe("safeReturnPath", () => {
  it("keeps a path of this site with its query", () => {
    expect(safeReturnPath("/profil")).toBe("/profil");
    expect(safeReturnPath("/proprietes?page=2&q=villa")).toBe("/proprietes?page=2&q=villa");
  });

  it("sends everything that could leave the site home", () => {
    for (const from of [
      null,
      undefined,
      "",
      "profil",
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "/\nevil",
      "javascript:alert(1)",
      `/${"a".repeat(3000)}`,
      // Dot-segments and their encoded forms resolve to a second leading slash: another host.
      "/.//evil.example",
      "/..//evil.example",
      "/%2e//evil.example",
      "/%2E%2E//evil.example",
      "/./%2e//evil.example",
      "/a/..//evil.example",
      "/.%2f/evil.example/../..//evil.example",
      "/.\\evil.example",
    ]) {
      expect(safeReturnPath(from), String(from)).toBe("/");
    }
  });

  it("resolves dot-segments that stay on the site", () => {
    expect(safeReturnPath("/proprietes/../profil")).toBe("/profil");
    expect(safeReturnPath("/./mes-annonces?type=services")).toBe("/mes-annonces?type=services");
  });

  it("keeps encoded characters encoded, so they cannot break the Location header", () => {
    expect(safeReturnPath("/%0d%0aSet-Cookie:x")).toBe("/%0d%0aSet-Cookie:x");
  });
});
