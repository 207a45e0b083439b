import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  CONTROL_CHARACTERS_MESSAGE,
  stripControlCharacters,
  withoutBidiControls,
  withoutControlCharacters,
} from "./text";

describe("control characters (issue 21)", () => {
  it("finds NUL, C0 controls, ESC and DEL, and lets tab and line breaks through", () => {
    for (const character of [
      "\u0000",
      "\u0001",
      "\u0008",
      "\u000b",
      "\u000c",
      "\u001b",
      "\u007f",
    ]) {
      expect(withoutControlCharacters(`a${character}b`), JSON.stringify(character)).toBe(false);
    }
    expect(withoutControlCharacters("Ligne 1\r\nLigne 2\tfin, « é » 🏠")).toBe(true);
  });

  it("strips them all, and only them", () => {
    expect(stripControlCharacters("\u0000vi\u001bl\u007fla\u0001\n")).toBe("villa\n");
  });

  it("gives a French message as a Zod refinement", () => {
    const schema = z
      .string()
      .refine(withoutControlCharacters, { error: CONTROL_CHARACTERS_MESSAGE })
      .trim();
    const result = schema.safeParse("Nom\u0000");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      "Ce champ contient des caractères non autorisés.",
    );
  });
});

describe("withoutBidiControls", () => {
  it("takes out overrides, embeddings and isolates, and keeps the marks and the words", () => {
    expect(
      withoutBidiControls(
        "\u202aa\u202bb\u202cc\u202dd\u202ee\u2066f\u2067g\u2068h\u2069 \u200e\u200f",
      ),
    ).toBe("abcdefgh \u200e\u200f");
  });
});
