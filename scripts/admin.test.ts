import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DatabaseSetupError,
  getDb,
  openPglite,
  type TDatabase,
} from "../app/server/db/client.server";
import { profiles, user } from "../app/server/db/schema";
import { EnvError } from "../app/server/env.server";
import { createS3Storage, StorageSetupError } from "../app/server/storage/s3-storage.server";
import { startS3Server, type TS3Server } from "../tests/fixtures/s3";
import { ADMIN_USAGE, runAdminCommand, type TAdminDatabase } from "./admin";

const root = fileURLToPath(new URL("..", import.meta.url));

/** The test database, handed over the way the CLI hands over its own; counts the closes. */
function testDatabase(db: TDatabase) {
  const opened = { count: 0, closed: 0 };
  return {
    opened,
    openDatabase: async (): Promise<TAdminDatabase> => {
      opened.count++;
      return {
        db,
        close: async () => {
          opened.closed++;
        },
      };
    },
  };
}

async function roleOf(email: string) {
  const db = await getDb();
  const [row] = await db
    .select({ role: profiles.role })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(eq(user.email, email));
  return row?.role;
}

describe("runAdminCommand", () => {
  beforeAll(async () => {
    const db = await getDb();
    await db
      .insert(user)
      .values({ id: "cli-amira", name: "Amira Ben Salah", email: "amira@exemple.tn" });
    await db.insert(profiles).values({ id: "cli-amira", email: "amira@exemple.tn" });
  });

  it("promotes, says so in French, and closes the database", async () => {
    const database = testDatabase(await getDb());
    expect(await runAdminCommand(["promote", "amira@exemple.tn"], database)).toEqual({
      exitCode: 0,
      message: "amira@exemple.tn est maintenant administrateur.",
    });
    expect(await roleOf("amira@exemple.tn")).toBe("admin");
    expect(database.opened).toEqual({ count: 1, closed: 1 });
  });

  it("says when the account already has the role", async () => {
    const database = testDatabase(await getDb());
    expect(await runAdminCommand(["promote", "AMIRA@exemple.tn"], database)).toEqual({
      exitCode: 0,
      message: "amira@exemple.tn est déjà administrateur.",
    });
  });

  it("demotes", async () => {
    const database = testDatabase(await getDb());
    expect(await runAdminCommand(["demote", "amira@exemple.tn"], database)).toEqual({
      exitCode: 0,
      message: "amira@exemple.tn est maintenant utilisateur.",
    });
    expect(await roleOf("amira@exemple.tn")).toBe("user");
    expect(database.opened.closed).toBe(1);
  });

  it("answers an unknown address with exit code 1 and still closes the database", async () => {
    const database = testDatabase(await getDb());
    expect(await runAdminCommand(["promote", "personne@exemple.tn"], database)).toEqual({
      exitCode: 1,
      message: "Aucun compte ne correspond à l'adresse personne@exemple.tn.",
    });
    expect(database.opened).toEqual({ count: 1, closed: 1 });
  });

  it("answers a malformed address with exit code 2", async () => {
    const database = testDatabase(await getDb());
    const result = await runAdminCommand(["promote", "amira-at-exemple.tn"], database);
    expect(result.exitCode).toBe(2);
    expect(result.message).toContain(
      "« amira-at-exemple.tn » n'est pas une adresse e-mail valide.",
    );
    expect(await roleOf("amira@exemple.tn")).toBe("user");
  });

  it.each([
    { argv: [], exitCode: 2, start: "Usage" },
    { argv: ["frob", "amira@exemple.tn"], exitCode: 2, start: "Commande inconnue : frob" },
    { argv: ["promote"], exitCode: 2, start: "La commande promote attend une seule adresse" },
    {
      argv: ["demote", "a@exemple.tn", "b@exemple.tn"],
      exitCode: 2,
      start: "La commande demote attend une seule adresse",
    },
    { argv: ["--help"], exitCode: 0, start: "Usage" },
    { argv: ["jobs:run"], exitCode: 2, start: "La commande jobs:run attend le nom d'une tâche" },
    {
      argv: ["jobs:run", "inconnue"],
      exitCode: 2,
      start: "La commande jobs:run attend le nom d'une tâche",
    },
    // Mail jobs carry their message: one cannot be made by hand.
    { argv: ["jobs:run", "mail"], exitCode: 2, start: "La commande jobs:run attend le nom" },
    // Object.prototype keys must not pass for commands.
    { argv: ["constructor", "amira@exemple.tn"], exitCode: 2, start: "Commande inconnue" },
  ])(
    "prints the usage for $argv without opening the database",
    async ({ argv, exitCode, start }) => {
      const database = testDatabase(await getDb());
      const result = await runAdminCommand(argv, database);
      expect(result.exitCode).toBe(exitCode);
      expect(result.message.startsWith(start)).toBe(true);
      expect(result.message).toContain(ADMIN_USAGE);
      expect(database.opened.count).toBe(0);
    },
  );

  it("prints the one-line reason when the database cannot be opened", async () => {
    const message = "La base embarquée ./data/db est déjà ouverte par le processus 42.";
    for (const error of [new DatabaseSetupError(message), new EnvError(message)]) {
      const result = await runAdminCommand(["promote", "amira@exemple.tn"], {
        openDatabase: () => Promise.reject(error),
      });
      expect(result).toEqual({ exitCode: 1, message });
    }
  });

  it("lets an unexpected failure through instead of disguising it", async () => {
    await expect(
      runAdminCommand(["promote", "amira@exemple.tn"], {
        openDatabase: () => Promise.reject(new TypeError("bug")),
      }),
    ).rejects.toThrow("bug");
  });
});

