"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { CsvMappingFields } from "@/components/banking/csv-mapping-fields";
import { useEmbed } from "@/components/embed/embed-context";
import { Field } from "@/components/ui/field";
import { ProgressBar } from "@/components/ui/progress-bar";
import { ApiRequestError } from "@/lib/api-client/api-request-error";
import { importStatementFile, refreshBankTransactions } from "@/lib/api-client/bank-transactions";
import type { BankAccountResponse } from "@/lib/schemas/bank-account";
import { type ImportResult, STATEMENT_FILE_FORMATS } from "@/lib/schemas/bank-transaction-import";
import type { CsvColumnMapping } from "@/lib/schemas/csv-column-mapping";
import { bankRefusalText } from "./bank-refusal";
import { BankAccountOptions } from "./bank-account-options";
import { FormAlert, FormButtons } from "./form-parts";
import { ImportResultSummary } from "./import-result-summary";
import { type ChosenStatement, readStatementFile } from "./read-statement-file";

type Errors = { file?: string; form?: string; mapping?: Partial<Record<keyof CsvColumnMapping, string>> };

/**
 * A statement file into one bank account: the format is detected (the person can change it), a CSV's columns are
 * guessed and shown for checking, the upload shows its progress and the answer says what was imported.
 */
export function ImportStatementForm({
  bankAccounts,
  initialAccountId,
  onClose,
}: {
  bankAccounts: BankAccountResponse[];
  initialAccountId: string;
  onClose: () => void;
}) {
  const { businessId, messages, locale } = useEmbed();
  const text = messages.bankTransactions;
  const queryClient = useQueryClient();
  const [accountId, setAccountId] = useState(initialAccountId || bankAccounts[0]?.id || "");
  const [chosen, setChosen] = useState<ChosenStatement>();
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<ImportResult>();
  const [errors, setErrors] = useState<Errors>({});
  const mutation = useMutation({
    mutationFn: (statement: ChosenStatement) =>
      importStatementFile(
        businessId,
        {
          bank_account_connection_id: accountId,
          format: statement.format!,
          file: statement.dataUrl,
          ...(statement.format === "csv" ? { mapping: statement.mapping } : {}),
        },
        setProgress,
      ),
    onSuccess: async (answer) => {
      setResult(answer);
      await refreshBankTransactions(queryClient, businessId);
    },
    onError: (error) => {
      const fields = error instanceof ApiRequestError ? error.fieldErrors() : {};
      const mapping = Object.fromEntries(
        Object.entries(fields)
          .filter(([path]) => path.startsWith("mapping."))
          .map(([path, message]) => [path.slice("mapping.".length), message]),
      );
      setErrors({
        file: fields.file ?? fields.format,
        mapping,
        form:
          fields.file || fields.format || Object.keys(mapping).length
            ? undefined
            : bankRefusalText(error, messages),
      });
    },
    onSettled: () => setProgress(null),
  });

  if (!bankAccounts.length) return <p className="text-sm">{text.noBankAccounts}</p>;
  if (result)
    return (
      <div className="space-y-4">
        <ImportResultSummary result={result} />
        <div className="flex justify-end">
          <button type="button" className="btn-primary" onClick={onClose}>
            {text.importClose}
          </button>
        </div>
      </div>
    );
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return setErrors({ file: text.fileRequired });
        if (!chosen.format) return setErrors({ file: text.formatRequired });
        setErrors({});
        mutation.mutate(chosen);
      }}
    >
      <Field label={text.bankAccount}>
        {(control) => (
          <select
            {...control}
            className="input"
            value={accountId}
            onChange={(event) => setAccountId(event.target.value)}
          >
            <BankAccountOptions bankAccounts={bankAccounts} />
          </select>
        )}
      </Field>
      <Field label={text.importFile} hint={text.importFileHint} error={errors.file}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept=".csv,.txt,.tsv,.ofx,.qfx,.xml,text/csv,application/xml"
            className="input"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              setErrors({});
              setChosen(undefined);
              if (!file) return;
              try {
                setChosen(await readStatementFile(file, locale === "en-US"));
              } catch {
                setErrors({ file: messages.common.errorBody });
              }
            }}
          />
        )}
      </Field>
      {chosen ? (
        <Field label={text.importFormat}>
          {(control) => (
            <select
              {...control}
              className="input"
              value={chosen.format ?? ""}
              onChange={(event) =>
                setChosen({
                  ...chosen,
                  format: (event.target.value || undefined) as ChosenStatement["format"],
                })
              }
            >
              <option value="">{text.chooseFormat}</option>
              {STATEMENT_FILE_FORMATS.map((format) => (
                <option key={format} value={format}>
                  {text[`format_${format}`]}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
      {chosen?.format === "csv" && !chosen.preview ? (
        <p role="alert" className="text-sm text-embed-danger">
          {messages.bankImport.unreadable}
        </p>
      ) : null}
      {chosen?.format === "csv" && chosen.preview && chosen.mapping ? (
        <CsvMappingFields
          preview={chosen.preview}
          value={chosen.mapping}
          onChange={(mapping) => setChosen({ ...chosen, mapping })}
          errors={errors.mapping}
        />
      ) : null}
      {progress !== null ? (
        <ProgressBar label={progress < 1 ? text.uploading : text.processing} value={progress} />
      ) : null}
      <FormAlert message={errors.form} />
      <FormButtons
        submit={text.importSubmit}
        pending={text.importing}
        isPending={mutation.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
