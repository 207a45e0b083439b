import { escapeHtml } from "~/lib/escape-html";
import type { TMail } from "./mail.server";

function layout(title: string, paragraphs: string[], action: { label: string; url: string }) {
  const body = paragraphs.map((text) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`);
  return `<!doctype html><html lang="fr"><body style="margin:0;background:#f6f4ef;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:bold;color:#1d5fa8;margin:0 0 24px">Darna</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
${body.join("\n")}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#1d5fa8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#6b7280;margin:0">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(action.url)}</p>
</div></body></html>`;
}

function greeting(firstName: string | null | undefined) {
  return firstName ? `Bonjour ${firstName},` : "Bonjour,";
}

export function confirmationMail(to: string, firstName: string | null, url: string): TMail {
  const lines = [
    greeting(firstName),
    "Merci de vous être inscrit sur Darna, la place de marché immobilière de la Tunisie.",
    "Pour activer votre compte, confirmez votre adresse email. Ce lien est valable 24 heures et ne peut être utilisé qu'une seule fois.",
    "Si vous n'êtes pas à l'origine de cette inscription, ignorez simplement ce message.",
  ];
  return {
    to,
    subject: "Confirmez votre adresse email - Darna",
    text: `${lines.join("\n\n")}\n\nConfirmer mon email : ${url}\n\nL'équipe Darna`,
    html: layout("Confirmez votre adresse email", lines, { label: "Confirmer mon email", url }),
  };
}

export function resetPasswordMail(to: string, firstName: string | null, url: string): TMail {
  const lines = [
    greeting(firstName),
    "Vous avez demandé à réinitialiser le mot de passe de votre compte Darna.",
    "Choisissez un nouveau mot de passe avec le lien ci-dessous. Il est valable 1 heure et ne peut être utilisé qu'une seule fois.",
    "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.",
  ];
  return {
    to,
    subject: "Réinitialisation de votre mot de passe - Darna",
    text: `${lines.join("\n\n")}\n\nRéinitialiser mon mot de passe : ${url}\n\nL'équipe Darna`,
    html: layout("Réinitialisez votre mot de passe", lines, {
      label: "Réinitialiser mon mot de passe",
      url,
    }),
  };
}

export function existingAccountMail(to: string, firstName: string | null, url: string): TMail {
  const lines = [
    greeting(firstName),
    "Quelqu'un a essayé de créer un compte Darna avec votre adresse email, qui possède déjà un compte.",
    "Si c'était vous, connectez-vous simplement. Mot de passe oublié ? Vous pouvez le réinitialiser depuis la page de connexion.",
  ];
  return {
    to,
    subject: "Vous avez déjà un compte Darna",
    text: `${lines.join("\n\n")}\n\nSe connecter : ${url}\n\nL'équipe Darna`,
    html: layout("Vous avez déjà un compte", lines, { label: "Se connecter", url }),
  };
}

/**
 * A listing hidden or restored by moderation (decision 0015): what happened, why, and the link to
 * the listing (its owner still opens it while hidden and reads the reason there).
 */
export function moderationMail(
  to: string,
  firstName: string | null,
  notice: { hidden: boolean; sentence: string; url: string },
): TMail {
  const lines = [
    greeting(firstName),
    notice.sentence,
    notice.hidden
      ? "Elle n'apparaît plus dans les listes ni dans la recherche. Si vous pensez qu'il s'agit d'une erreur, corrigez l'annonce ou répondez-nous via la page Contact."
      : "Elle apparaît de nouveau dans les listes et dans la recherche.",
  ];
  const title = notice.hidden ? "Votre annonce a été masquée" : "Votre annonce a été rétablie";
  return {
    to,
    subject: `${title} - Darna`,
    text: `${lines.join("\n\n")}\n\nVoir l'annonce : ${notice.url}\n\nL'équipe Darna`,
    html: layout(title, lines, { label: "Voir l'annonce", url: notice.url }),
  };
}

/**
 * An account suspended or reactivated by an administrator (decision 0039): the reason they gave,
 * and where to answer (the contact page works without signing in).
 */
