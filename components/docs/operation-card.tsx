import { SchemaView } from "./schema-view";

type JsonSchema = Record<string, unknown>;

export interface OperationView {
  method: string;
  path: string;
  operation: JsonSchema;
}

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-emerald-100 text-emerald-900",
  post: "bg-blue-100 text-blue-900",
  put: "bg-amber-100 text-amber-900",
  delete: "bg-red-100 text-red-900",
};

export function OperationCard({
  method,
  path,
  operation,
  components,
}: OperationView & { components: Record<string, JsonSchema> }) {
  const parameters = (operation.parameters as JsonSchema[]) ?? [];
  const body = operation.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined;
  const responses = operation.responses as Record<
    string,
    { description: string; content?: Record<string, { schema: JsonSchema }> }
  >;
  return (
    <article id={String(operation.operationId)} className="rounded-lg border border-slate-200 bg-white p-5">
      <h3 className="flex flex-wrap items-center gap-3">
        <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${METHOD_COLOURS[method] ?? ""}`}>
          {method}
        </span>
        <code className="text-sm">{path}</code>
      </h3>
      <p className="mt-2 font-medium">{String(operation.summary)}</p>
      {operation.description ? (
        <p className="mt-1 text-sm text-slate-700">{String(operation.description)}</p>
      ) : null}
      {parameters.length ? (
        <section className="mt-3">
          <h4 className="text-sm font-semibold">Parameters</h4>
          <ul className="ml-4 text-sm">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <code className="font-semibold">{String(parameter.name)}</code>{" "}
                <span className="text-slate-600">in {String(parameter.in)}</span>
                {parameter.required ? <span className="ml-1 text-xs text-red-700">required</span> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {body ? (
        <section className="mt-3">
          <h4 className="text-sm font-semibold">Request body ({Object.keys(body.content)[0]})</h4>
          <SchemaView schema={Object.values(body.content)[0]!.schema} components={components} />
        </section>
      ) : null}
      <section className="mt-3">
        <h4 className="text-sm font-semibold">Responses</h4>
        <ul className="ml-4 space-y-2 text-sm">
          {Object.entries(responses).map(([status, response]) => (
            <li key={status}>
              <span className="font-semibold">{status}</span> — {response.description}
              {status.startsWith("2") && response.content ? (
                <SchemaView schema={response.content["application/json"]!.schema} components={components} />
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
