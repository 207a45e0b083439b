import { describe, expect, it } from "vitest";
import { refuseControlCharactersInJson } from "./json-text.server";

const post = (body: string, type = "application/json") =>
  new Request("http://localhost/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": type },
    body,
  });

describe("control characters in JSON bodies (issue 21)", () => {
  it("refuses a string, a nested string or a key holding one, naming the field", async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: "a\u0000b" }, "name"],
      [{ user: { city: "Sfax\u001b" } }, "user.city"],
      [{ tags: ["ok", "x\u007f"] }, "tags[1]"],
      [{ "k\u0001": "v" }, "body"],
    ];
    for (const [body, field] of cases) {
      const refusal = await refuseControlCharactersInJson(post(JSON.stringify(body)));
      expect(refusal?.status).toBe(400);
      expect(await refusal?.json()).toEqual({
        error: "invalid",
        message: "Ce champ contient des caractères non autorisés.",
        fieldErrors: { [field]: "Ce champ contient des caractères non autorisés." },
      });
    }
  });

  it("lets through clean JSON (line breaks included), other types and broken JSON, body intact", async () => {
    const clean = post(JSON.stringify({ message: "Ligne 1\nLigne 2\tfin" }));
    expect(await refuseControlCharactersInJson(clean)).toBeNull();
    expect(await clean.json()).toEqual({ message: "Ligne 1\nLigne 2\tfin" });
    expect(await refuseControlCharactersInJson(post("a\u0000b", "text/plain"))).toBeNull();
    expect(await refuseControlCharactersInJson(post("{not json"))).toBeNull();
  });
});
