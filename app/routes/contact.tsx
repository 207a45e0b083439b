import { data } from "react-router";
import { PageHeading } from "~/components/listing/page-heading";
import { Container } from "~/components/ui/container";
import { failureData } from "~/edge/failures.server";
import { FORM_BODY_LIMITS, FORM_BODY_REFUSALS, readFormBody } from "~/edge/read-form.server";
import { requestInfoContext } from "~/edge/request-context.server";
import { ContactDetailsCard } from "~/features/contact/components/contact-details-card";
import { ContactForm } from "~/features/contact/components/contact-form";
import { CONTACT_FEEDBACK } from "~/features/contact/contact-details";
import { CONTACT_FIELDS, contactValuesOf } from "~/features/contact/contact-fields";
import type { TContactReply } from "~/features/contact/contact-reply";
import { sendContactMessage } from "~/features/contact/send-contact-message.server";
import { formValues } from "~/lib/forms";
import { logger } from "~/server/logger.server";
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
 * The form's answers, the page's own shape: sent, a field to correct, or refused with a toast. A
 * refusal goes out with its failure's status (400 for a field, 429 for the rate limit), which a
 * plain form post shows as the page with its message.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readFormBody(request, FORM_BODY_LIMITS.text);
  if (body.status === "too_large") {
    return data<TContactReply>(
      {
        status: "refused",
        title: CONTACT_FEEDBACK.failedTitle,
        description: FORM_BODY_REFUSALS.too_large.message,
        values: contactValuesOf({}),
      },
      { status: FORM_BODY_REFUSALS.too_large.status },
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
    if (result.ok) return data<TContactReply>({ status: "sent" });
    if (result.code === "invalid") {
      const field = CONTACT_FIELDS.find((name) => result.fieldErrors?.[name]) ?? "name";
      return failureData(result, {
        status: "invalid",
        error: { field, message: result.message },
        values,
      } satisfies TContactReply);
    }
    return failureData(result, {
      status: "refused",
      title: CONTACT_FEEDBACK.rateLimitedTitle,
      description: result.message,
      values,
    } satisfies TContactReply);
  } catch (error) {
    logger.error({ err: error }, "envoi d'un message de contact");
    return data<TContactReply>(
      { status: "refused", title: CONTACT_FEEDBACK.failedTitle, values },
      { status: 500 },
    );
  }
}

// No-break spaces keep '?' and ':' on the line of the word before them, as French typesets them.
const SUBTITLE =
  "Une question sur une annonce, un partenariat ou votre compte\u00a0? Écrivez-nous\u00a0: notre équipe vous répond dans les meilleurs délais.";

export default function Contact({ actionData }: Route.ComponentProps) {
  return (
    <Container className="pt-3 pb-8 sm:py-10">
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
