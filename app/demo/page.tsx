import Link from "next/link";
import { notFound } from "next/navigation";
import { embedConfig } from "@/lib/embed/embed-config";
import { partnerToken } from "@/lib/embed/partner-token";
import { platformRequest } from "@/lib/embed/platform-request";
import { signLaunchToken } from "@/lib/embed/sign-launch-token";
import { SUPPORTED_LOCALES } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

const ROLES = ["editor", "viewer"] as const;

/**
 * A stand-in for a partner's product, for `npm run dev`: it signs a launch token on the server, as a partner's
 * backend would, and frames the embed. Not served in production unless EMBED_DEMO=1.
 */
export default async function DemoHostPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | undefined>>;
}) {
  if (process.env.NODE_ENV === "production" && process.env.EMBED_DEMO !== "1") notFound();
  const query = await searchParams;
  const config = embedConfig();
  const { results: businesses } = await platformRequest<{ results: { id: string; name: string }[] }>(
    config,
    "/v1/platform/businesses/?page_size=20",
    { headers: { Authorization: `Bearer ${await partnerToken(config)}` } },
  );
  const business = businesses.find((candidate) => candidate.id === query.business) ?? businesses[0];
  const role = ROLES.find((candidate) => candidate === query.role) ?? "editor";
  const locale = SUPPORTED_LOCALES.find((candidate) => candidate === query.locale) ?? "en-US";
  const token = business
    ? await signLaunchToken(config, {
        role,
        business_id: business.id,
        locale,
        sub: "demo-user",
        name: "Demo User",
      })
    : undefined;
  const link = (changes: Record<string, string>) =>
    `/demo/?${new URLSearchParams({ business: business?.id ?? "", role, locale, ...changes })}`;
  return (
    <main className="mx-auto max-w-6xl p-6">
      <h1 className="text-2xl font-semibold">Partner app (demo host page)</h1>
      <p className="mt-1 text-slate-600">
        This page plays the partner: it signs a launch token and frames the embed.
      </p>
      <nav aria-label="Demo options" className="mt-4 flex flex-wrap gap-4 text-sm">
        {businesses.map((candidate) => (
          <Link
            key={candidate.id}
            href={link({ business: candidate.id })}
            className="text-blue-700 underline"
          >
            {candidate.name}
          </Link>
        ))}
        {ROLES.map((candidate) => (
          <Link key={candidate} href={link({ role: candidate })} className="text-blue-700 underline">
            as {candidate}
          </Link>
        ))}
        {SUPPORTED_LOCALES.map((candidate) => (
          <Link key={candidate} href={link({ locale: candidate })} className="text-blue-700 underline">
            {candidate}
          </Link>
        ))}
      </nav>
      {token ? (
        <iframe
          title="Accounting"
          src={`/embed/launch/?token=${encodeURIComponent(token)}`}
          className="mt-4 h-[900px] w-full rounded border border-slate-300"
        />
      ) : (
        <p className="mt-4">No businesses yet: start with `npm run dev`, which seeds the demo.</p>
      )}
    </main>
  );
}