export function accountSuspensionMail(
  to: string,
  firstName: string | null,
  notice: { suspended: boolean; reason: string; contactUrl: string; signInUrl: string },
): TMail {
  const lines = notice.suspended
    ? [
        greeting(firstName),
        "Votre compte Darna a été suspendu par l'équipe de modération.",
        `Motif : ${notice.reason}`,
        "Vous ne pouvez plus vous connecter et vos annonces n'apparaissent plus sur le site. Si vous pensez qu'il s'agit d'une erreur, répondez-nous via la page Contact.",
      ]
    : [
        greeting(firstName),
        "Votre compte Darna a été réactivé.",
        `Motif : ${notice.reason}`,
        "Vous pouvez de nouveau vous connecter, et vos annonces apparaissent de nouveau sur le site.",
      ];
  const title = notice.suspended ? "Votre compte a été suspendu" : "Votre compte a été réactivé";
  const action = notice.suspended
    ? { label: "Nous contacter", url: notice.contactUrl }
    : { label: "Se connecter", url: notice.signInUrl };
  return {
    to,
    subject: `${title} - Darna`,
    text: `${lines.join("\n\n")}\n\n${action.label} : ${action.url}\n\nL'équipe Darna`,
    html: layout(title, lines, action),
  };
}

/**
 * A property about to expire (decision 0019): when, and the one-click renewal link, which works
 * without signing in.
 */
export function expiryReminderMail(
  to: string,
  firstName: string | null,
  reminder: { title: string; expiresOn: string; url: string },
): TMail {
  const lines = [
    greeting(firstName),
    `Votre annonce « ${reminder.title} » expire le ${reminder.expiresOn}. Elle n'apparaîtra alors plus dans les listes ni dans la recherche.`,
    "Le bien est toujours disponible ? Renouvelez l'annonce pour 90 jours en un clic, sans vous connecter. Ce lien ne sert qu'une fois.",
    "S'il est vendu ou loué, vous n'avez rien à faire : l'annonce expirera d'elle-même.",
  ];
  return {
    to,
    subject: "Votre annonce expire bientôt - Darna",
    text: `${lines.join("\n\n")}\n\nRenouveler : ${reminder.url}\n\nL'équipe Darna`,
    html: layout("Votre annonce expire bientôt", lines, { label: "Renouveler", url: reminder.url }),
  };
}

export type TAlertMailItem = {
  title: string;
  /** The price ('1 200 TND/mois'), or a service's profession, a shop's category. */
  detail: string;
  place: string;
  /** Absolute URL of a photo, or null. */
  photo: string | null;
  url: string;
};

/**
 * A saved search's new listings (decision 0023): each with its photo, price, place and link; the
 * unsubscribe link works without signing in, and mail programs offer it from the
 * `List-Unsubscribe` header (one click, RFC 8058).
 */
