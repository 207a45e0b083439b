import { data } from "react-router";
import { PageHeading } from "~/components/listing/page-heading";
import { Container } from "~/components/ui/container";
import { ContactDetailsCard } from "~/features/contact/components/contact-details-card";
import { ContactForm } from "~/features/contact/components/contact-form";
import { CONTACT_FEEDBACK } from "~/features/contact/contact-details";
import { contactValuesOf } from "~/features/contact/contact-fields";
import type { TContactReply } from "~/features/contact/contact-reply";
import { sendContactMessage } from "~/features/contact/send-contact-message.server";
import { formValues } from "~/lib/forms";
import { FORM_BODY_LIMITS, readFormBody } from "~/server/http/read-form.server";
import { logger } from "~/server/logger.server";
import { requestInfoContext } from "~/server/request-context.server";
import type { Route } from "./+types/contact";

export function meta(): Route.MetaDescriptors {
  return [
    { title: "Contactez-nous | Darna" },
    {
      name: "description",
      content:
        "Une question sur une annonce, un partenariat ou votre compte ? Écrivez à l'équipe Darna ou appelez-nous à Tunis, du lundi au samedi.",
    },
  ];
}

/**
 * Refusals (a field, the rate limit) are answers the page shows, so they go out as 200 like the
 * other forms' answers: a 4xx to the page's own fetch only adds a network error to the console.
 */
const reply = (body: TContactReply, status = 200) => data(body, { status });

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, FORM_BODY_LIMITS.text);
  if (body.status === "too_large") {
    return reply(
      {
        status: "refused",
        title: CONTACT_FEEDBACK.failedTitle,
        description: "Le formulaire envoyé est trop volumineux.",
        values: contactValuesOf({}),
      },
      413,
    );
  }
  // A body that is not a form (a script posting JSON) reads as an empty one: 'Le nom est requis'.
  const form = body.status === "ok" ? body.form : new FormData();
  const input = formValues(form);
  const values = contactValuesOf(input);
  try {
    const result = await sendContactMessage(input, {
      clientIp: context.get(requestInfoContext).clientIp,
    });
    switch (result.status) {
      case "sent":
        return reply({ status: "sent" });
      case "invalid":
        return reply({ status: "invalid", error: result.error, values });
      case "rate_limited":
        return reply({
          status: "refused",
          title: CONTACT_FEEDBACK.rateLimitedTitle,
          description: result.message,
          values,
        });
    }
  } catch (error) {
    logger.error({ err: error }, "envoi d'un message de contact");
    return reply({ status: "refused", title: CONTACT_FEEDBACK.failedTitle, values }, 500);
  }
}

// No-break spaces keep '?' and ':' on the line of the word before them, as French typesets them.
const SUBTITLE =
  "Une question sur une annonce, un partenariat ou votre compte\u00a0? Écrivez-nous\u00a0: notre équipe vous répond dans les meilleurs délais.";

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <Container className="py-8 sm:py-10">
      <PageHeading title="Contactez-nous" subtitle={SUBTITLE} />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <section
          aria-labelledby="contact-formulaire"
          className="rounded-xl border bg-card p-5 text-card-foreground shadow-sm sm:p-6 lg:col-span-2"
        >
          <h2 id="contact-formulaire" className="mb-6 text-lg font-semibold">
            Envoyez-nous un message
          </h2>
          <ContactForm documentReply={actionData} />
        </section>
        <ContactDetailsCard />
      </div>
    </Container>
  );
}
