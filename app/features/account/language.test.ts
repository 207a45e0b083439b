import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action } from "~/routes/language-action";
import { getDb } from "~/server/db/client.server";
import { profiles } from "~/server/db/schema";
import { signedInMember } from "../../../tests/fixtures/members";
import { setMyLanguage } from "./language.server";

const ORIGIN = "http://localhost:3000";

/** The switch's form post as a browser sends it, and the redirect it answers. */
async function switchLanguage(
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const request = new Request(`${ORIGIN}/actions/langue`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields),
  });
  try {
    await action({ request, params: {}, context: {} } as never);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error("le sélecteur de langue n'a pas redirigé");
}

async function localeOf(id: string) {
  const [row] = await (await getDb())
    .select({ locale: profiles.locale })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.locale;
}

describe("the language switch", () => {
  it("goes to the page it was used on, in the chosen language, and remembers it in a cookie", async () => {
    const toArabic = await switchLanguage({ langue: "ar", vers: "/" });
    expect(toArabic.status).toBe(303);
    expect(toArabic.headers.get("location")).toBe("/ar");
    expect(toArabic.headers.get("set-cookie")).toMatch(/^darna-langue=ar; Path=\/; Max-Age=\d+/);

    // The page it was posted from (its Referer) wins over the hidden field, which the footer's
    // copy, never hydrated, may hold from an earlier page.
    const back = await switchLanguage(
      { langue: "fr", vers: "/ar/" },
      { referer: `${ORIGIN}/ar/?x=1` },
    );
    expect(back.headers.get("location")).toBe("/?x=1");

    // The property list in the other language, its filters kept, both ways.
    const list = await switchLanguage({
      langue: "ar",
      vers: "/proprietes?announcementType=location&location=ariana",
    });
    expect(list.headers.get("location")).toBe(
      "/ar/proprietes?announcementType=location&location=ariana",
    );
    const listBack = await switchLanguage(
      { langue: "fr", vers: "/" },
      { referer: `${ORIGIN}/ar/proprietes?amenities=piscine&location=ariana` },
    );
    expect(listBack.headers.get("location")).toBe("/proprietes?amenities=piscine&location=ariana");

    // A page without its Arabic version stays French, its filters kept.
    const services = await switchLanguage({ langue: "ar", vers: "/services?location=ariana" });
    expect(services.headers.get("location")).toBe("/services?location=ariana");
  });

  it("reads a forged language as French and another site's address as the home page", async () => {
    const forged = await switchLanguage({ langue: "en", vers: "//ailleurs.example/x" });
    expect(forged.headers.get("location")).toBe("/");
    expect(forged.headers.get("set-cookie")).toMatch(/^darna-langue=fr;/);
  });

  it("keeps a signed-in person's choice on their account, for their mails", async () => {
    const member = await signedInMember("langue-arabe");
    expect(await localeOf(member.id)).toBe("fr");
    await switchLanguage({ langue: "ar", vers: "/" }, { cookie: member.cookie });
    expect(await localeOf(member.id)).toBe("ar");
    await switchLanguage({ langue: "fr", vers: "/ar/" }, { cookie: member.cookie });
    expect(await localeOf(member.id)).toBe("fr");
  });

  it("keeps nothing for a visitor", async () => {
    expect(await setMyLanguage(null, "ar")).toMatchObject({ ok: false, code: "unauthenticated" });
  });
});