export function alertMail(
  to: string,
  firstName: string | null,
  alert: {
    name: string;
    items: TAlertMailItem[];
    more: number;
    listUrl: string;
    unsubscribeUrl: string;
  },
): TMail {
  const count = alert.items.length + alert.more;
  const intro =
    count > 1
      ? `${count} nouvelles annonces correspondent à votre alerte « ${alert.name} ».`
      : `Une nouvelle annonce correspond à votre alerte « ${alert.name} ».`;
  const moreLine =
    alert.more > 0
      ? `Et ${alert.more} autre${alert.more > 1 ? "s" : ""} : voir toutes les annonces de la recherche.`
      : null;
  const unsubscribeLine =
    "Vous recevez cet e-mail parce que vous avez créé cette alerte sur Darna. Pour ne plus la recevoir :";
  const textItems = alert.items.map(
    (item) => `- ${item.title}\n  ${item.detail} · ${item.place}\n  ${item.url}`,
  );
  const text = [
    greeting(firstName),
    intro,
    textItems.join("\n\n"),
    ...(moreLine ? [`${moreLine}\n${alert.listUrl}`] : []),
    `${unsubscribeLine}\nSe désabonner : ${alert.unsubscribeUrl}`,
    "L'équipe Darna",
  ].join("\n\n");
  const cards = alert.items.map(
    (item) => `<tr><td style="padding:0 0 16px">
<a href="${escapeHtml(item.url)}" style="display:block;text-decoration:none;color:#1f2937;border:1px solid #e5e7eb;border-radius:8px;overflow:hidden;background:#fff">
${item.photo ? `<img src="${escapeHtml(item.photo)}" alt="" width="512" style="display:block;width:100%;max-width:512px;height:auto">` : ""}
<span style="display:block;padding:12px 16px">
<strong style="display:block;font-size:16px;margin:0 0 4px">${escapeHtml(item.title)}</strong>
<span style="display:block;color:#1d5fa8;font-weight:bold;margin:0 0 4px">${escapeHtml(item.detail)}</span>
<span style="display:block;font-size:14px;color:#6b7280">${escapeHtml(item.place)}</span>
</span></a></td></tr>`,
  );
  const html = `<!doctype html><html lang="fr"><body style="margin:0;background:#f6f4ef;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:bold;color:#1d5fa8;margin:0 0 24px">Darna</p>
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(alert.name)}</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting(firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0">${cards.join("\n")}</table>
${moreLine ? `<p style="margin:0 0 16px"><a href="${escapeHtml(alert.listUrl)}" style="color:#1d5fa8">${escapeHtml(moreLine)}</a></p>` : ""}
<p style="font-size:13px;color:#6b7280;margin:24px 0 0">${escapeHtml(unsubscribeLine)} <a href="${escapeHtml(alert.unsubscribeUrl)}" style="color:#6b7280">Se désabonner</a></p>
</div></body></html>`;
  return {
    to,
    subject: `${count > 1 ? `${count} nouvelles annonces` : "Nouvelle annonce"} pour « ${alert.name} » - Darna`,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${alert.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

/**
 * A favourite's price went down (issue 15), for those who opted in on their profile: the bell's
 * sentence, and how to stop these e-mails.
 */
export function priceDropMail(
  to: string,
  firstName: string | null,
  drop: { sentence: string; url: string },
): TMail {
  const lines = [
    greeting(firstName),
    `Une propriété de vos favoris a baissé de prix. ${drop.sentence}.`,
    "Vous recevez cet e-mail parce que vous l'avez demandé sur votre profil ; décochez « Recevoir un e-mail quand le prix d'un favori baisse » pour ne plus en recevoir.",
  ];
  return {
    to,
    subject: "Baisse de prix d'un favori - Darna",
    text: `${lines.join("\n\n")}\n\nVoir la propriété : ${drop.url}\n\nL'équipe Darna`,
    html: layout("Baisse de prix d'un favori", lines, {
      label: "Voir la propriété",
      url: drop.url,
    }),
  };
}

/**
 * A conversation's message left unread for 10 minutes (issue 22): who wrote, about which listing,
 * the newest unread message as plain text (escaped: a message is never HTML), the link to the
 * conversation, and an unsubscribe link that works without signing in (also offered by mail
 * programs from the `List-Unsubscribe` header, one click, RFC 8058).
 */
export function messageMail(
  to: string,
  firstName: string | null,
  message: {
    senderName: string;
    listingTitle: string;
    body: string;
    conversationUrl: string;
    unsubscribeUrl: string;
  },
): TMail {
  const intro = `${message.senderName} vous a écrit au sujet de « ${message.listingTitle} » :`;
  const after =
    "Répondez depuis votre messagerie Darna : votre adresse e-mail n'est pas communiquée.";
  const unsubscribeLine =
    "Vous recevez cet e-mail parce qu'un message vous attend sur Darna depuis 10 minutes. Pour ne plus recevoir ces e-mails :";
  const quoted = message.body
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n");
  const text = [
    greeting(firstName),
    intro,
    quoted,
    after,
    `Lire et répondre : ${message.conversationUrl}`,
    `${unsubscribeLine}\nSe désabonner : ${message.unsubscribeUrl}`,
    "L'équipe Darna",
  ].join("\n\n");
  const url = escapeHtml(message.conversationUrl);
  const html = `<!doctype html><html lang="fr"><body style="margin:0;background:#f6f4ef;font-family:Arial,sans-serif;color:#1f2937">
<div style="max-width:560px;margin:0 auto;padding:32px 24px">
<p style="font-size:22px;font-weight:bold;color:#1d5fa8;margin:0 0 24px">Darna</p>
<h1 style="font-size:20px;margin:0 0 16px">Nouveau message</h1>
<p style="margin:0 0 16px">${escapeHtml(greeting(firstName))}</p>
<p style="margin:0 0 16px">${escapeHtml(intro)}</p>
<blockquote style="margin:0 0 16px;padding:12px 16px;background:#fff;border-left:4px solid #1d5fa8;border-radius:4px;white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(message.body)}</blockquote>
<p style="margin:0 0 16px">${escapeHtml(after)}</p>
<p style="margin:24px 0"><a href="${url}" style="background:#1d5fa8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;display:inline-block">Lire et répondre</a></p>
<p style="font-size:13px;color:#6b7280;margin:0">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${url}</p>
<p style="font-size:13px;color:#6b7280;margin:24px 0 0">${escapeHtml(unsubscribeLine)} <a href="${escapeHtml(message.unsubscribeUrl)}" style="color:#6b7280">Se désabonner</a></p>
</div></body></html>`;
  return {
    to,
    subject: `Nouveau message de ${message.senderName} - Darna`,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${message.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
