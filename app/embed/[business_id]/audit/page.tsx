import { Suspense } from "react";
import { AuditTrail } from "@/components/console/audit-trail";

export default function AuditTrailPage() {
  return (
    <Suspense>
      <AuditTrail />
    </Suspense>
  );
}
