import { describe, expect, it } from "vitest";
import {
  hasArabicPage,
  localeOfPath,
  pathInLocale,
  pathWithoutLocale,
  readLocaleCookie,
} from "./locale";

describe("the two languages' addresses", () => {
  it("read Arabic from the /ar prefix only", () => {
    expect(localeOfPath("/ar/")).toBe("ar");
    expect(localeOfPath("/ar")).toBe("ar");
    expect(localeOfPath("/arbres")).toBe("fr");
    expect(localeOfPath("/AR/")).toBe("ar");
    expect(localeOfPath("/")).toBe("fr");
    expect(pathWithoutLocale("/ar/proprietes")).toBe("/proprietes");
    expect(pathWithoutLocale("/ar")).toBe("/");
  });

  it("lead to a page's Arabic address when it has one, its query kept, and to French otherwise", () => {
    expect(hasArabicPage("/")).toBe(true);
    expect(pathInLocale("/", "ar")).toBe("/ar");
    expect(pathInLocale("/ar/", "ar")).toBe("/ar");
    expect(pathInLocale("/?x=1#haut", "ar")).toBe("/ar?x=1#haut");
    expect(pathInLocale("/ar/", "fr")).toBe("/");
    expect(pathInLocale("/contact", "ar")).toBe("/contact");
    expect(pathInLocale("/services?location=ariana", "ar")).toBe("/services?location=ariana");
    // The property list and a property's page exist in Arabic; its renewal page not yet.
    expect(pathInLocale("/proprietes?location=ariana", "ar")).toBe(
      "/ar/proprietes?location=ariana",
    );
    expect(pathInLocale("/ar/proprietes?location=ariana", "fr")).toBe(
      "/proprietes?location=ariana",
    );
    expect(hasArabicPage("/proprietes/1a2b")).toBe(true);
    expect(pathInLocale("/proprietes/1a2b", "ar")).toBe("/ar/proprietes/1a2b");
    expect(hasArabicPage("/proprietes/1a2b/renouveler")).toBe(false);
    expect(pathInLocale("/proprietes/1a2b/renouveler", "ar")).toBe("/proprietes/1a2b/renouveler");
  });

  it("read a missing or forged language cookie as French", () => {
    expect(readLocaleCookie("darna-langue=ar")).toBe("ar");
    expect(readLocaleCookie("a=1; darna-langue=ar; b=2")).toBe("ar");
    expect(readLocaleCookie("darna-langue=en")).toBe("fr");
    expect(readLocaleCookie("darna-langue=<script>")).toBe("fr");
    expect(readLocaleCookie(null)).toBe("fr");
  });
});