type TRun = { code: number; stdout: string; stderr: string };

function runCli(args: string[], dataDir: string): Promise<TRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", ...args],
      {
        cwd: root,
        // The embedded database of this folder, whatever the test run points at.
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        timeout: 90_000,
      },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe("npm run admin (the process)", () => {
  const slow = { timeout: 120_000 };
  let dataDir: string;

  beforeAll(() => {
    dataDir = path.join(process.env.DATA_DIR as string, "cli-data");
    fs.mkdirSync(dataDir, { recursive: true });
  });

  it("creates and migrates its database, then reports an unknown address", slow, async () => {
    const run = await runCli(["promote", "nour@exemple.tn"], dataDir);
    expect(run).toMatchObject({
      code: 1,
      stderr: "Aucun compte ne correspond à l'adresse nour@exemple.tn.\n",
    });
    expect(fs.existsSync(path.join(dataDir, "db", "darna.lock"))).toBe(false);
  });

  it("refuses a database another process holds, naming that process", slow, async () => {
    const handle = await openPglite(path.join(dataDir, "db"));
    try {
      await handle.db
        .insert(user)
        .values({ id: "nour", name: "Nour Hammami", email: "nour@exemple.tn" });
      await handle.db.insert(profiles).values({ id: "nour", email: "nour@exemple.tn" });
      const run = await runCli(["promote", "nour@exemple.tn"], dataDir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain(`est déjà ouverte par le processus ${process.pid}`);
    } finally {
      await handle.close();
    }
  });

  it("promotes once the database is free, and the change lasts", slow, async () => {
    const first = await runCli(["promote", "nour@exemple.tn"], dataDir);
    expect(first).toMatchObject({
      code: 0,
      stdout: "nour@exemple.tn est maintenant administrateur.\n",
    });
    const second = await runCli(["promote", "nour@exemple.tn"], dataDir);
    expect(second).toMatchObject({ code: 0, stdout: "nour@exemple.tn est déjà administrateur.\n" });
  });

  it("exits with code 2 and the usage on stderr for a missing command", slow, async () => {
    const run = await runCli([], dataDir);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`${ADMIN_USAGE}\n`);
  });
});

