"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { FormSubmitFooter } from "@/components/bills/form-submit-footer";
import { DocumentForm } from "@/components/bills/document-form";
import { submitFailureText } from "@/components/bills/server-field-errors";
import { useEmbed } from "@/components/embed/embed-context";
import { customersKeys } from "@/lib/api-client/customers";
import { notifyHost } from "@/lib/api-client/host-events";
import { createInvoice, idempotencyKeys } from "@/lib/api-client/invoice-create";
import { invoicesKeys } from "@/lib/api-client/invoices";
import { todayIn } from "@/lib/i18n/format";
import type { Currency } from "@/lib/schemas/currency-codes";
import type { InvoiceFormValues } from "@/lib/schemas/invoice-form";
import { EMBED_CUSTOMER_ID_PREFIX } from "./new-customer-id";
import type { CreateInvoiceInput } from "@/lib/schemas/invoice-input";
import { InvoiceCustomerFields } from "./invoice-customer-fields";
import { InvoiceDateFields, InvoiceDetailFields } from "./invoice-detail-fields";
import { emptyInvoiceLine, InvoiceLineItems } from "./invoice-line-items";
import { lazyInvoiceResolver, loadInvoiceFormRules } from "./lazy-invoice-resolver";

/** Values the form keeps but shows no input for: an error there belongs in the alert. */
const HIDDEN_FIELDS: ReadonlySet<string> = new Set([
  "external_id",
  "customer_mode",
  "customer_external_id",
  "is_sent",
]);

const emptyInvoice = (currency: Currency, today: string): InvoiceFormValues => ({
  // One external_id per form: sending it again (a retry after a lost answer) returns the same invoice.
  external_id: `embed-${crypto.randomUUID()}`,
  customer_mode: "existing",
  customer_id: "",
  customer_external_id: `${EMBED_CUSTOMER_ID_PREFIX}${crypto.randomUUID()}`,
  customer_name: "",
  invoice_number: "",
  reference_numbers: "",
  memo: "",
  currency,
  exchange_rate: "",
  is_sent: false,
  sent_at: today,
  due_at: "",
  line_items: [emptyInvoiceLine()],
  additional_discount: "",
});

export function InvoiceForm({ baseCurrency }: { baseCurrency: Currency }) {
  const { businessId, messages, timeZone } = useEmbed();
  const t = messages.invoiceForm;
  const router = useRouter();
  const queryClient = useQueryClient();
  const [defaultValues] = useState(() => emptyInvoice(baseCurrency, todayIn(timeZone)));
  const resolver = useMemo(() => lazyInvoiceResolver(baseCurrency), [baseCurrency]);
  const form = useForm<InvoiceFormValues, unknown, CreateInvoiceInput>({ resolver, defaultValues });
  const [keyFor] = useState(idempotencyKeys);
  const [failure, setFailure] = useState<string | null>(null);
  const [isCreated, setIsCreated] = useState(false);
  // Two clicks in one frame both get past the disabled button; the ref lets only the first one send.
  const isSending = useRef(false);

  const send = async (input: CreateInvoiceInput) => {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    try {
      const invoice = await createInvoice(businessId, input, keyFor(input));
      setIsCreated(true);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: invoicesKeys.all(businessId) }),
        queryClient.invalidateQueries({ queryKey: customersKeys.all(businessId) }),
      ]);
      notifyHost("invoice_created", { invoice_id: invoice.id });
      router.push(`/embed/${businessId}/invoices/${invoice.id}/?created=1`);
    } catch (error) {
      setFailure(
        submitFailureText(error, form, { ...messages.common, checkFields: t.checkFields }, HIDDEN_FIELDS),
      );
    } finally {
      isSending.current = false;
    }
  };

  const isBusy = form.formState.isSubmitting || isCreated;
  return (
    <DocumentForm
      form={form}
      onValid={send}
      loadRules={loadInvoiceFormRules}
      onRulesFailed={() => setFailure(messages.common.errorBody)}
      labelledBy="new-invoice-title"
    >
      <InvoiceCustomerFields />
      <InvoiceDetailFields baseCurrency={baseCurrency} />
      <InvoiceDateFields />
      <InvoiceLineItems />
      <FormSubmitFooter
        failureTitle={t.failedTitle}
        failure={failure}
        isBusy={isBusy}
        label={t.submit}
        busyLabel={t.submitting}
      />
    </DocumentForm>
  );
}
