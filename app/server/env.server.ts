import { z } from "zod";

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

export const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "PORT doit être un nombre entre 1 et 65535" })
      .int()
      .min(1, "PORT doit être un nombre entre 1 et 65535")
      .max(65535, "PORT doit être un nombre entre 1 et 65535")
      .default(3000),
    PUBLIC_URL: optionalText.pipe(
      z.url({ error: "PUBLIC_URL doit être une URL absolue (ex. https://darna.tn)" }).optional(),
    ),
    DATA_DIR: z.string().trim().min(1, "DATA_DIR ne peut pas être vide").default("./data"),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, {
          error: "DATABASE_URL doit commencer par postgres:// (ou être absente pour PGlite)",
        })
        .optional(),
    ),
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\/.+/, { error: "SMTP_URL doit commencer par smtp:// ou smtps://" })
        .optional(),
    ),
    MAIL_FROM: z.string().trim().default("Darna <no-reply@darna.tn>"),
    AUTH_SECRET: optionalText.pipe(
      z.string().min(32, "AUTH_SECRET doit contenir au moins 32 caractères").optional(),
    ),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    FACEBOOK_CLIENT_ID: optionalText,
    FACEBOOK_CLIENT_SECRET: optionalText,
    S3_BUCKET: optionalText,
    S3_ENDPOINT: optionalText,
    S3_REGION: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0", ""], {
        error: "S3_FORCE_PATH_STYLE doit valoir true ou false",
      })
      .default("false")
      .transform((value) => value === "true" || value === "1"),
    S3_PUBLIC_URL: optionalText.pipe(
      z
        .url({ error: "S3_PUBLIC_URL doit être une URL absolue (ex. https://cdn.darna.tn)" })
        .optional(),
    ),
    TRUST_PROXY: z
      .string()
      .trim()
      .default("0")
      .pipe(
        z
          .string()
          .regex(/^\d{1,2}$/, {
            error: "TRUST_PROXY doit être le nombre de proxys de confiance devant Darna (0 à 99)",
          })
          .transform(Number),
      ),
    WEB_CONCURRENCY: z
      .string()
      .trim()
      .default("1")
      .pipe(
        z
          .string()
          .regex(/^[1-9]\d{0,2}$/, {
            error: "WEB_CONCURRENCY doit être un nombre entier de processus, 1 ou plus",
          })
          .transform(Number),
      ),
    JOBS: z
      .enum(["on", "off", ""], { error: "JOBS doit valoir on ou off" })
      .default("on")
      .transform((value) => value !== "off"),
    SEED_DEMO: z
      .enum(["true", "false", "1", "0", ""], {
        error: "SEED_DEMO doit valoir true ou false",
      })
      .default("true")
      .transform((value) => value !== "false" && value !== "0"),
    // Map tiles (issue 23, docs/deploy.md): OpenStreetMap's standard tiles by default, fine for a
    // small site under their usage policy; 'none' shows markers on a plain background.
    MAP_TILES_URL: z
      .string()
      .trim()
      .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png")
      .pipe(
        z
          .string()
          .refine(
            (value) =>
              value === "" ||
              value === "none" ||
              (/^https?:\/\/[^\s]+$/.test(value) &&
                value.includes("{z}") &&
                value.includes("{x}") &&
                value.includes("{y}")),
            {
              error:
                "MAP_TILES_URL doit être une URL de tuiles avec {z}, {x} et {y} (ex. https://tile.openstreetmap.org/{z}/{x}/{y}.png), ou none",
            },
          ),
      )
      .transform((value) => (value === "" || value === "none" ? undefined : value)),
    MAP_TILES_ATTRIBUTION: z.string().trim().default("© les contributeurs d'OpenStreetMap"),
    // A bearer token sent as a header: printable characters without spaces (decision 0036).
    METRICS_TOKEN: optionalText.pipe(
      z
        .string()
        .regex(/^[\x21-\x7e]{16,}$/, {
          error:
            "METRICS_TOKEN doit contenir au moins 16 caractères, sans espace ni accent (ex. la sortie de openssl rand -hex 32)",
        })
        .optional(),
    ),
    // Error tracking (issue 26, decision 0037): nothing is sent anywhere without a DSN.
    SENTRY_DSN: optionalText.pipe(
      z
        .url({
          error:
            "SENTRY_DSN doit être l'adresse DSN du projet (ex. https://clé@o1.ingest.sentry.io/123)",
        })
        .refine(
          (value) => {
            // Zod runs this check after a failed z.url() too.
            if (!URL.canParse(value)) return false;
            const url = new URL(value);
            return (
              /^https?:$/.test(url.protocol) &&
              url.username !== "" &&
              /\/\d+\/?$/.test(url.pathname)
            );
          },
          {
            error:
              "SENTRY_DSN doit être l'adresse DSN du projet (ex. https://clé@o1.ingest.sentry.io/123)",
          },
        )
        .optional(),
    ),
    SENTRY_RELEASE: optionalText.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9._@+-]{1,200}$/, {
          error: "SENTRY_RELEASE doit être un nom de version sans espace (ex. darna@1.4.0)",
        })
        .optional(),
    ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
  })
  .superRefine((env, context) => {
    if (env.WEB_CONCURRENCY > 1 && !env.DATABASE_URL) {
      context.addIssue({
        code: "custom",
        path: ["WEB_CONCURRENCY"],
        message: `${env.WEB_CONCURRENCY} processus demandent PostgreSQL : la base intégrée (PGlite) ne s'ouvre que dans un seul processus. Définissez DATABASE_URL, ou WEB_CONCURRENCY=1`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    S3_PUBLIC_URL: env.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  }));

export type TEnv = z.infer<typeof ZEnv>;

export class EnvError extends Error {}

/** Parses the environment; the error message names every bad variable on one line each. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): TEnv {
  const result = ZEnv.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `Configuration invalide: ${issue.path.join(".")} — ${issue.message}`,
  );
  throw new EnvError(lines.join(" ; "));
}

let cached: TEnv | undefined;

export function env(): TEnv {
  cached ??= parseEnv();
  return cached;
}
