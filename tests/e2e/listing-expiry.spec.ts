import { expect, test } from "@playwright/test";
import pg from "pg";
import { linkIn, mailsTo } from "../fixtures/mail";
import { headerHeight, PHONE } from "../fixtures/page-header";
import {
  createTestDatabase,
  runJobByHand,
  signUpAndSignIn,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";

/*
 * Expiry and renewal (issue 14, decision 0019), the whole journey on a server process of its own
 * (PostgreSQL, its own DATA_DIR and outbox): dates are set in the database, the reminder job is
 * run through the admin CLI, the mail's link is followed without signing in, and the listing is
 * back in the list. Skipped when no PostgreSQL answers at E2E_POSTGRES_URL.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: TServerProcess | undefined;
let pool: pg.Pool | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createTestDatabase("darna_expiry_e2e");
  test.skip(!database, "PostgreSQL ne répond pas");
  server = await startServerProcess({ DATABASE_URL: database?.url as string });
  pool = new pg.Pool({ connectionString: database?.url, max: 1 });
});

test.afterAll(async () => {
  await pool?.end();
  await server?.dispose();
  await database?.drop();
});

const S = () => server as TServerProcess;

async function insertProperty(ownerId: string, title: string, expiresIn: string) {
  const { rows } = await (pool as pg.Pool).query<{ id: string }>(
    `insert into properties (user_id, title, description, type, announcement_type, price, surface,
       rooms, address, governorate, location, whatsapp, expires_at)
     values ($1, $2, 'Vue sur la mer, proche du centre.', 'appartement', 'location', 1200, 95, 2,
       'Rue Ibn Khaldoun', 'bizerte', 'bizerte', '21698123456', now() + $3::interval)
     returning id`,
    [ownerId, title, expiresIn],
  );
  return rows[0]?.id as string;
}

/** What `npm run admin -- jobs:run <name>` does: the running server works the job. */
function runJob(name: string) {
  runJobByHand(S(), database?.url as string, name);
}

test("the reminder's link renews an expired listing without signing in, once", async ({
  page,
  request,
}) => {
  const owner = await signUpAndSignIn(S(), "expiry-owner");
  const title = "Appartement vue mer à Bizerte";
  // Expires in a few seconds: mailed while still online, expired by the time the link is used.
  const id = await insertProperty(owner.userId, title, "12 seconds");

  runJob("expiry-reminders");
  await expect
    .poll(
      () =>
        mailsTo(owner.email, S().dataDir).filter((mail) => mail.subject.includes("expire")).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  const mail = mailsTo(owner.email, S().dataDir).find((mail) => mail.subject.includes("expire"));
  expect(mail?.subject).toBe("Votre annonce expire bientôt - Darna");
  const link = linkIn(mail, `/proprietes/${id}/renouveler`);

  // Expired: its page answers 410 with the French page, and the list no longer shows it.
  await expect
    .poll(async () => (await request.get(`${S().url}/proprietes/${id}`)).status(), {
      timeout: 30_000,
    })
    .toBe(410);
  await page.goto(`${S().url}/proprietes/${id}`);
  await expect(page.getByRole("heading", { name: "Cette annonce a expiré" })).toBeVisible();
  await expect
    .poll(async () => (await request.get(`${S().url}/proprietes?location=bizerte`)).text(), {
      timeout: 20_000,
    })
    .not.toContain(title);

  // The link, opened by a visitor (no session): one button, and nothing changes until pressed.
  // Opened from the mail on a phone: the title and its sentence take at most a fifth of the screen.
  await page.setViewportSize(PHONE);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Renouveler votre annonce" })).toBeVisible();
  await expect(page.getByText(`« ${title} » a expiré le`)).toBeVisible();
  expect(await headerHeight(page)).toBeLessThanOrEqual(PHONE.height / 5);
  expect((await request.get(`${S().url}/proprietes/${id}`)).status()).toBe(410);
  await page.getByRole("button", { name: "Renouveler l'annonce" }).click();
  await expect(page.getByRole("heading", { name: "Annonce renouvelée" })).toBeVisible();
  await expect(page.getByText(`« ${title} » est en ligne jusqu'au`)).toBeVisible();

  await page.getByRole("link", { name: "Voir l'annonce" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await page.goto(`${S().url}/proprietes?location=bizerte`);
  await expect(page.getByText(title)).toBeVisible();

  // The same link again: it has served, the page says so and nothing changes.
  const { rows } = await (pool as pg.Pool).query<{ expires_at: Date }>(
    "select expires_at from properties where id = $1",
    [id],
  );
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Ce lien a déjà servi");
  const again = await (pool as pg.Pool).query<{ expires_at: Date }>(
    "select expires_at from properties where id = $1",
    [id],
  );
  expect(again.rows[0]?.expires_at).toEqual(rows[0]?.expires_at);
});

test("my listings shows 'Expirée' and renews it with 'Renouveler'", async ({ page }) => {
  const owner = await signUpAndSignIn(S(), "expiry-mine");
  const title = "Studio expiré à Bizerte";
  const id = await insertProperty(owner.userId, title, "-2 days");
  const host = new URL(S().url).hostname;
  await page.context().addCookies(
    owner.cookie.split("; ").map((pair) => {
      const [name, ...value] = pair.split("=");
      return { name: name as string, value: value.join("="), domain: host, path: "/" };
    }),
  );
  await page.goto(`${S().url}/mes-annonces?vue=liste`);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Expirée", { exact: true })).toBeVisible();
  await row.getByRole("button", { name: `Renouveler « ${title} »` }).click();
  await expect(page.getByText("Annonce renouvelée pour 90 jours")).toBeVisible();
  await expect(row.getByText("Expirée", { exact: true })).toHaveCount(0);
  const { rows } = await (pool as pg.Pool).query<{ online: boolean }>(
    "select expires_at > now() + interval '89 days' as online from properties where id = $1",
    [id],
  );
  expect(rows[0]?.online).toBe(true);
});

test("the renewal button answers 200 with the confirmation, its page is private", async () => {
  const owner = await signUpAndSignIn(S(), "expiry-statuses");
  const title = "Studio meublé près de la plage de Bizerte";
  const id = await insertProperty(owner.userId, title, "3 days");
  runJob("expiry-reminders");
  const reminder = () =>
    mailsTo(owner.email, S().dataDir).find((mail) => mail.subject.includes("expire"));
  await expect.poll(() => reminder() !== undefined, { timeout: 30_000 }).toBe(true);
  const link = new URL(linkIn(reminder(), `/proprietes/${id}/renouveler`));

  const opened = await fetch(link);
  expect(opened.status).toBe(200);

  // The page's button posted without JavaScript (a browser's plain form post).
  const renewed = await fetch(link, {
    method: "POST",
    headers: { origin: S().url },
    body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
    redirect: "manual",
  });
  expect(renewed.status).toBe(200);
  const page = await renewed.text();
  expect(page).toContain("Annonce renouvelée");
  expect(page).toContain(title);
  // The owner's listing and single-use link: no shared cache keeps either page.
  expect(opened.headers.get("cache-control")).toBe("private, no-store");
  expect(renewed.headers.get("cache-control")).toBe("private, no-store");

  // Spent: the same post again is refused with its status.
  const again = await fetch(link, {
    method: "POST",
    headers: { origin: S().url },
    body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
  });
  expect(again.status).toBe(409);
});
