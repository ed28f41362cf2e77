import type { Metadata } from "next";
import { OperationCard, type OperationView } from "@/components/docs/operation-card";
import { buildOpenApiDocument } from "@/lib/openapi/build-openapi-document";

export const metadata: Metadata = { title: "API reference · Ledger Platform" };

export default function DocsPage() {
  const document = buildOpenApiDocument();
  const components = document.components.schemas;
  const byTag = new Map<string, OperationView[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods as Record<string, Record<string, unknown>>)) {
      const tag = (operation.tags as string[])[0]!;
      byTag.set(tag, [...(byTag.get(tag) ?? []), { method, path, operation }]);
    }
  }
  return (
    <main className="mx-auto max-w-4xl px-6 py-10">
      <h1 className="text-3xl font-semibold">{document.info.title} reference</h1>
      <p className="mt-3 text-slate-700">{document.info.description}</p>
      <p className="mt-2 text-sm">
        Machine-readable:{" "}
        <a className="text-blue-700 underline" href="/v1/platform/openapi.json">
          /v1/platform/openapi.json
        </a>
      </p>
      <nav aria-label="Sections" className="mt-6 flex flex-wrap gap-3 text-sm">
        {[...byTag.keys()].map((tag) => (
          <a key={tag} className="text-blue-700 underline" href={`#${tag.toLowerCase()}`}>
            {tag}
          </a>
        ))}
      </nav>
      {[...byTag.entries()].map(([tag, operations]) => (
        <section key={tag} id={tag.toLowerCase()} className="mt-10">
          <h2 className="mb-4 text-2xl font-semibold">{tag}</h2>
          <div className="space-y-4">
            {operations.map((view) => (
              <OperationCard key={`${view.method} ${view.path}`} {...view} components={components} />
            ))}
          </div>
        </section>
      ))}
    </main>
  );
}
