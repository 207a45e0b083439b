import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "~/server/db/client.server";
import { messages } from "~/server/db/schema";
import { CONTACT_MESSAGES } from "./contact-fields";
import { checkContactMessage } from "./schemas";
import { CONTACT_RATE_LIMIT, sendContactMessage } from "./send-contact-message.server";

// Each test writes from its own address, so the per-address limit of one never reaches another.
let ipCounter = 0;
const nextIp = () => `10.77.0.${++ipCounter}`;

const VALID = {
  name: "Sami Trabelsi",
  email: "sami.trabelsi@exemple.tn",
  phone: "+216 20 123 456",
  message: "Bonjour, je cherche un appartement à La Marsa.",
};

async function rowsFrom(email: string) {
  const db = await getDb();
  return db.select().from(messages).where(eq(messages.email, email));
}

async function rowCount() {
  const db = await getDb();
  return (await db.select({ id: messages.id }).from(messages)).length;
}

describe("sendContactMessage", () => {
  it("stores the message with its values trimmed", async () => {
    const email = "trim@exemple.tn";
    const result = await sendContactMessage(
      {
        name: "  Leila Ben Ali ",
        email: ` ${email}  `,
        phone: " 71 234 567 ",
        message: "\n  Un message sur deux lignes.\nMerci.  \n",
      },
      { clientIp: nextIp() },
    );
    expect(result).toEqual({ ok: true });
    const rows = await rowsFrom(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Leila Ben Ali",
      email,
      phone: "71 234 567",
      message: "Un message sur deux lignes.\nMerci.",
    });
    expect(rows[0]?.createdAt).toBeInstanceOf(Date);
    // The limit's key is kept, never the address itself.
    expect(rows[0]?.senderKey).toMatch(/^contact:ip:[0-9a-f]{32}$/);
  });

  it("refuses each invalid form with the first failing message, in order, and stores nothing", async () => {
    const steps: { input: Record<string, string>; field: string; message: string }[] = [
      {
        input: { name: "", email: "", phone: "", message: "" },
        field: "name",
        message: CONTACT_MESSAGES.nameRequired,
      },
      {
        input: { name: "   ", email: "", phone: "", message: "" },
        field: "name",
        message: "Le nom est requis",
      },
      {
        input: { name: "Sami", email: "  ", phone: "", message: "" },
        field: "email",
        message: "L'email est requis",
      },
      {
        input: { name: "Sami", email: "abc", phone: "", message: "" },
        field: "email",
        message: "Veuillez entrer un email valide",
      },
      {
        input: { name: "Sami", email: "sami@exemple.tn", phone: " ", message: "" },
        field: "phone",
        message: "Le numéro de téléphone est requis",
      },
      {
        input: { name: "Sami", email: "sami@exemple.tn", phone: "20123456", message: " \n " },
        field: "message",
        message: "Le message est requis",
      },
    ];
    const before = await rowCount();
    for (const step of steps) {
      const result = await sendContactMessage(step.input, { clientIp: nextIp() });
      expect(result).toEqual({
        ok: false,
        code: "invalid",
        message: step.message,
        fieldErrors: { [step.field]: step.message },
      });
    }
    expect(await rowCount()).toBe(before);
  });

  it("refuses missing fields, too long values and a phone without digits", async () => {
    const before = await rowCount();
    const cases: [unknown, string][] = [
      [null, "Le nom est requis"],
      [{}, "Le nom est requis"],
      [{ ...VALID, email: undefined }, "L'email est requis"],
      [{ ...VALID, name: 42 }, "Le nom est requis"],
      [{ ...VALID, name: "n".repeat(101) }, "Le nom ne peut pas dépasser 100 caractères"],
      [
        { ...VALID, email: `${"e".repeat(250)}@exemple.tn` },
        "L'email ne peut pas dépasser 254 caractères",
      ],
      [{ ...VALID, phone: "appelez-moi" }, "Veuillez entrer un numéro de téléphone valide"],
      [
        { ...VALID, phone: "1".repeat(31) },
        "Le numéro de téléphone ne peut pas dépasser 30 caractères",
      ],
      [{ ...VALID, message: "m".repeat(5001) }, "Le message ne peut pas dépasser 5000 caractères"],
    ];
    for (const [input, message] of cases) {
      const result = await sendContactMessage(input, { clientIp: nextIp() });
      expect(!result.ok && result.code === "invalid" && result.message, JSON.stringify(input)).toBe(
        message,
      );
    }
    expect(await rowCount()).toBe(before);
  });

  it("accepts the longest allowed message", async () => {
    const email = "long@exemple.tn";
    const message = "m".repeat(5000);
    const result = await sendContactMessage({ ...VALID, email, message }, { clientIp: nextIp() });
    expect(result).toEqual({ ok: true });
    expect((await rowsFrom(email))[0]?.message).toBe(message);
  });

  it("takes 5 messages an hour from one address: the 6th is refused and not stored", async () => {
    expect(CONTACT_RATE_LIMIT).toEqual({ max: 5, windowSeconds: 3600 });
    const email = "limite@exemple.tn";
    const clientIp = nextIp();
    for (let i = 1; i <= 5; i++) {
      const result = await sendContactMessage(
        { ...VALID, email, message: `Message ${i}` },
        {
          clientIp,
        },
      );
      expect(result).toEqual({ ok: true });
    }
    const refused = await sendContactMessage(
      { ...VALID, email, message: "Message 6" },
      {
        clientIp,
      },
    );
    expect(refused).toMatchObject({ ok: false, code: "rate_limited" });
    expect(!refused.ok && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(!refused.ok && refused.message).toMatch(
      /^Trop de tentatives\. Veuillez réessayer dans (\d+ minutes?|\d+ secondes?)\.$/,
    );
    const stored = await rowsFrom(email);
    expect(stored.map((row) => row.message).sort()).toEqual([
      "Message 1",
      "Message 2",
      "Message 3",
      "Message 4",
      "Message 5",
    ]);

    // Another address is not held back by the first one's limit.
    const other = await sendContactMessage(
      { ...VALID, email, message: "D'ailleurs" },
      {
        clientIp: nextIp(),
      },
    );
    expect(other).toEqual({ ok: true });
    expect(await rowsFrom(email)).toHaveLength(6);
  });

  it("does not count invalid forms against the limit", async () => {
    const email = "invalides@exemple.tn";
    const clientIp = nextIp();
    for (let i = 0; i < 10; i++) {
      await sendContactMessage({ ...VALID, email, phone: "" }, { clientIp });
    }
    expect(await sendContactMessage({ ...VALID, email }, { clientIp })).toEqual({ ok: true });
  });
});

describe("checkContactMessage", () => {
  it("reports only the first failing field, whatever else is wrong", () => {
    const result = checkContactMessage({ name: "Sami", email: "abc", phone: "", message: "" });
    expect(result).toEqual({
      ok: false,
      error: { field: "email", message: "Veuillez entrer un email valide" },
    });
  });

  it("accepts usual phone notations", () => {
    for (const phone of ["+216 20 123 456", "71234567", "(71) 234-567", "+33 6 12 34 56 78"]) {
      expect(checkContactMessage({ ...VALID, phone }).ok, phone).toBe(true);
    }
  });
});
