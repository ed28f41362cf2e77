import Link from "next/link";

export default function HomePage() {
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-semibold">Ledger Platform</h1>
      <p className="mt-4 text-slate-700">
        Real double-entry books for every business a partner serves: an accounting API for your backend, and
        pages you can embed in your own product.
      </p>
      <ul className="mt-8 space-y-3">
        <li>
          <Link className="text-blue-700 underline" href="/docs/">
            API reference
          </Link>{" "}
          — every endpoint, generated from the same schemas that validate requests.
        </li>
        <li>
          <a className="text-blue-700 underline" href="/v1/platform/openapi.json">
            OpenAPI 3.1 document
          </a>
        </li>
      </ul>
    </main>
  );
}
