import { type Browser, type BrowserContext, expect, test } from "@playwright/test";
import pg from "pg";
import { linkIn, mailsTo } from "../fixtures/mail";
import { propertyFields, propertyForm } from "../fixtures/properties";
import {
  createTestDatabase,
  runJobByHand,
  sessionContext,
  signUpAndSignIn,
  startServerProcess,
  type TServerProcess,
} from "../fixtures/server-process";
import { hydrated } from "../fixtures/test";

/*
 * Saved-search alerts (issue 15, decision 0023), the whole journey on a server process of its
 * own (PostgreSQL, its own outbox): an alert made from a filtered list, a matching listing
 * published by another account, the alert job run through the admin CLI, the mail's link and
 * its unsubscribe link followed without signing in. Skipped when no PostgreSQL answers at
 * E2E_POSTGRES_URL.
 */

test.describe.configure({ mode: "serial", timeout: 150_000 });

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: TServerProcess | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createTestDatabase("darna_alerts_e2e");
  test.skip(!database, "PostgreSQL ne répond pas");
  server = await startServerProcess({ DATABASE_URL: database?.url as string });
});

test.afterAll(async () => {
  await server?.dispose();
  await database?.drop();
});

const S = () => server as TServerProcess;

/** What `npm run admin -- jobs:run <name>` does: the running server works the job. */
function runJob(name: string) {
  runJobByHand(S(), database?.url as string, name);
}

