import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
  });

  it("derives PUBLIC_URL from PORT and drops a trailing slash", () => {
    expect(parseEnv({ PORT: "4100" }).PUBLIC_URL).toBe("http://localhost:4100");
    expect(parseEnv({ PUBLIC_URL: "https://darna.tn/" }).PUBLIC_URL).toBe("https://darna.tn");
  });

  it("treats empty optional variables as absent", () => {
    expect(parseEnv({ DATABASE_URL: "", SMTP_URL: " " }).DATABASE_URL).toBeUndefined();
  });

  it("runs background jobs unless JOBS=off", () => {
    expect(parseEnv({}).JOBS).toBe(true);
    expect(parseEnv({ JOBS: "on" }).JOBS).toBe(true);
    expect(parseEnv({ JOBS: "off" }).JOBS).toBe(false);
  });

  it("turns demo data off only with SEED_DEMO=false", () => {
    expect(parseEnv({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    expect(parseEnv({ SEED_DEMO: "true" }).SEED_DEMO).toBe(true);
  });

  it("takes OpenStreetMap's tiles by default, other tiles with their attribution, or none", () => {
    const defaults = parseEnv({});
    expect(defaults.MAP_TILES_URL).toBe("https://tile.openstreetmap.org/{z}/{x}/{y}.png");
    expect(defaults.MAP_TILES_ATTRIBUTION).toBe("© les contributeurs d'OpenStreetMap");
    const own = parseEnv({
      MAP_TILES_URL: " https://{s}.tuiles.exemple.tn/{z}/{x}/{y}.png ",
      MAP_TILES_ATTRIBUTION: "© Tuiles Exemple",
    });
    expect(own.MAP_TILES_URL).toBe("https://{s}.tuiles.exemple.tn/{z}/{x}/{y}.png");
    expect(own.MAP_TILES_ATTRIBUTION).toBe("© Tuiles Exemple");
    // 'none' or empty: markers on a plain background.
    expect(parseEnv({ MAP_TILES_URL: "none" }).MAP_TILES_URL).toBeUndefined();
    expect(parseEnv({ MAP_TILES_URL: "" }).MAP_TILES_URL).toBeUndefined();
  });

  it("opens /metrics only with a METRICS_TOKEN, read without surrounding spaces", () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: "" }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: " 0123456789abcdef0123 " }).METRICS_TOKEN).toBe(
      "0123456789abcdef0123",
    );
  });

  it.each([
    [{ MAP_TILES_URL: "https://tile.exemple.tn/tuiles.png" }, "MAP_TILES_URL"],
    [{ MAP_TILES_URL: "ftp://tile.exemple.tn/{z}/{x}/{y}.png" }, "MAP_TILES_URL"],
    [{ MAP_TILES_URL: "aucune" }, "MAP_TILES_URL"],
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "darna" }, "PUBLIC_URL"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ AUTH_SECRET: "court" }, "AUTH_SECRET"],
    [{ SEED_DEMO: "peut-être" }, "SEED_DEMO"],
    [{ JOBS: "non" }, "JOBS"],
    [{ WEB_CONCURRENCY: "0" }, "WEB_CONCURRENCY"],
    [{ WEB_CONCURRENCY: "deux" }, "WEB_CONCURRENCY"],
    [{ WEB_CONCURRENCY: "1.5" }, "WEB_CONCURRENCY"],
    [{ METRICS_TOKEN: "court" }, "METRICS_TOKEN"],
    [{ METRICS_TOKEN: "un jeton avec des espaces" }, "METRICS_TOKEN"],
    [{ SENTRY_DSN: "sentry.io/123" }, "SENTRY_DSN"],
    [{ SENTRY_DSN: "https://o1.ingest.sentry.io/123" }, "SENTRY_DSN"],
    [{ SENTRY_DSN: "ftp://cle@o1.ingest.sentry.io/123" }, "SENTRY_DSN"],
    [{ SENTRY_RELEASE: "darna 1.0" }, "SENTRY_RELEASE"],
  ])("names the bad variable in one line: %o", (source, variable) => {
    let error: unknown;
    try {
      parseEnv(source);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain(variable);
    expect(message).not.toContain("\n");
  });

  it("turns error tracking on only with a DSN", () => {
    expect(parseEnv({}).SENTRY_DSN).toBeUndefined();
    expect(parseEnv({ SENTRY_DSN: " " }).SENTRY_DSN).toBeUndefined();
    expect(parseEnv({ SENTRY_DSN: "https://cle@o1.ingest.sentry.io/123" }).SENTRY_DSN).toBe(
      "https://cle@o1.ingest.sentry.io/123",
    );
  });

  it("runs one process by default, several only on PostgreSQL", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(1);
    expect(
      parseEnv({ WEB_CONCURRENCY: "4", DATABASE_URL: "postgres://localhost/darna" })
        .WEB_CONCURRENCY,
    ).toBe(4);
    expect(() => parseEnv({ WEB_CONCURRENCY: "2" })).toThrow(
      "Configuration invalide: WEB_CONCURRENCY — 2 processus demandent PostgreSQL : la base intégrée (PGlite) ne s'ouvre que dans un seul processus. Définissez DATABASE_URL, ou WEB_CONCURRENCY=1",
    );
  });
});
