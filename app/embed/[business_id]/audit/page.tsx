import { Suspense } from "react";
import { AuditTrail } from "@/components/console/audit-trail";
import { sectionMetadata } from "@/lib/embed/page-metadata";

export const generateMetadata = sectionMetadata((m) => m.console.auditTrail);

export default function AuditTrailPage() {
  return (
    <Suspense>
      <AuditTrail />
    </Suspense>
  );
}
