"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useEmbed } from "@/components/embed/embed-context";
import { updateBill } from "@/lib/api-client/bill-actions";
import { billsKeys, createBill } from "@/lib/api-client/bills";
import { notifyHost } from "@/lib/api-client/host-events";
import { todayIn } from "@/lib/i18n/format";
import { vendorsKeys } from "@/lib/api-client/vendors";
import type { BillResponse } from "@/lib/schemas/bill";
import type { BillFormValues } from "@/lib/schemas/bill-form";
import { billFormValuesOf, updateBillInputOf } from "@/lib/schemas/bill-form-from-bill";
import type { CreateBillInput } from "@/lib/schemas/bill-input";
import type { Currency } from "@/lib/schemas/currency-codes";
import { AttachmentField } from "./attachment-field";
import { BillDateFields, BillDetailFields } from "./bill-detail-fields";
import { BillLineItems, emptyBillLine } from "./bill-line-items";
import { DocumentForm } from "./document-form";
import { lazyBillResolver, loadBillFormRules } from "./lazy-bill-resolver";
import { FormSubmitFooter } from "./form-submit-footer";
import { submitFailureText } from "./server-field-errors";
import { VendorFields } from "./vendor-fields";

const emptyBill = (externalId: string, currency: Currency, today: string): BillFormValues => ({
  external_id: externalId,
  vendor_mode: "existing",
  vendor_id: "",
  vendor_external_id: "",
  vendor_name: "",
  bill_number: "",
  memo: "",
  currency,
  exchange_rate: "",
  bill_date: today,
  due_at: "",
  is_approved: false,
  approved_at: today,
  line_items: [emptyBillLine()],
  document: null,
});

/**
 * Bill entry, and (given `bill`, one not approved yet) the same form prefilled to change it: a new bill is POSTed, an
 * edited one PUT, and either way the bill's page shows what the API answered.
 */
export function BillForm({
  baseCurrency,
  bill,
  labelledBy,
}: {
  baseCurrency: Currency;
  bill?: BillResponse;
  labelledBy: string;
}) {
  const { businessId, messages, timeZone } = useEmbed();
  const t = messages.billForm;
  const labels = bill
    ? {
        failed: messages.billChanges.saveFailedTitle,
        submit: messages.billChanges.save,
        busy: messages.billChanges.saving,
      }
    : { failed: t.failedTitle, submit: t.submit, busy: t.submitting };
  const router = useRouter();
  const queryClient = useQueryClient();
  // One external_id per form: sending it again (double click, retry after a lost response) returns the same bill.
  const [externalId] = useState(() => `embed-${crypto.randomUUID()}`);
  const resolver = useMemo(() => lazyBillResolver(baseCurrency), [baseCurrency]);
  const form = useForm<BillFormValues, unknown, CreateBillInput>({
    resolver,
    defaultValues: bill
      ? billFormValuesOf(bill, timeZone)
      : emptyBill(externalId, baseCurrency, todayIn(timeZone)),
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [uploadProgress, setUploadProgress] = useState<number | null>(null);
  const [isCreated, setIsCreated] = useState(false);
  // Two clicks in one frame both get past the disabled button; the ref lets only the first one send.
  const isSending = useRef(false);

  const send = async (input: CreateBillInput) => {
    if (isSending.current) return;
    isSending.current = true;
    setFailure(null);
    try {
      const onProgress = input.document ? setUploadProgress : undefined;
      const saved = bill
        ? await updateBill(businessId, bill.id, updateBillInputOf(input, bill), onProgress)
        : await createBill(businessId, input, onProgress);
      setIsCreated(true);
      queryClient.setQueryData(billsKeys.detail(businessId, saved.id), saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: billsKeys.all(businessId) }),
        queryClient.invalidateQueries({ queryKey: vendorsKeys.all(businessId) }),
      ]);
      if (!bill) notifyHost("bill_created", { bill_id: saved.id });
      router.push(`/embed/${businessId}/bills/${saved.id}/`);
    } catch (error) {
      setFailure(submitFailureText(error, form, { ...messages.common, checkFields: t.checkFields }));
    } finally {
      isSending.current = false;
      setUploadProgress(null);
    }
  };

  const isBusy = form.formState.isSubmitting || isCreated;
  return (
    <DocumentForm
      form={form}
      onValid={send}
      loadRules={loadBillFormRules}
      onRulesFailed={() => setFailure(messages.common.errorBody)}
      labelledBy={labelledBy}
    >
      <VendorFields initialVendor={bill?.vendor} />
      <BillDetailFields baseCurrency={baseCurrency} />
      <BillDateFields />
      <BillLineItems />
      <AttachmentField uploadProgress={uploadProgress} />
      <FormSubmitFooter
        failureTitle={labels.failed}
        failure={failure}
        isBusy={isBusy}
        label={labels.submit}
        busyLabel={labels.busy}
      />
    </DocumentForm>
  );
}