/** Alert jobs not finished yet (pg-boss's own table). */
async function waitingAlertJobs(): Promise<number> {
  const client = new pg.Client({ connectionString: database?.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pgboss.job where name = 'alerts-instant' and state in ('created', 'retry', 'active')",
    );
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

function signedInContext(browser: Browser, cookie: string): Promise<BrowserContext> {
  return sessionContext(browser, S(), cookie);
}

async function publish(cookie: string, fields: Parameters<typeof propertyFields>[0]) {
  const response = await fetch(`${S().url}/api/proprietes`, {
    method: "POST",
    headers: { cookie, origin: S().url },
    body: propertyForm(propertyFields(fields)),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const SEARCH = "announcementType=location&category=appartement&location=monastir&price=-1500";

test("an alert from a filtered list mails a new matching listing, and its link unsubscribes", async ({
  page,
  browser,
}) => {
  // A visitor is asked to sign in first, and comes back to the same filters.
  await page.goto(`${S().url}/proprietes?${SEARCH}`);
  await page.getByRole("link", { name: "Créer une alerte" }).click();
  await expect(page).toHaveURL(/\/auth\?from=/);
  await expect(page.getByText("Connexion requise")).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).searchParams.get("from") ?? "")).toBe(
    `/mes-alertes/nouvelle/proprietes?${SEARCH}`,
  );

  const owner = await signUpAndSignIn(S(), "alert-owner");
  const seller = await signUpAndSignIn(S(), "alert-seller");
  const context = await signedInContext(browser, owner.cookie);
  const mine = await context.newPage();
  await mine.goto(`${S().url}/proprietes?${SEARCH}`);
  await expect(mine.getByRole("heading", { name: "0 propriété trouvée" })).toBeVisible();
  await mine.getByRole("link", { name: "Créer une alerte" }).click();
  await expect(mine.getByRole("heading", { name: "Créer une alerte" })).toBeVisible();
  const name = mine.getByLabel("Nom de l'alerte");
  await expect(name).toHaveValue("Appartement à louer · Monastir · ≤ 1\u00a0500 TND");
  await mine.getByLabel("Immédiate").check();
  await mine.getByRole("button", { name: "Créer l'alerte" }).click();
  await expect(mine).toHaveURL(`${S().url}/mes-alertes`);
  await expect(mine.getByText("Alerte créée")).toBeVisible();
  const item = mine.getByRole("listitem", {
    name: "Appartement à louer · Monastir · ≤ 1\u00a0500 TND",
  });
  await expect(item.getByText("Immédiate")).toBeVisible();

  // Another account publishes: one listing that matches, one that does not (too dear).
  const title = "Appartement S+1 près du port de Monastir";
  const fields = {
    announcement_type: "location" as const,
    type: "appartement" as const,
    governorate: "monastir",
    price: "1100",
  };
  const id = await publish(seller.cookie, { ...fields, title });
  await publish(seller.cookie, {
    ...fields,
    title: "Appartement trop cher à Monastir",
    price: "2400",
  });

  runJob("alerts-instant");
  await expect
    .poll(
      () => mailsTo(owner.email, S().dataDir).filter((mail) => mail.subject.includes("«")).length,
      {
        timeout: 30_000,
      },
    )
    .toBe(1);
  const mail = mailsTo(owner.email, S().dataDir).find((mail) => mail.subject.includes("«"));
  expect(mail?.subject).toBe(
    "Nouvelle annonce pour « Appartement à louer · Monastir · ≤ 1\u00a0500 TND » - Darna",
  );
  expect(mail?.text).not.toContain("trop cher");

  // Nothing new since: running the job again mails nothing (checked once it has run, below).
  runJob("alerts-instant");
  await expect.poll(async () => waitingAlertJobs(), { timeout: 30_000 }).toBe(0);

  // The mail's link opens the listing.
  await mine.goto(linkIn(mail, `/proprietes/${id}`));
  await expect(mine.getByRole("heading", { name: title })).toBeVisible();

  // The unsubscribe link, opened signed out: one button; a tampered one is refused.
  const unsubscribe = linkIn(mail, "/desabonnement");
  const visitor = await browser.newPage();
  // Its first character changed (a base64url token starts with 'x' once in 64: then 'y').
  const tampered = await visitor.goto(
    unsubscribe.replace(/token=(.)/, (_, first) => `token=${first === "x" ? "y" : "x"}`),
  );
  expect(tampered?.status()).toBe(400);
  await expect(visitor.getByRole("alert")).toHaveText(
    "Ce lien de désabonnement n'est pas valide. Ouvrez Mes alertes pour gérer vos alertes.",
  );
  await visitor.goto(unsubscribe);
  await expect(visitor.getByRole("heading", { name: "Se désabonner de l'alerte" })).toBeVisible();
  await visitor.getByRole("button", { name: "Se désabonner" }).click();
  await expect(visitor.getByRole("heading", { name: "Désabonnement confirmé" })).toBeVisible();

  await mine.goto(`${S().url}/mes-alertes`);
  await expect(mine.getByText("Vous n'avez pas encore d'alerte.")).toBeVisible();
  expect(
    mailsTo(owner.email, S().dataDir).filter((mail) => mail.subject.includes("«")),
  ).toHaveLength(1);
  await context.close();
  await visitor.close();
});

test("my alerts renames, pauses, resumes, refuses an empty name and deletes after a confirmation", async ({
  browser,
}) => {
  const owner = await signUpAndSignIn(S(), "alert-manage");
  const context = await signedInContext(browser, owner.cookie);
  const page = await context.newPage();
  await page.goto(`${S().url}/services?category=Plombier&location=sfax`);
  await page.getByRole("link", { name: "Créer une alerte" }).click();
  await expect(page.getByLabel("Nom de l'alerte")).toHaveValue("Plombier · Sfax");
  await page.getByLabel("Résumé quotidien").check();
  await page.getByRole("button", { name: "Créer l'alerte" }).click();
  const item = page.getByRole("listitem", { name: "Plombier · Sfax" });
  await expect(item.getByText("Résumé quotidien")).toBeVisible();

  await item.getByLabel("Nom de l'alerte").fill("Plombiers de Sfax");
  await item.getByRole("button", { name: "Renommer" }).click();
  await expect(page.getByText("Alerte renommée")).toBeVisible();
  const renamed = page.getByRole("listitem", { name: "Plombiers de Sfax" });
  await renamed.getByRole("button", { name: "Mettre en pause" }).click();
  await expect(renamed.getByText("En pause", { exact: true })).toBeVisible();
  await renamed.getByRole("button", { name: "Reprendre" }).click();
  await expect(renamed.getByText("En pause", { exact: true })).toHaveCount(0);

  // An empty name (the browser's own check bypassed): a French answer, nothing changed.
  await renamed
    .getByLabel("Nom de l'alerte")
    .evaluate((input) => input.removeAttribute("required"));
  await renamed.getByLabel("Nom de l'alerte").fill("   ");
  await renamed.getByRole("button", { name: "Renommer" }).click();
  await expect(renamed.getByRole("alert")).toHaveText("Donnez un nom à l'alerte.");
  await page.goto(`${S().url}/mes-alertes`);
  await expect(page.getByRole("listitem", { name: "Plombiers de Sfax" })).toBeVisible();

  // Deleting asks first; 'Annuler' keeps the alert.
  await hydrated(page, "main form button[type=submit]");
  await page.getByRole("button", { name: "Supprimer « Plombiers de Sfax »" }).click();
  const dialog = page.getByRole("dialog", { name: "Êtes-vous sûr ?" });
  await expect(dialog).toContainText("L'alerte « Plombiers de Sfax » sera supprimée");
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole("button", { name: "Supprimer « Plombiers de Sfax »" }).click();
  await dialog.getByRole("button", { name: "Supprimer", exact: true }).click();
  await expect(page.getByText("Alerte supprimée")).toBeVisible();
  await expect(page.getByText("Vous n'avez pas encore d'alerte.")).toBeVisible();
  await context.close();
});

test("unsubscribing answers 200 with the confirmation, to a mail program's one click and to the page's button", async () => {
  const owner = await signUpAndSignIn(S(), "alert-statuses");
  const seller = await signUpAndSignIn(S(), "alert-statuses-seller");
  const search = "announcementType=vente&category=villa&location=tozeur";
  for (const name of ["Villas à Tozeur (un clic)", "Villas à Tozeur (bouton)"]) {
    const created = await fetch(`${S().url}/mes-alertes/nouvelle/proprietes`, {
      method: "POST",
      headers: { cookie: owner.cookie, origin: S().url },
      body: new URLSearchParams({ name, frequency: "instant", filters: search }),
      redirect: "manual",
    });
    expect(created.status, await created.clone().text()).toBe(302);
  }
  await publish(seller.cookie, {
    announcement_type: "vente",
    type: "villa",
    governorate: "tozeur",
    title: "Villa avec palmeraie à Tozeur",
  });
  runJob("alerts-instant");
  const mailFor = (name: string) =>
    mailsTo(owner.email, S().dataDir).find((mail) => mail.subject.includes(name));
  await expect
    .poll(() => [mailFor("(un clic)"), mailFor("(bouton)")].filter(Boolean).length, {
      timeout: 30_000,
    })
    .toBe(2);

  // A mail program (RFC 8058): a POST to the List-Unsubscribe address, no browser, no cookie.
  const oneClick = await fetch(linkIn(mailFor("(un clic)"), "/desabonnement"), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
    redirect: "manual",
  });
  expect(oneClick.status).toBe(200);
  expect(await oneClick.text()).toContain("Désabonnement confirmé");

  // The page's button posted without JavaScript (the token in the form as well).
  const link = new URL(linkIn(mailFor("(bouton)"), "/desabonnement"));
  const button = await fetch(link, {
    method: "POST",
    headers: { origin: S().url },
    body: new URLSearchParams({ token: link.searchParams.get("token") ?? "" }),
    redirect: "manual",
  });
  expect(button.status).toBe(200);
  expect(button.headers.get("cache-control")).toBe("private, no-store");
  expect(await button.text()).toContain("Désabonnement confirmé");

  // Both alerts are gone: the same link again finds nothing to do, and says so.
  const again = await fetch(link, { method: "POST", body: "List-Unsubscribe=One-Click" });
  expect(again.status).toBe(404);
  const opened = await fetch(link);
  expect(opened.headers.get("cache-control")).toBe("private, no-store");
});