describe("npm run admin -- storage:migrate", () => {
  let s3: TS3Server;
  let source: string;
  const noDatabase = {
    openDatabase: async (): Promise<TAdminDatabase> => {
      throw new Error("storage:migrate n'ouvre pas la base");
    },
  };

  beforeAll(async () => {
    s3 = await startS3Server();
    source = path.join(process.env.DATA_DIR as string, "migrate", "uploads");
    const write = (key: string, content: string) => {
      fs.mkdirSync(path.dirname(path.join(source, key)), { recursive: true });
      fs.writeFileSync(path.join(source, key), content);
    };
    write("property_images/u1/a.webp", "photo a");
    write("property_images/u1/a.thumb.webp", "vignette a");
    write("avatars/u2/b.webp", "avatar b");
    // Left behind by a write cut short: never a key.
    write("avatars/u2/c.webp.123.tmp", "moitié");
  });

  afterAll(async () => {
    await s3?.close();
  });

  const migrate = (storage = createS3Storage(s3.config)) =>
    runAdminCommand(["storage:migrate"], {
      ...noDatabase,
      openBucket: async () => storage,
      uploadsDir: () => source,
    });

  it("copies local files under the same keys, resumes, then copies nothing", async () => {
    const bucket = createS3Storage(s3.config);
    // An earlier run stopped after one file.
    await bucket.put("property_images/u1/a.webp", Buffer.from("photo a"), "image/webp");

    expect(await migrate()).toEqual({
      exitCode: 0,
      message: `Fichiers de ${source} vers le seau « darna-test » : 2 copiés, 1 déjà présent, 0 en échec.`,
    });
    const avatar = await bucket.open("avatars/u2/b.webp", { method: "GET" });
    expect(avatar?.headers.get("content-type")).toBe("image/webp");
    expect(await new Response(avatar?.body).text()).toBe("avatar b");
    expect(await bucket.exists("avatars/u2/c.webp.123.tmp")).toBe(false);

    expect((await migrate()).message).toBe(
      `Fichiers de ${source} vers le seau « darna-test » : 0 copié, 3 déjà présents, 0 en échec.`,
    );
  });

  it("copies again an object whose size differs (a copy cut short)", async () => {
    const bucket = createS3Storage(s3.config);
    await bucket.put("avatars/u2/b.webp", Buffer.from("avat"), "image/webp");
    expect((await migrate()).message).toContain(": 1 copié, 2 déjà présents, 0 en échec.");
    expect(await bucket.size("avatars/u2/b.webp")).toBe("avatar b".length);
  });

  it("counts the files the bucket refused and says to run it again", async () => {
    const down = createS3Storage({ ...s3.config, endpoint: "http://127.0.0.1:9" });
    const result = await migrate(down);
    expect(result.exitCode).toBe(1);
    expect(result.message).toContain(": 0 copié, 0 déjà présent, 3 en échec.");
    expect(result.message).toContain("Relancez la commande");
  });

  it("stops with one line when the bucket is missing or unusable", async () => {
    expect(
      await runAdminCommand(["storage:migrate"], {
        ...noDatabase,
        openBucket: async () => null,
        uploadsDir: () => source,
      }),
    ).toMatchObject({ exitCode: 1, message: expect.stringMatching(/^S3_BUCKET n'est pas défini/) });

    const wrong = createS3Storage({ ...s3.config, bucket: "inconnu" });
    const refused = await runAdminCommand(["storage:migrate"], {
      ...noDatabase,
      openBucket: async () => {
        await wrong.check();
        return wrong;
      },
      uploadsDir: () => source,
    });
    expect(refused.exitCode).toBe(1);
    expect(refused.message).toBe(
      `le seau « inconnu » n'existe pas sur ${s3.endpoint}. Créez-le ou corrigez S3_BUCKET.`,
    );
    expect(new StorageSetupError("x")).toBeInstanceOf(EnvError);
  });

  it("takes no argument", async () => {
    const result = await runAdminCommand(["storage:migrate", "oui"], noDatabase);
    expect(result.exitCode).toBe(2);
  });

  it("runs as a program with the S3_* variables", { timeout: 120_000 }, async () => {
    const dataDir = path.dirname(source);
    const run = await new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/admin.ts", "storage:migrate"],
        { cwd: root, env: { ...process.env, ...s3.env, DATA_DIR: dataDir }, timeout: 90_000 },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === "number" ? error.code : -1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
    expect(run).toEqual({
      code: 0,
      stdout: `Fichiers de ${source} vers le seau « darna-test » : 0 copié, 3 déjà présents, 0 en échec.\n`,
      stderr: "",
    });
  });
});
