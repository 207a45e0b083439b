import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expectOneClearLine, startAndFail } from "../fixtures/server-process";
import { expect, test } from "../fixtures/test";

test.describe("start-up failures stop the process with one clear line", () => {
  test.describe.configure({ timeout: 180_000 });
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "darna-startup-"));

  test("a bad environment variable is named", () => {
    const { status, stderr } = startAndFail({ PORT: "abc", DATA_DIR: temporary });
    expect(status).toBe(1);
    expectOneClearLine(stderr, /PORT/);
  });

  test("a DATA_DIR whose parent is missing", () => {
    const { status, stderr } = startAndFail({ DATA_DIR: path.join(temporary, "absent", "data") });
    expect(status).toBe(1);
    expectOneClearLine(stderr, /DATA_DIR: le dossier parent .* n'existe pas/);
  });

  test("a DATA_DIR that is a file", () => {
    const file = path.join(temporary, "fichier");
    fs.writeFileSync(file, "");
    const { status, stderr } = startAndFail({ DATA_DIR: file });
    expect(status).toBe(1);
    expectOneClearLine(stderr, /DATA_DIR: .* n'est pas un dossier/);
  });

  test("an unreachable DATABASE_URL", () => {
    const { status, stderr } = startAndFail({
      DATABASE_URL: "postgres://darna:secret@127.0.0.1:1/darna",
      DATA_DIR: temporary,
    });
    expect(status).toBe(1);
    expectOneClearLine(stderr, /DATABASE_URL/);
    expect(stderr).not.toContain("secret");
  });

  test("a migration that fails", () => {
    const migrations = path.join(temporary, "migrations");
    fs.mkdirSync(path.join(migrations, "meta"), { recursive: true });
    fs.writeFileSync(path.join(migrations, "0000_broken.sql"), "SELEC 1;");
    fs.writeFileSync(
      path.join(migrations, "meta", "_journal.json"),
      JSON.stringify({
        version: "7",
        dialect: "postgresql",
        entries: [{ idx: 0, version: "7", when: 1, tag: "0000_broken", breakpoints: true }],
      }),
    );
    const { status, stderr } = startAndFail({
      DATA_DIR: path.join(temporary, "data-migration"),
      DARNA_MIGRATIONS_DIR: migrations,
    });
    expect(status).toBe(1);
    expectOneClearLine(stderr, /migration/);
  });
});
